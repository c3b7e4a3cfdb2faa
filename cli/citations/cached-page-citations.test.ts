import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { CacheEntries } from '../build/cache/cache-entries.ts';
import { cachedPageCitations } from './cached-page-citations.ts';
import { pageCitations, type PageCitations } from './citation-data.ts';
import { toCsl } from './csl.ts';

const work = (id: string, title: string): Publication => ({
  id, title, url: `https://doi.org/10.5555/${id}`, year: 2024, date: '2024-03-15', venue: 'Coastal Engineering',
  authors: [{ name: 'Élodie Marchand', orcid: null, isOwner: true }], abstract: '', abstractTeaser: '', category: 'article',
  isOpenAccess: false, oaUrl: null, citedByCount: 0, doi: `10.5555/${id}`, volume: null, issue: null, firstPage: null, lastPage: null,
  pdfUrl: null, language: 'en', keywords: [],
});

describe("the works' citations, with a build cache", () => {
  let dir: string;
  let formatted: string[];
  const compute = async (works: readonly Publication[]): Promise<PageCitations> => {
    formatted.push(...works.map((one) => one.id));
    return pageCitations(works.map(toCsl), ['en']);
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cached-citations-'));
    formatted = [];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('format only the works the cache lacks, and give every work its BibTeX entry, RIS record and reference', async () => {
    const works = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters')];
    const first = cachedPageCitations(new CacheEntries(dir), works, ['en'], compute);
    const whole = await first.citations;
    await first.flush();
    expect(formatted).toEqual(['W1', 'W2']);

    // A refresh: one work changed, one added.
    const refreshed = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters, revised'), work('W3', 'Dune restoration')];
    const second = cachedPageCitations(new CacheEntries(dir), refreshed, ['en'], compute);
    const citations = await second.citations;
    expect(formatted).toEqual(['W1', 'W2', 'W2', 'W3']);
    expect(await second.reused).toBe(1);
    expect(citations).toEqual(pageCitations(refreshed.map(toCsl), ['en']));
    expect(citations.ris.w1).toBe(whole.ris.w1);
    expect(citations.ris.w2).toContain('Storm clusters, revised');
  });

  it("with publications.json's hash, read as one entry, the works' own kept: a refresh after reads them", async () => {
    const works = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters')];
    const build = async (list: readonly Publication[], source: string) => {
      const entries = new CacheEntries(dir);
      const cached = cachedPageCitations(entries, list, ['en'], compute, source);
      const citations = await cached.citations;
      await cached.flush();
      // As a successful build does: what it did not use is dropped.
      await entries.sweep(['citations'], Date.now() + 1000);
      return { citations, reused: await cached.reused };
    };
    const first = await build(works, 'h1');
    expect(first.reused).toBe(0);
    // The same file: its one entry, the works not formatted nor each read.
    const again = await build(works, 'h1');
    expect(again).toEqual({ citations: first.citations, reused: 2 });
    expect(formatted).toEqual(['W1', 'W2']);
    // A refresh: the works' own entries were kept through the build that read the whole.
    const refreshed = [work('W1', 'Pocket beaches'), work('W3', 'Dune restoration')];
    const third = await build(refreshed, 'h2');
    expect(formatted).toEqual(['W1', 'W2', 'W3']);
    expect(third.reused).toBe(1);
    expect(third.citations).toEqual(pageCitations(refreshed.map(toCsl), ['en']));
  });

  it('are not formatted again for what they do not say (a citation count, an open-access link), and are for what they do', async () => {
    const first = cachedPageCitations(new CacheEntries(dir), [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters')], ['en'], compute);
    await first.citations;
    await first.flush();

    // A weekly refresh: OpenAlex counts more citations of W1 and finds it open; W2 gets a volume and pages.
    const refreshed = [
      { ...work('W1', 'Pocket beaches'), citedByCount: 12, isOpenAccess: true, oaUrl: 'https://example.org/w1.pdf' },
      { ...work('W2', 'Storm clusters'), volume: '191', firstPage: '104', lastPage: '118' },
    ];
    const second = cachedPageCitations(new CacheEntries(dir), refreshed, ['en'], compute);
    const citations = await second.citations;
    expect(formatted).toEqual(['W1', 'W2', 'W2']);
    expect(await second.reused).toBe(1);
    expect(citations).toEqual(pageCitations(refreshed.map(toCsl), ['en']));
    expect(citations.references.en?.w2).toContain('191, 104–118');
  });
});

describe("the works' citations, without a build cache", () => {
  it('are formatted whole each time without memory, and only for the works changed with it', async () => {
    const formatted: string[] = [];
    const compute = async (works: readonly Publication[]): Promise<PageCitations> => {
      formatted.push(...works.map((one) => one.id));
      return pageCitations(works.map(toCsl), ['en']);
    };
    const works = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters')];
    await cachedPageCitations(undefined, works, ['en'], compute).citations;
    await cachedPageCitations(undefined, works, ['en'], compute).citations;
    expect(formatted).toEqual(['W1', 'W2', 'W1', 'W2']);

    formatted.length = 0;
    const memory = new Map<string, Buffer>();
    const first = cachedPageCitations(undefined, works, ['en'], compute, undefined, memory);
    expect(await first.reused).toBe(0);
    const refreshed = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters, revised')];
    const second = cachedPageCitations(undefined, refreshed, ['en'], compute, undefined, memory);
    const citations = await second.citations;
    expect(formatted).toEqual(['W1', 'W2', 'W2']);
    expect(await second.reused).toBe(1);
    expect(citations.references.en?.w2).toContain('Storm clusters, revised');
    expect(citations.bibtex.w1).toContain('Pocket beaches');
    // Only the current works' entries are kept: the first W2's is gone.
    expect(memory.size).toBe(2);
  });

  it('keep each work’s key with the work, and follow its languages: the same works in another language are formatted', async () => {
    const formatted: string[] = [];
    const compute = (languages: string[]) => async (works: readonly Publication[]): Promise<PageCitations> => {
      formatted.push(...works.map((one) => `${one.id} ${languages.join(',')}`));
      return pageCitations(works.map(toCsl), languages);
    };
    const memory = new Map<string, Buffer>();
    // The same objects from save to save, as portfolio dev keeps an unchanged work (cli/dev/shared-values.ts).
    const works = [work('W1', 'Pocket beaches'), work('W2', 'Storm clusters')];
    await cachedPageCitations(undefined, works, ['en'], compute(['en']), undefined, memory).citations;
    await cachedPageCitations(undefined, works, ['en'], compute(['en']), undefined, memory).citations;
    const french = await cachedPageCitations(undefined, works, ['en', 'fr'], compute(['en', 'fr']), undefined, memory).citations;
    expect(formatted).toEqual(['W1 en', 'W2 en', 'W1 en,fr', 'W2 en,fr']);
    expect(Object.keys(french.references)).toEqual(['en', 'fr']);
  });
});
