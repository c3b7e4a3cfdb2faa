import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { PublicationPageData } from '../../core/collections/publications/publication-data.ts';
import { citationData, pageCitations } from '../citations/citation-data.ts';
import { entryPaths } from '../citations/citation-files.ts';
import { toCsl } from '../citations/csl.ts';
import { citationsParts, fewestWorksToShare, pageCitationsInChildProcess, pageCitationsInChildProcesses, type CitationsPart } from '../citations/page-citations-child.ts';
import { validateContent } from '../content/validate-content.ts';
import { dataFiles, photoForSearchEngines } from './data-files.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));

describe('dataFiles', () => {
  it('leaves out the "$schema" key the shipped content files (publications.json too) keep for editors', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    expect(content.publications.$schema).toBe('../schemas/publications.schema.json');
    for (const [key, data] of Object.entries(await dataFiles(content))) expect(data, key).not.toHaveProperty('$schema');
  });

  it('writes one strings file per site language and no file for a section the content lacks', async () => {
    const { content } = await validateContent(shippedContent);
    if (content === undefined) throw new Error('the shipped content is valid');
    const { publications, experience, education } = content.collections;
    const keys = Object.keys(await dataFiles({ ...content, collections: { publications, experience, education }, languages: ['en'], sections: ['publications', 'experience', 'education', 'contact'] }));
    const publicationViews = keys.filter((key) => key.startsWith('publication.') || key.startsWith('publications-'));
    expect(publicationViews).toContain('publications-home');
    expect(publicationViews).toContain('publications-list');
    expect(keys.filter((key) => !publicationViews.includes(key)).sort()).toEqual(['cv-publications', 'edition', 'education', 'experience', 'images', 'publications', 'site', 'strings.en']);
    expect((await dataFiles(content))['strings.fr']).toMatchObject({ 'nav.skills': 'Compétences', 'language.ogLocale': 'fr_FR' });
  });
});

describe('the publication data files', () => {
  it('give the home page at most 6 cards, the list page every work, and each work its own file', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    const files = await dataFiles(content);
    const home = files['publications-home'] as { cards: unknown[]; total: number };
    expect(home.cards.length).toBeLessThanOrEqual(6);
    expect(home.total).toBe(content.publications.items.length);
    const list = files['publications-list'] as { entries: { key: string }[] };
    expect(list.entries).toHaveLength(content.publications.items.length);
    for (const { key } of list.entries) expect(files[`publication.${key}`], key).toBeDefined();
  });

  it("give each paper's page the very text of its downloadable .bib file", async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    const [files, { files: downloads }] = [await dataFiles(content), citationData(content.publications.items, [])];
    for (const publication of content.publications.items) {
      const key = publication.id.toLowerCase();
      const page = files[`publication.${key}`] as PublicationPageData;
      expect(page.bibtex, key).toBe(downloads[entryPaths(key).bibtex]);
      expect(page.bibtex, key).toMatch(new RegExp(`^@\\w+\\{${key},\\n`));
    }
  });

  it('are the same with the citations computed in a child process, as the build does', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    const inChild = pageCitationsInChildProcess(content.publications.items, content.languages);
    expect(await dataFiles(content, {}, inChild)).toEqual(await dataFiles(content));
  });
});

describe('pageCitationsInChildProcess', () => {
  it("gives each work's BibTeX and APA references as computed in the build process", async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    const items = content.publications.items;
    expect(await pageCitationsInChildProcess(items, ['en', 'fr'])).toEqual(pageCitations(items.map(toCsl), ['en', 'fr']));
  });

  it('gives the same, in the same order, from two processes: a language each, or half of the works each', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    const items = content.publications.items;
    const shapes = (parts: CitationsPart<unknown>[]) => parts.map(({ works, languages, bibtex }) => [works.length, languages, bibtex]);
    expect(shapes(citationsParts(items, ['en', 'fr'], 2, 1))).toEqual([
      [items.length, ['en'], true],
      [items.length, ['fr'], false],
    ]);
    expect(shapes(citationsParts(items, ['en'], 2, 1))).toEqual([
      [Math.ceil(items.length / 2), ['en'], true],
      [Math.floor(items.length / 2), ['en'], true],
    ]);
    expect(shapes(citationsParts(items, ['en', 'fr'], 1, 1))).toEqual([[items.length, ['en', 'fr'], true]]);
    expect(shapes(citationsParts(items, ['en', 'fr'], 2, fewestWorksToShare))).toEqual([[items.length, ['en', 'fr'], true]]);
    expect(JSON.stringify(await pageCitationsInChildProcesses(items, ['en'], undefined, 1))).toBe(JSON.stringify(pageCitations(items.map(toCsl), ['en'])));
    const shared = await pageCitationsInChildProcesses(items, ['en', 'fr'], undefined, 1);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(pageCitations(items.map(toCsl), ['en', 'fr'])));
  });

  it('stops its process when the build is stopped, with the reason given', async () => {
    const stop = new AbortController();
    const pending = pageCitationsInChildProcess([], ['en'], stop.signal);
    stop.abort(new Error('the build failed'));
    await expect(pending).rejects.toThrow('the build failed');
  });
});

describe("the owner's manuscripts", () => {
  it('are linked from their own paper’s data file only (the shipped content keeps one, content/papers/w4401276309.pdf)', async () => {
    const { content, problems } = await validateContent(shippedContent);
    if (content === undefined) throw new Error(JSON.stringify(problems));
    expect(content.manuscripts).toEqual(['w4401276309']);
    const files = await dataFiles(content);
    const linked = Object.entries(files).flatMap(([key, file]) =>
      key.startsWith('publication.') && (file as { manuscript?: string }).manuscript ? [[key, (file as { manuscript: string }).manuscript]] : [],
    );
    expect(linked).toEqual([['publication.w4401276309', '/publications/w4401276309/w4401276309.pdf']]);
  });
});

describe('photoForSearchEngines', () => {
  const candidates = (format: string) => [160, 320, 640].map((width) => ({ url: `/images/me.${width}w.${format}`, width }));
  const images = {
    'images/me.jpg': {
      width: 640,
      height: 640,
      sources: { avif: candidates('avif'), webp: candidates('webp'), original: candidates('jpg') },
      originalType: 'image/jpeg' as const,
    },
  };

  it("is the largest version the build made in the photo's own format", () => {
    expect(photoForSearchEngines('images/me.jpg', images)).toBe('/images/me.640w.jpg');
  });

  it('is the source file where the build made no versions, and null without a photo', () => {
    expect(photoForSearchEngines('images/me.jpg', {})).toBe('/images/me.jpg');
    expect(photoForSearchEngines(undefined, images)).toBeNull();
  });
});
