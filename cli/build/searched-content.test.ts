import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { pagefindIndexOptions } from './search-index.ts';
import { searchedContent } from './searched-content.ts';

const page = (main: string, { lang = 'en', head = '<title>A paper</title>' } = {}) =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body><header><a href="/">Home</a></header>${main}<footer>Footer</footer></body></html>`;

const paper = (citations: string, doi = '10.1/a') =>
  page(
    '<main data-pagefind-body><article><h1 id="title">Wave run-up</h1><dl><div><dt>Year</dt><dd>2024</dd></div>' +
      `<div data-pagefind-ignore="all"><dt id="cited-${doi}">Citations</dt><dd>${citations}</dd></div></dl>` +
      `<ul data-pagefind-ignore="all"><li><a href="https://doi.org/${doi}">DOI</a><ul><li>nested</li></ul></li></ul>` +
      '<p>Swash on a <img src="/x.png" alt="beach" data-pagefind-ignore="all"> sandy beach.</p></article></main>',
  );

describe('what Pagefind reads of a page', () => {
  it("is the page's language and its <main> without the elements it leaves out whole, nested ones included", () => {
    expect(searchedContent(paper('12 citations'))).toBe(
      'lang=en\n<main data-pagefind-body><article><h1 id="title">Wave run-up</h1><dl><div><dt>Year</dt><dd>2024</dd></div></dl>' +
        '<p>Swash on a  sandy beach.</p></article></main>',
    );
  });

  it('does not change with what is outside <main> or left out, and changes with anything else', () => {
    const read = searchedContent(paper('12 citations'));
    expect(searchedContent(paper('13 citations', '10.1/b'))).toBe(read);
    expect(searchedContent(paper('12 citations').replace('<title>A paper</title>', '<title>Another</title>'))).toBe(read);
    expect(searchedContent(paper('12 citations').replace('2024', '2025'))).not.toBe(read);
    expect(searchedContent(paper('12 citations').replace('lang="en"', 'lang="fr"'))).not.toBe(read);
    expect(searchedContent(paper('12 citations').replace('data-pagefind-body', 'data-pagefind-body data-pagefind-meta="section:Papers"'))).not.toBe(read);
  });

  it('is the whole page when it has no <main>, or when an element left out is not closed', () => {
    const noMain = page('<div><h1>Wave run-up</h1></div>');
    expect(searchedContent(noMain)).toBe(noMain);
    const unclosed = page('<main><h1>A</h1><section data-pagefind-ignore="all"><p>never closed</p></main>');
    expect(searchedContent(unclosed)).toBe(unclosed);
  });

  describe('as Pagefind itself reads it', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      await pagefind.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    /** The index Pagefind writes for one page, each file by its path with the sha-256 of its bytes. */
    async function indexOf(html: string): Promise<Record<string, string>> {
      const dir = mkdtempSync(join(tmpdir(), 'searched-content-'));
      dirs.push(dir);
      mkdirSync(join(dir, 'publications', 'w1'), { recursive: true });
      writeFileSync(join(dir, 'publications', 'w1', 'index.html'), html);
      const { index } = await pagefind.createIndex(pagefindIndexOptions);
      await index?.addDirectory({ path: dir });
      await index?.writeFiles({ outputPath: join(dir, 'pagefind') });
      const files: Record<string, string> = {};
      for (const entry of readdirSync(join(dir, 'pagefind'), { recursive: true, withFileTypes: true })) {
        const file = join(entry.parentPath, entry.name);
        if (entry.isFile()) files[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
      }
      return files;
    }

    it('makes the same index of two pages that differ only where this does not read (an id too), and another where it does', async () => {
      const first = await indexOf(paper('12 citations'));
      expect(await indexOf(paper('13 citations', '10.1/b').replace('<title>A paper</title>', '<title>Other</title>'))).toEqual(first);
      expect(await indexOf(paper('12 citations').replace('2024', '2025'))).not.toEqual(first);
      // An id outside the elements left out is an anchor of the index.
      expect(await indexOf(paper('12 citations').replace('id="title"', 'id="heading"'))).not.toEqual(first);
    }, 30_000);
  });
});
