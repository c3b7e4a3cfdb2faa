import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { PublicationsFile, SoftwareFile } from '../../schemas/types.generated.ts';
import { softwareDataFiles } from '../../cli/collections/software/software-build.ts';
import { zoteroRisImport } from '../../cli/testing/zotero-import.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { homeSoftwareCount, softwareDataKey, type SoftwareData, type SoftwareHomeData } from '../../core/collections/software/software-data.ts';
import { expectNoIslandOfItsOwn, expectOpensAtAnchor, openCollectionPage, scriptsOf } from './support/collection-page.ts';
import { pagePath, text, type Language } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const contentDir = resolve(import.meta.dirname, '../../content');
const software = JSON.parse(readFileSync(resolve(contentDir, 'software.json'), 'utf8')) as SoftwareFile;
const publications = JSON.parse(readFileSync(resolve(contentDir, 'publications.json'), 'utf8')) as PublicationsFile;
const works = new Map(publications.items.map((work) => [work.id, { neutralPath: `/publications/${publicationKey(work)}/`, title: work.title }]));
const data = softwareDataFiles(software, ['en', 'fr'], { date: publications.updated_at.slice(0, 10), works });
const prefix = (language: Language) => (language === 'en' ? '' : `/${language}`);
const softwarePath = (language: Language) => `${prefix(language)}/software/`;

const open = (path: string, javaScriptEnabled = true) => openCollectionPage(path, { javaScriptEnabled });

describe('the example software and data', () => {
  it('have a program, a data set and a notebook, each naming a paper of the example', () => {
    expect(software.items.map((item) => item.kind).sort()).toEqual(['dataset', 'notebook', 'software']);
    for (const item of software.items) expect(item.publications?.every((id) => works.has(id))).toBe(true);
  });
});

describe.each([
  { javaScript: 'on', javaScriptEnabled: true },
  { javaScript: 'off', javaScriptEnabled: false },
])('the software page with JavaScript $javaScript', ({ javaScriptEnabled }) => {
  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    const page = data[softwareDataKey(language)] as SoftwareData;

    it('/software/ groups the items by kind, newest first, each an anchor with its facts, papers, links and citation', async () => {
      const { page: browserPage, problems } = await open(softwarePath(language), javaScriptEnabled);
      const main = browserPage.getByRole('main');
      expect(await browserPage.locator('h1').textContent()).toBe(text(language, 'software.title'));
      expect(await main.locator('h2').allTextContents()).toEqual(page.groups.map((group) => text(language, `software.group.${group.kind}`)));
      const items = main.locator('section > ul > li');
      const entries = page.groups.flatMap((group) => group.items);
      expect(await items.evaluateAll((found) => found.map((item) => [item.id, item.getAttribute('data-pagefind-title')]))).toEqual(entries.map((entry) => [entry.id, entry.name]));
      for (const [index, entry] of entries.entries()) {
        const item = items.nth(index);
        expect(await item.locator('h3').textContent()).toBe(entry.name);
        expect(await item.locator('time').getAttribute('datetime')).toBe(entry.date);
        const content = await item.textContent();
        expect(content).toContain(entry.description);
        if (entry.version !== undefined) expect(content).toContain(text(language, 'software.versionNumber', { version: entry.version }));
        if (entry.license !== undefined) expect(await item.locator(`a[href="https://spdx.org/licenses/${entry.license}.html"]`).textContent()).toBe(entry.license);
        for (const paper of entry.papers) expect(await item.locator(`a[href="${prefix(language)}${paper.neutralPath}"]`).textContent()).toBe(paper.title);
        if (entry.doi !== undefined) expect(await item.locator(`a[href="https://doi.org/${entry.doi}"]`).count()).toBe(1);
        if (entry.repository !== undefined) expect(await item.getByRole('link', { name: text(language, 'software.repositoryOf', { name: entry.name }) }).getAttribute('href')).toBe(entry.repository);
        expect(await item.locator('details pre').textContent()).toBe(entry.bibtex);
      }
      const downloads = await main.locator('a[download]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(downloads).toEqual(['software.bib', 'software.ris', 'software.json'].map((file) => `${softwarePath(language)}${file}`));
      expect(problems).toEqual([]);
    });

    it('a paper’s page lists the software and data that implement it, each linking to its entry on /software/', async () => {
      for (const workId of new Set(software.items.flatMap((item) => item.publications ?? []))) {
        const { page: browserPage, problems, close } = await open(`${prefix(language)}${works.get(workId)!.neutralPath}`, javaScriptEnabled);
        const implementing = page.groups.flatMap((group) => group.items).filter((entry) => software.items.find((item) => item.id === entry.id)?.publications?.includes(workId));
        const newestFirst = [...implementing].sort((a, b) => b.date.localeCompare(a.date));
        const links = browserPage.getByRole('region', { name: text(language, 'software.relatedHeading') }).getByRole('link');
        expect(await links.allTextContents()).toEqual(newestFirst.map((entry) => entry.name));
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(newestFirst.map((entry) => `${softwarePath(language)}#${entry.id}`));
        expect(problems).toEqual([]);
        await close();
      }
    });

    it('the home page shows the newest items, links to /software/, and the header links to it', async () => {
      const { page: browserPage, problems, requests } = await open(pagePath(language, '/'), javaScriptEnabled);
      const home = data[`software-home.${language}`] as SoftwareHomeData;
      expect(home.items).toHaveLength(Math.min(homeSoftwareCount, software.items.length));
      const section = browserPage.locator('section#software');
      expect(await section.locator('h2').textContent()).toBe(text(language, 'software.title'));
      expect(await section.locator('h3').allTextContents()).toEqual(home.items.map((entry) => entry.name));
      expect(await section.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(home.items.map((entry) => `${softwarePath(language)}#${entry.id}`));
      // In the bar, or in More when the bar has no room for it at this width (tests/e2e/header-more.test.ts).
      const navLinks = browserPage.getByRole('banner').getByRole('link', { name: text(language, 'nav.software'), exact: true, includeHidden: true });
      expect(new Set(await navLinks.evaluateAll((found) => found.map((link) => link.getAttribute('href'))))).toEqual(new Set([softwarePath(language)]));
      const all = section.getByRole('link', { name: text(language, 'software.viewAll', { n: software.items.length }) });
      await all.click();
      await browserPage.waitForURL(`${baseUrl}${softwarePath(language)}`);
      expect(await browserPage.locator('h1').textContent()).toBe(text(language, 'software.title'));
      expect(scriptsOf(requests)).not.toContain('hydrate-island');
      expect(problems).toEqual([]);
    });
  });
});

describe('the citations of /software/', () => {
  it.each(['en', 'fr'] as const)('are downloads in %s: a .bib, a .ris Zotero reads as a program, a data set and a notebook, and CSL-JSON', async (language) => {
    const get = async (file: string) => {
      const response = await fetch(`${baseUrl}${softwarePath(language)}${file}`);
      expect(response.status, file).toBe(200);
      return response.text();
    };
    const citations = data[`software-citations.${language}`] as { bibtex: string; ris: string; csl: string };
    expect(await get('software.bib')).toBe(citations.bibtex);
    const ris = await get('software.ris');
    expect(zoteroRisImport(ris).map(({ key, itemType }) => [key, itemType])).toEqual(software.items.map((item) => [item.id, item.kind === 'dataset' ? 'dataset' : 'computerProgram']));
    expect((JSON.parse(await get('software.json')) as Array<{ type: string }>).map((item) => item.type)).toEqual(software.items.map((item) => (item.kind === 'dataset' ? 'dataset' : 'software')));
  });

  it('the page describes each item as schema.org SoftwareSourceCode or Dataset', async () => {
    const { page, problems } = await open('/software/');
    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((json) => {
      const parsed = JSON.parse(json) as { '@graph'?: Array<Record<string, unknown>> };
      return parsed['@graph'] ?? [parsed];
    });
    for (const item of software.items) {
      const node = nodes.find((each) => typeof each['@id'] === 'string' && (each['@id'] as string).endsWith(`/software/#${item.id}`));
      expect(node?.['@type'], item.id).toBe(item.kind === 'dataset' ? 'Dataset' : 'SoftwareSourceCode');
      if (item.license !== undefined) expect(node?.license).toBe(`https://spdx.org/licenses/${item.license}.html`);
    }
    expect(problems).toEqual([]);
  });
});

describe('/software/ beyond the page', () => {
  it('is in the sitemap, and each release in the site feed', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/software\/<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/fr\/software\/<\/loc>/);
    const feed = await (await fetch(`${baseUrl}/fr/feed.xml`)).text();
    for (const item of software.items) expect(feed).toContain(`/fr/software/#${item.id}`);
  });

  it('has no island of its own: the islands runtime only', () => expectNoIslandOfItsOwn('/software/'));

  it('opens an item at its anchor', () => expectOpensAtAnchor('/fr/software/', software.items.at(-1)!.id));
});
