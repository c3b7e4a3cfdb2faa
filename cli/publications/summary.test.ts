import { describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { diffPublications, dropsMoreThanHalf, escapeMarkdown, importedShrink, maxListed, summaryMarkdown } from './summary.ts';
import type { ImportReport } from './summary.ts';

function item(id: string, title: string, citedByCount: number, year: number | null = 2020): Publication {
  return { id, title, url: 'https://example.org', year, date: null, venue: null, authors: [], abstract: '', abstractTeaser: '', category: 'article', isOpenAccess: false, oaUrl: null, citedByCount, doi: null, volume: null, issue: null, firstPage: null, lastPage: null, pdfUrl: null, language: null, keywords: [] };
}

const previous = {
  updatedAt: '2026-02-22T06:00:00.000Z',
  items: [
    { id: 'W1', title: 'Kept', citedByCount: 10 },
    { id: 'W2', title: 'Gone', citedByCount: 4 },
    { id: 'W3', title: 'Unchanged', citedByCount: 1 },
  ],
};

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  const publications = [item('W1', 'Kept', 13), item('W3', 'Unchanged', 1), item('W4', 'New <i>in vivo</i> *study*', 0, 2026)];
  return {
    requestsMade: 3,
    sources: [
      {
        label: 'OpenAlex',
        kind: 'openalex',
        detail: '`author.id:A1`, `authorships.author.orcid:0000-0002-1825-0097`',
        received: 5,
        kept: 2,
        merged: 1,
        skipped: [
          { id: 'W9', title: 'Decision letter: review of W1', reason: 'a peer review, not a publication' },
          { id: null, title: 'Orphan', reason: 'it has no OpenAlex work id' },
        ],
        notes: [],
      },
    ],
    publications,
    merges: [{ kept: { id: 'W1', title: 'Kept' }, dropped: { id: 'W8', title: 'Kept (preprint)' }, reason: 'preprint of the published work with the same title' }],
    selected: [],
    manual: { additions: [{ id: 'report-1', title: 'Report' }], overrides: [] },
    previous,
    changes: diffPublications(previous.items, publications),
    outFile: 'content/publications.json',
    warnings: [],
    refusal: null,
    dryRun: false,
    references: { rewrites: [], dangling: [], written: false, keptManuscripts: [] },
    ...overrides,
  };
}

describe('diffPublications', () => {
  it('lists added and removed works and citation changes, biggest change first', () => {
    const changes = diffPublications(previous.items, [item('W1', 'Kept', 13), item('W3', 'Unchanged', 0), item('W4', 'New', 0, 2026)]);
    expect(changes).toEqual({
      added: [{ id: 'W4', title: 'New', year: 2026 }],
      removed: [{ id: 'W2', title: 'Gone' }],
      citations: [
        { id: 'W1', title: 'Kept', before: 10, after: 13 },
        { id: 'W3', title: 'Unchanged', before: 1, after: 0 },
      ],
    });
  });
});

describe('dropsMoreThanHalf', () => {
  const tenBefore = { updatedAt: null, items: Array.from({ length: 10 }, (_, index) => ({ id: `W${index}`, title: `T${index}`, citedByCount: 0 })) };
  const keeping = (count: number) => diffPublications(tenBefore.items, tenBefore.items.slice(0, count).map((entry) => item(entry.id, entry.title, 0)));
  const noHandKept = new Set<string>();

  it('is true only when more than half of the previous publications disappear', () => {
    expect(dropsMoreThanHalf(importedShrink(tenBefore, keeping(5), noHandKept))).toBe(false);
    expect(dropsMoreThanHalf(importedShrink(tenBefore, keeping(4), noHandKept))).toBe(true);
    expect(dropsMoreThanHalf(importedShrink(tenBefore, keeping(0), noHandKept))).toBe(true);
    expect(dropsMoreThanHalf(importedShrink(null, keeping(0), noHandKept))).toBe(false);
  });

  it('counts only imported publications: hand-kept works cannot hide an import that lost every OpenAlex work', () => {
    // W0–W2 came from OpenAlex, W3–W9 are hand-kept and stay; the new import has none of W0–W2.
    const handKept = new Set(tenBefore.items.slice(3).map((entry) => entry.id));
    const lostEveryImported = diffPublications(tenBefore.items, tenBefore.items.slice(3).map((entry) => item(entry.id, entry.title, 0)));
    expect(importedShrink(tenBefore, lostEveryImported, handKept)).toEqual({ removed: 3, imported: 3 });
    expect(dropsMoreThanHalf(importedShrink(tenBefore, lostEveryImported, handKept))).toBe(true);
    const lostOne = diffPublications(tenBefore.items, tenBefore.items.slice(1).map((entry) => item(entry.id, entry.title, 0)));
    expect(dropsMoreThanHalf(importedShrink(tenBefore, lostOne, handKept))).toBe(false);
  });
});

describe('summaryMarkdown', () => {
  it('reports requests, works, merges, left-out works by id and title with the reason, and the changes', () => {
    const markdown = summaryMarkdown(report());
    expect(markdown).toContain('## Publications import');
    expect(markdown).toContain('Wrote `content/publications.json`.');
    expect(markdown).toContain('- Requests made: 3');
    expect(markdown).toContain('- Sources:\n  - OpenAlex `author.id:A1`, `authorships.author.orcid:0000-0002-1825-0097`: 5 works received, 1 merged, 2 left out');
    expect(markdown).toContain('- Merged: 1');
    expect(markdown).toContain('- Publications: 3, cited 14 times in all');
    expect(markdown).toContain('*Kept \\(preprint\\)* (`W8`) into *Kept* (`W1`): preprint of the published work with the same title');
    expect(markdown).toContain('### Left out (2)');
    expect(markdown).toContain('- `W9` *Decision letter: review of W1*: a peer review, not a publication');
    expect(markdown).toContain('- no id *Orphan*: it has no OpenAlex work id');
    expect(markdown).toContain('### Hand-kept works added (1)');
    expect(markdown).toContain('### Changes since the previous import (2026-02-22T06:00:00.000Z)');
    expect(markdown).toContain('#### Added: 1\n\n- *New \\<i\\>in vivo\\</i\\> \\*study\\** (`W4`) (2026)');
    expect(markdown).toContain('#### Removed: 1\n\n- *Gone* (`W2`)');
    expect(markdown).toContain('#### Citation changes (total 15 → 14): 1\n\n- *Kept* (`W1`): 10 → 13 (+3)');
  });

  it('says per source what it gave, names each left-out entry with its source, what to check and the selected works', () => {
    const bibtex = {
      label: 'publications.bib',
      kind: 'bibtex',
      detail: '`content/publications.bib`',
      received: 4,
      kept: 2,
      merged: 1,
      skipped: [{ id: 'content/publications.bib:64 broken2020', title: null, reason: 'syntax error: a brace or quote is never closed; fix the entry' }],
      notes: ['content/publications.bib:95 inprep: no year: kept as an undated work'],
    } as const;
    const markdown = summaryMarkdown(report({ sources: [...report().sources, bibtex], selected: ['W1', 'inprep'] }));
    expect(markdown).toContain('  - BibTeX `content/publications.bib`: 4 works received, 1 merged, 1 left out');
    expect(markdown).toContain('- Left out: 3');
    expect(markdown).toContain('- OpenAlex: `W9` *Decision letter: review of W1*: a peer review, not a publication');
    expect(markdown).toContain('- publications.bib: `content/publications.bib:64 broken2020` (no title): syntax error: a brace or quote is never closed; fix the entry');
    expect(markdown).toContain('### To check (1)\n\n- content/publications.bib:95 inprep: no year: kept as an undated work');
    expect(markdown).toContain('### Marked selected (2)\n\nList them in publications.featured of site.json to show them first on the home page: `W1`, `inprep`');
  });

  it('says when it is a dry run, a refusal, or a first import, and puts warnings first', () => {
    expect(summaryMarkdown(report({ dryRun: true }))).toContain('_Dry run: content/publications.json was not written._');
    const refused = summaryMarkdown(report({ refusal: 'Would remove 9 of 10.' }));
    expect(refused).toContain('**Refused: nothing was written.** Would remove 9 of 10.');
    expect(refused).not.toContain('Wrote');
    const first = summaryMarkdown(report({ previous: null, changes: diffPublications([], []), warnings: ['NO PUBLICATIONS: check the author id.'] }));
    expect(first).toMatch(/^## Publications import\n\n> \[!WARNING\]\n> NO PUBLICATIONS: check the author id\.\n/);
    expect(first).toContain('### Changes: first import (no previous file)');
  });

  it('lists each rewritten reference file:line old → new, and heads the text with the references to removed works', () => {
    const talk = { kind: 'item', itemNoun: 'talk', file: 'content/talks.json', line: 12, column: 22, written: 'W8' } as const;
    const link = { kind: 'link', file: 'content/posts/storm.md', line: 7, column: 32, written: 'w2' } as const;
    const featured = { kind: 'featured', file: 'content/site.json', line: 40, column: 9, written: 'W8' } as const;
    const dangling = [link, { kind: 'manuscript', file: 'content/papers/w2.pdf', line: 0, column: 0, written: 'w2' } as const];
    const text = summaryMarkdown(
      report({
        warnings: ['THE SITE WILL NOT BUILD until they are fixed: 2 references name works that OpenAlex no longer has.'],
        references: { rewrites: [{ reference: talk, to: 'W1' }, { reference: featured, to: null }], dangling, written: true, keptManuscripts: [] },
      }),
    );
    expect(text).toMatch(/^## Publications import\n\n> \[!WARNING\]\n> THE SITE WILL NOT BUILD/);
    expect(text).toContain(
      [
        '### References to merged works, rewritten (2)',
        '',
        '- `content/talks.json:12` `W8` → `W1`',
        '- `content/site.json:40` `W8` removed: the list names the work it was merged into already',
        '',
        '### References to removed works (2)',
        '',
        '- `content/posts/storm.md:7`: the link to /publications/w2/ names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): remove the reference (or correct it), or add the work to publications.manual.json to keep it',
        '- `content/papers/w2.pdf`: the manuscript w2.pdf names no work',
      ].join('\n'),
    );
  });

  it('says "No change." when nothing changed', () => {
    const same = [item('W1', 'Kept', 10)];
    const markdown = summaryMarkdown(report({ publications: same, previous: { updatedAt: null, items: [{ id: 'W1', title: 'Kept', citedByCount: 10 }] }, changes: diffPublications([{ id: 'W1', title: 'Kept', citedByCount: 10 }], same) }));
    expect(markdown).toContain('### Changes since the previous import\n\nNo change.');
  });

  it(`lists at most ${maxListed} entries per list`, () => {
    const many = Array.from({ length: maxListed + 7 }, (_, index) => item(`W${index}`, `Title ${index}`, 0));
    const markdown = summaryMarkdown(report({ publications: many, previous: null, changes: diffPublications([], many) }));
    expect(markdown.match(/^- \*Title \d+\*/gm)).toHaveLength(maxListed);
    expect(markdown).toContain('- … and 7 more');
  });
});

describe('escapeMarkdown', () => {
  it('shows titles as text: no emphasis, links, HTML or entities, and no line breaks', () => {
    expect(escapeMarkdown('A *b* _c_ [d](e) <script> &amp; | `f`\nnext')).toBe('A \\*b\\* \\_c\\_ \\[d\\]\\(e\\) \\<script\\> \\&amp; \\| \\`f\\` next');
  });
});
