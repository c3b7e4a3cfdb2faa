import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browser } from './support/file-browser.ts';
import { publicUrl, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const distDir = inject('distDir');
// The shipped content keeps the author's manuscript of this paper in content/papers/.
const key = 'w4401276309';
const pdfPath = `/publications/${key}/${key}.pdf`;

describe("the owner's manuscript of a paper", () => {
  it('is served as a PDF at its address, linked from the page in each language, and is the citation_pdf_url', async () => {
    const { page, problems } = await openTestPage(browser);
    const response = await page.request.get(`${baseUrl}${pdfPath}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    for (const [language, path] of [['en', `/publications/${key}/`], ['fr', `/fr/publications/${key}/`]] as const) {
      await page.goto(`${baseUrl}${path}`);
      const link = page.getByRole('link', { name: text(language, 'publicationPage.manuscriptPdf') });
      expect(await link.getAttribute('href')).toBe(pdfPath);
      const pdfUrls = await page.locator('meta[name="citation_pdf_url"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(pdfUrls).toEqual([publicUrl(pdfPath)]);
    }
    expect(problems).toEqual([]);
  });

  it('is left out of the service worker’s precache', () => {
    expect(readFileSync(join(distDir, 'service-worker.js'), 'utf8')).not.toContain(`${key}.pdf`);
  });
});
