import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionItemPages, NavLinks } from '../../../core/collections/collection-model.ts';
import type { OwnPageData } from '../../../core/collections/pages/pages-model.ts';
import { copyValidFixture, formatRelative, removeCopy } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import type { ParsedPage } from './parse-page.ts';
import { pagesDataFiles } from './pages-build.ts';

const page = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\nAbout ${title}, with $x^2$ and a table:\n\n| a | b |\n| - | - |\n| 1 | 2 |\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

async function writePages(files: Record<string, string>) {
  await mkdir(join(directory, 'pages'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(directory, 'pages', name), text);
}

async function validPages(files: Record<string, string>): Promise<ParsedPage[]> {
  await writePages(files);
  const { content, problems } = await validateContent(directory);
  expect(problems).toEqual([]);
  return content?.collections.pages as ParsedPage[];
}

describe('content/pages/ in validate', () => {
  it('without the folder: no pages section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('pages');
  });

  it('with pages: the pages section, never a home section; <slug>.md in the default language, <slug>.<lang>.md in another', async () => {
    const pages = await validPages({ 'consulting.md': page('Consulting', 'nav: true\norder: 2\n'), 'consulting.fr.md': page('Expertise', 'description: Études.\n') });
    expect(pages.map(({ slug, language, title, nav, order }) => ({ slug, language, title, nav, order }))).toEqual(
      expect.arrayContaining([
        { slug: 'consulting', language: 'en', title: 'Consulting', nav: true, order: 2 },
        { slug: 'consulting', language: 'fr', title: 'Expertise', nav: false, order: undefined },
      ]),
    );
    const { content } = await validateContent(directory);
    expect(content?.sections).toContain('pages');
    expect(content?.homeSections).not.toContain('pages');
  });

  it('names every problem of every file in one run: a product path, a language prefix, a bad name, no title, bad nav and order', async () => {
    await writePages({
      'cv.md': page('My CV'),
      'publications.fr.md': page('Mes publications'),
      'skills.md': page('Skills'),
      'de.md': page('Deutsch'),
      'Field Work.md': page('Field work'),
      'untitled.md': '---\ndescription: No title here.\n---\n\nText.\n',
      'settings.md': page('Settings', 'nav: yes\norder: first\n'),
      'raw.md': page('Raw', '') + '\n<div>raw</div>\n',
    });
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    expect(formatRelative(directory, problems)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pages\/cv\.md:0:0 .*the page "cv" collides with the product: its address \/cv\/ is the cv page \(\/cv\/\); rename the file \(e\.g\. my-cv\.md\)/),
        expect.stringMatching(/^pages\/publications\.fr\.md:0:0 .*the page "publications" collides with the product: its address \/publications\/ is the publications pages/),
        expect.stringMatching(/^pages\/skills\.md:0:0 .*the page "skills" collides with the product: its address \/skills\/ is the skills section/),
        expect.stringMatching(/^pages\/de\.md:0:0 .*collides with the product: its address \/de\/ is kept for a site language's pages/),
        expect.stringMatching(/^pages\/Field Work\.md:0:0 .*"Field Work" cannot be a page's address \(\/Field Work\/\): name the file with lower-case letters, digits and hyphens, e\.g\. consulting\.md/),
        expect.stringMatching(/^pages\/untitled\.md:2:1 .*the front matter has no title: add a line such as "title: Consulting"/),
        expect.stringMatching(/^pages\/settings\.md:3:6 .*nav must be true or false/),
        expect.stringMatching(/^pages\/settings\.md:4:8 .*order must be a number/),
        expect.stringMatching(/^pages\/raw\.md:\d+:1 .*raw HTML is not allowed in a page/),
      ]),
    );
  });
});

describe('pagesDataFiles', () => {
  it("writes each page in its languages, the header's links in order, and which pages exist where", async () => {
    const pages = await validPages({
      'consulting.md': page('Consulting', 'nav: true\norder: 2\n'),
      'consulting.fr.md': page('Expertise', 'nav: true\norder: 2\n'),
      'datasets.md': page('Datasets', 'nav: true\n'),
      'archive.md': page('Archive', 'nav: true\n'),
      'field-work.md': page('Field work', 'nav: true\norder: 1\n'),
      'legal.md': page('Legal notice', 'description: Who publishes this site.\n'),
    });
    const files = await pagesDataFiles(pages, ['en', 'fr']);
    expect((files['pages-nav.en'] as NavLinks).links).toEqual([
      { neutralPath: '/field-work', label: 'Field work' },
      { neutralPath: '/consulting', label: 'Consulting' },
      { neutralPath: '/archive', label: 'Archive' },
      { neutralPath: '/datasets', label: 'Datasets' },
    ]);
    expect((files['pages-nav.fr'] as NavLinks).links).toEqual([{ neutralPath: '/consulting', label: 'Expertise' }]);
    expect((files['pages-pages'] as CollectionItemPages).pages).toEqual(
      expect.arrayContaining([
        { page: 'page', key: 'consulting', languages: ['en', 'fr'] },
        { page: 'page', key: 'legal', languages: ['en'] },
      ]),
    );
    const consulting = files['pages-item.fr.consulting'] as OwnPageData;
    expect(consulting).toMatchObject({ slug: 'consulting', title: 'Expertise', twins: ['en'] });
    expect(consulting.head).toEqual({ title: 'Expertise', description: { key: 'pages.metaDescription', values: { title: 'Expertise' } }, languages: ['en', 'fr'], ogType: 'website' });
    expect((files['pages-item.en.legal'] as OwnPageData).head.description).toBe('Who publishes this site.');
    expect(files['pages-item.fr.legal']).toBeUndefined();
    // The body is rendered as a post's: GFM tables and math as MathML.
    const body = JSON.stringify(consulting.body);
    expect(body).toContain('"tagName":"table"');
    expect(body).toContain('"tagName":"math"');
  });
});
