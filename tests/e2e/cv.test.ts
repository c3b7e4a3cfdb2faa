import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { pdfText } from '../../cli/cv/pdf-text.ts';
import { openPage, saveScreenshot, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const contentDir = resolve(import.meta.dirname, '../../content');
const read = <T,>(name: string): T => JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as T;
const experience = read<{ items: { title: Record<string, string> }[] }>('experience.json');
const publications = read<{ items: { title: string }[] }>('publications.json');

const cvPages = [
  { path: '/cv/', language: 'en', pdf: '/cv/elodie-marchand-cv-en.pdf' },
  { path: '/fr/cv/', language: 'fr', pdf: '/cv/elodie-marchand-cv-fr.pdf' },
] as const;

describe.each(cvPages)('the CV page at $path', ({ path, language, pdf }) => {
  it('shows the CV in its language, linked from the header navigation, without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, close } = await reusedPage(browser, { javaScriptEnabled });
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('h1').textContent()).toBe('Élodie Marchand');
      const headings = await page.locator('main h3').allTextContents();
      for (const item of experience.items) expect(headings).toContain(item.title[language]);
      const main = await page.locator('main').textContent();
      for (const work of publications.items) expect(main).toContain(work.title);
      // In the bar, or in More when the bar has no room for it at this width (tests/e2e/header-more.test.ts).
      const navLink = page.getByRole('banner').getByRole('link', { name: text(language, 'cv.nav'), exact: true, includeHidden: true });
      expect(await navLink.first().getAttribute('href')).toBe(path);
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('prints the CV alone: no header, navigation, footer or buttons, the works’ addresses written out', async () => {
    // A page of its own: the print media it emulates would stay with a page the other tests take turns with.
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl}${path}`);
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(false);
    expect(await page.locator('nav:visible').count()).toBe(0);
    expect(await page.locator('main a[download]').isVisible()).toBe(false);
    const printed = pdfText(await page.pdf({ format: 'A4' }));
    expect(printed).toContain('Élodie Marchand');
    expect(printed).toContain(text(language, 'cv.experience'));
    expect(printed).not.toContain(text(language, 'nav.skipToContent'));
    expect(printed).not.toContain(text(language, 'cv.downloadPdf'));
    expect(printed).toContain('(https://doi.org/');
    await page.emulateMedia({ media: 'screen' });
    await saveScreenshot(page, `cv-${language}`);
    await close();
  });

  it('offers the PDF of its language, a PDF of the same CV', async () => {
    const { page, close } = await reusedPage(browser);
    await page.goto(`${baseUrl}${path}`);
    expect(await page.locator('main a[download]').getAttribute('href')).toBe(pdf);
    const response = await page.request.get(`${baseUrl}${pdf}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdfTextContent = pdfText(await response.body());
    expect(pdfTextContent).toContain('Élodie Marchand');
    expect(pdfTextContent).toContain(text(language, 'cv.experience'));
    await close();
  });
});
