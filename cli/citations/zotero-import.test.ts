import { readFileSync } from 'node:fs';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { describe, expect, it } from 'vitest';
import { generateRealisticWorks } from '../../bench/realistic-works.ts';
import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { mapWork } from '../publications/map-work.ts';
import { generateWorks } from '../publications/testing/openalex-stand-in.ts';
import { toCsl } from './csl.ts';
import { bibtex, ris } from './formats.ts';
import { zoteroBibtexImport, zoteroRisImport, type ZoteroItem } from '../testing/zotero-import.ts';

/** What Zotero must make of each work: its abstract on one line, its keywords as tags, a preprint's server. */
function expectedItem(publication: Publication, format: 'bibtex' | 'ris'): Partial<ZoteroItem> {
  const preprint = publication.category === 'preprint';
  return {
    key: publication.id.toLowerCase(),
    abstractNote: publication.abstract.replace(/\s+/g, ' ').trim(),
    tags: [...publication.keywords].sort(),
    ...(format === 'ris' && preprint ? { itemType: 'preprint', repository: publication.venue ?? '' } : {}),
  };
}

function asRead(item: ZoteroItem, format: 'bibtex' | 'ris', preprint: boolean): Partial<ZoteroItem> {
  const { key, abstractNote, tags, itemType, repository } = item;
  return { key, abstractNote, tags: [...tags].sort(), ...(format === 'ris' && preprint ? { itemType, repository } : {}) };
}

/**
 * Each download of `publications` as Zotero's own import reads it, against what it must read. The BibTeX file
 * holds the first `bibtexCount` works: Better BibTeX's parser takes 70 s over the 2.7 MB of a large corpus.
 */
function zoteroReads(publications: readonly Publication[], bibtexCount = publications.length) {
  const items = publications.map(toCsl);
  const inBibtex = publications.slice(0, bibtexCount);
  const preprint = (index: number) => publications[index]?.category === 'preprint';
  return {
    bibtex: zoteroBibtexImport(bibtex(items.slice(0, bibtexCount))).map((item, index) => asRead(item, 'bibtex', preprint(index))),
    ris: zoteroRisImport(ris(items)).map((item, index) => asRead(item, 'ris', preprint(index))),
    wanted: {
      bibtex: inBibtex.map((publication) => expectedItem(publication, 'bibtex')),
      ris: publications.map((publication) => expectedItem(publication, 'ris')),
    },
  };
}

const owner = { authorIds: new Set(['A5023888391']), orcid: null };
const imported = (works: ReturnType<typeof generateWorks>) =>
  works.flatMap((work) => {
    const mapped = mapWork(work, owner, new Set());
    return mapped.kind === 'publication' ? [mapped.publication] : [];
  });

/** Each corpus, and how many of its first works go through the BibTeX check (all when not said). */
const corpora: Array<[string, () => Publication[], number?]> = [
  ['the shipped example', () => (JSON.parse(readFileSync(new URL('../../content/publications.json', import.meta.url), 'utf8')) as PublicationsFile).items],
  ["the import stand-in's 1,000 works", () => imported(generateWorks(1000, { authorId: 'A5023888391' })), 200],
  // 12 authors a work, as in round-trip.test.ts; its first 100 works hold articles, proceedings and preprints.
  ["1,000 works shaped like a large group's", () => imported(generateRealisticWorks(1000, { authorId: 'A5023888391' }).map((work) => ({ ...work, authorships: work.authorships?.slice(0, 12) }))), 100],
];

describe("Zotero's own BibTeX and RIS imports of the downloads", () => {
  it.each(corpora)('%s: every entry brings its abstract and tags, every preprint its type and server', (_name, load, bibtexCount) => {
    const publications = load();
    expect(publications.filter((publication) => publication.abstract !== '' && publication.keywords.length > 0).length).toBeGreaterThan(0);
    const read = zoteroReads(publications, bibtexCount);
    expect(read.bibtex).toEqual(read.wanted.bibtex);
    expect(read.ris).toEqual(read.wanted.ris);
  }, 120_000);
});

const preprint: Publication = {
  id: 'W9', title: 'Wave run-up on gravel beaches', url: 'https://arxiv.org/abs/2401.01234', year: 2024, date: '2024-01-03',
  venue: 'arXiv', authors: [{ name: 'Yann Le Gall', orcid: null, isOwner: true }],
  abstract: 'Run-up grows 40% & more_than {expected}\n\nfor #7 beaches (cost: $5).', abstractTeaser: '', category: 'preprint',
  isOpenAccess: true, oaUrl: null, citedByCount: 0, doi: '10.48550/arXiv.2401.01234', volume: null, issue: null, firstPage: null,
  lastPage: null, pdfUrl: null, language: 'en', keywords: ['swash zone', 'R&D', 'gravel_beaches'],
};

describe('the abstract and keywords in BibTeX', () => {
  const entry = bibtex([toCsl(preprint)]);

  it('escapes what LaTeX reads as markup and writes the abstract on one line, after the keywords', () => {
    expect(entry).toContain('  keywords = {swash zone, R&D, gravel_beaches},\n');
    expect(entry).toContain('  abstract = {Run-up grows 40\\% \\& more\\_than \\{expected\\} for \\#7 beaches (cost: \\$5).}\n}');
  });

  it('reads back the same through Better BibTeX\'s parser, citation-js and Zotero\'s BibTeX import', () => {
    const oneLine = 'Run-up grows 40% & more_than {expected} for #7 beaches (cost: $5).';
    const [betterBibtex] = parseBibtex(entry, { sentenceCase: false }).entries;
    expect(betterBibtex?.fields.abstract).toBe(oneLine);
    expect(betterBibtex?.fields.keywords).toEqual(['gravel_beaches', 'R&D', 'swash zone']);
    const [csl] = JSON.parse(new Cite(entry).format('data')) as Array<{ abstract?: string; keyword?: string }>;
    expect(csl?.abstract).toBe(oneLine);
    expect(csl?.keyword?.split(',')).toEqual(['swash zone', 'R&D', 'gravel_beaches']);
    const [zotero] = zoteroBibtexImport(entry);
    expect(zotero).toMatchObject({ itemType: 'document', abstractNote: oneLine });
    expect(zotero?.tags.sort()).toEqual(['R&D', 'gravel_beaches', 'swash zone']);
  });
});

describe("a preprint's RIS record", () => {
  it('is UNPB with its server as PB for RIS readers, and a preprint with its repository in Zotero', () => {
    const record = ris([toCsl(preprint)]);
    expect(record).toMatch(/^TY {2}- UNPB\n/);
    expect(record).toContain('PB  - arXiv\n');
    expect(record).toContain('M2  - Type: preprint\nM2  - Repository: arXiv\nID  - w9\n');
    expect(zoteroRisImport(record)).toMatchObject([
      { key: 'w9', itemType: 'preprint', abstractNote: 'Run-up grows 40% & more_than {expected} for #7 beaches (cost: $5).', tags: ['swash zone', 'R&D', 'gravel_beaches'], repository: 'arXiv' },
    ]);
  });

  it('other works carry no Extra lines', () => {
    expect(ris([toCsl({ ...preprint, category: 'article', venue: 'Coastal Engineering' })])).not.toContain('M2  -');
  });
});
