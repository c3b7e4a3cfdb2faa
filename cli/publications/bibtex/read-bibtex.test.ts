import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBibtex } from './read-bibtex.ts';

const fixture = readFileSync(new URL('fixtures/papers.bib', import.meta.url), 'utf8');
const read = readBibtex(fixture);
const work = (key: string) => {
  const found = read.works.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`no work ${key}`);
  return found;
};

describe('readBibtex on an al-folio papers.bib with the usual oddities', () => {
  it('keeps every readable entry in file order, one per key', () => {
    expect(read.works.map((each) => [each.key, each.publication.id, each.line])).toEqual([
      ['vanderberg2021waves', 'vanderberg2021waves', 7],
      ['LeGall:2019', 'legall-2019', 30],
      ['dubreuil2024preprint', 'dubreuil2024preprint', 39],
      ['scholar2023', 'scholar2023', 49],
      ['dubreuil2016thesis', 'dubreuil2016thesis', 56],
      ['coastbook2018', 'coastbook2018', 70],
      ['chapter2017', 'chapter2017', 78],
      ['lhc2024', 'lhc2024', 87],
      ['inprep', 'inprep', 95],
    ]);
  });

  it('names the syntax error, the entry without a title and the duplicate key, by line and key', () => {
    expect(read.skipped.map(({ line, key, reason }) => [line, key, reason])).toEqual([
      [64, 'broken2020', "syntax error: a brace or quote is never closed; fix the entry's braces, quotes and commas"],
      [101, 'notitle2022', 'it has no title: add a title field'],
      [106, 'vanderberg2021waves', 'duplicate: the entry at line 7 already has the key vanderberg2021waves; rename or remove one'],
    ]);
  });

  it('decodes LaTeX accents, commands, dashes and @string macros, and keeps no markup', () => {
    const waves = work('vanderberg2021waves').publication;
    expect(waves.title).toBe('Wave énergy in the Bay of Biscay – a ten-year review');
    expect(waves.venue).toBe('Journal of Geophysical Research: Oceans');
    expect(waves.abstract).toBe('We review ten years of buoy data. Energy rose by 5% per decade. The second paragraph follows.');
    expect(work('LeGall:2019').publication.title).toBe('Tidal çurrents at Gauß Point');
    expect(work('dubreuil2016thesis').publication.venue).toBe('Université de Bretagne Occidentale');
    expect(work('lhc2024').publication.authors).toEqual([{ name: "Laboratoire d'Hydraulique Côtière", orcid: null, isOwner: false }]);
  });

  it('splits names with their particles and marks an author list cut by "and others"', () => {
    const waves = work('vanderberg2021waves').publication;
    expect(waves.authors.map(({ name, family, given }) => [name, family, given])).toEqual([
      ['Jan van der Berg', 'van der Berg', 'Jan'],
      ['María de la Cruz', 'de la Cruz', 'María'],
      ['Stefan Müller', 'Müller', 'Stefan'],
    ]);
    expect(waves.authorsTruncated).toBe(true);
    expect(work('LeGall:2019').publication.authors.map((author) => [author.family, author.given])).toEqual([
      ['Le Gall', 'Yann'],
      ['Straßer', 'Hans-Jörg'],
    ]);
    expect(work('coastbook2018').publication.authors[1]).toMatchObject({ name: 'Jean Dupont, Jr.', family: 'Dupont', given: 'Jean' });
  });

  it('reads dates from date, or year, month and day; a missing year is an undated work with a warning', () => {
    expect(work('LeGall:2019').publication).toMatchObject({ year: 2019, date: '2019-06-12' });
    expect(work('vanderberg2021waves').publication).toMatchObject({ year: 2021, date: null });
    expect(work('dubreuil2024preprint').publication).toMatchObject({ year: 2024, date: null });
    expect(work('inprep').publication).toMatchObject({ year: null, date: null });
    expect(work('inprep').warnings).toContain('no year: kept as an undated work (add year = {…} once it is published)');
  });

  it('maps entry types to categories and each type\'s venue field', () => {
    const categories = read.works.map((each) => [each.key, each.publication.category, each.publication.venue]);
    expect(categories).toEqual([
      ['vanderberg2021waves', 'article', 'Journal of Geophysical Research: Oceans'],
      ['LeGall:2019', 'conference', 'Proceedings of the 36th International Conference on Coastal Engineering'],
      ['dubreuil2024preprint', 'preprint', 'arXiv'],
      ['scholar2023', 'preprint', 'arXiv preprint arXiv:2301.00001'],
      ['dubreuil2016thesis', 'thesis', 'Université de Bretagne Occidentale'],
      ['coastbook2018', 'book', 'Springer'],
      ['chapter2017', 'book', 'Coasts of Europe'],
      ['lhc2024', 'other', "Laboratoire d'Hydraulique Côtière"],
      ['inprep', 'other', null],
    ]);
    expect(work('lhc2024').publication.number).toBe('LHC-TR-2024-03');
    expect(work('chapter2017').publication).toMatchObject({ firstPage: '45', lastPage: '67' });
  });

  it('takes the address from url, else the DOI, else the arXiv id, and says when there is none', () => {
    expect(work('LeGall:2019').publication.url).toBe('https://example.org/icce/2019/101');
    expect(work('vanderberg2021waves').publication).toMatchObject({ doi: '10.1029/2020jc016789', url: 'https://doi.org/10.1029/2020jc016789' });
    expect(work('dubreuil2024preprint').publication.url).toBe('https://arxiv.org/abs/2409.01234');
    expect(work('scholar2023').publication.url).toBe('https://arxiv.org/abs/2301.00001');
    expect(work('coastbook2018').publication.url).toBe('https://scholar.google.com/scholar?q=%22Coasts%22');
    expect(work('coastbook2018').warnings).toContain('no doi or url: its title links to a Google Scholar search for it (add url = {…})');
  });

  it("reads al-folio's keys: selected, a pdf that is a file of the old site, and names those the model cannot hold", () => {
    const waves = work('vanderberg2021waves');
    expect(waves.selected).toBe(true);
    expect(work('LeGall:2019').selected).toBe(false);
    expect(waves.publication.pdfUrl).toBeNull();
    expect(waves.warnings).toContain(
      'pdf = {vanderberg2021.pdf} is a file, not an address: put it in content/papers/vanderberg2021waves.pdf to publish it',
    );
    expect(waves.unkeptKeys).toEqual(['code', 'slides', 'abbr', 'preview', 'bibtex_show']);
  });

  it('keeps volume, number, pages, keywords and the language', () => {
    expect(work('vanderberg2021waves').publication).toMatchObject({
      volume: '126',
      issue: '4',
      firstPage: 'e2020JC016789',
      lastPage: null,
      keywords: ['ocean waves', 'Bay of Biscay', 'wave energy'],
    });
    expect(work('dubreuil2016thesis').publication.language).toBe('fr');
  });

  it('reads a file of only bad entries as no works and every problem', () => {
    const bad = readBibtex('@article{a,\n  title = {x\n}\n@misc{b, year = 2020}\n');
    expect(bad.works).toEqual([]);
    expect(bad.skipped.map((entry) => [entry.line, entry.key, entry.reason.split(':')[0]])).toEqual([
      [1, 'a', 'syntax error'],
      [4, 'b', 'it has no title'],
    ]);
  });

  it('decodes an abstract of plain text and escaped specials, and one with other LaTeX, alike', () => {
    const { works } = readBibtex(
      '@article{a, title = {A}, year = 2020, abstract = {Rose by 5\\% in R\\&D, the owner\'s view}}\n' +
        '@article{b, title = {B}, year = 2020, abstract = {From 1990--2000 the {\\\'e}t{\\\'e} ``heat\'\' rose by 5\\%}}\n',
    );
    expect(works.map((work) => work.publication.abstract)).toEqual(["Rose by 5% in R&D, the owner's view", 'From 1990–2000 the été “heat” rose by 5%']);
  });

  it('names a LaTeX command it does not know and leaves it out', () => {
    const { works } = readBibtex('@article{k, title = {The \\mymacro{} effect}, year = {2020}, url = {https://example.org}}');
    expect(works[0]?.publication.title).toBe('The effect');
    expect(works[0]?.warnings).toEqual(['unknown LaTeX command \\mymacro left out of the text']);
  });

  it('carries @string macros to entries far down the file, also past an entry with a syntax error', () => {
    const filler = Array.from({ length: 25 }, (_, index) => `@misc{f${index}, title = {F${index}}, year = 2020}\n`).join('');
    const { works, skipped } = readBibtex(
      `@string{jgr = {Journal of Geophysical Research}}\n${filler}@article{late, title = {Late}, journal = jgr, year = 2020}\n` +
        '@article{open, title = {x {y}, year = 2020}\n@article{next, title = {Next}, year = 2020}}\n' +
        '@string{os = {Ocean Science}}\n@article{after, title = {After}, journal = os # {, Special}, year = 2020}\n',
    );
    expect(skipped.map(({ line, key, reason }) => [line, key, reason.split(';')[0]])).toEqual([[28, 'open', 'syntax error: a brace or quote is never closed']]);
    expect(works.slice(25).map((work) => [work.key, work.line, work.publication.venue])).toEqual([
      ['late', 27, 'Journal of Geophysical Research'],
      ['next', 29, null],
      ['after', 31, 'Ocean Science, Special'],
    ]);
  });

  it('takes a braced accented capital for a given name, and keeps an argument and a stray dollar as text', () => {
    const { works } = readBibtex(
      "@article{k, title = {Costs \\cite{smith} of 5$ a \\\\ day}, year = 2020, author = {{\\'E}mile Zola and Jean {\\'E}mile van der Berg and de {\\'E}vreux, Jean}}",
    );
    expect(works[0]?.publication.title).toBe('Costs smith of 5$ a day');
    expect(works[0]?.warnings).toContain('unknown LaTeX command \\cite left out of the text');
    expect(works[0]?.publication.authors.map((author) => [author.family, author.given])).toEqual([
      ['Zola', 'Émile'],
      ['van der Berg', 'Jean Émile'],
      ['de Évreux', 'Jean'],
    ]);
  });

  it('keeps the entries around comments with an address, and decodes the math and logos citation-js does not know', () => {
    const { works, skipped } = readBibtex(
      '% Exported by JabRef\n@comment{owner:\n  me@example.org}\n@article{a, title = {An $O(n \\log n)$ bound for $n \\geq 2$ in \\LaTeX{} and the {\\TeX}book}, year = 2020,\n' +
        '  author = {Ch{\\\'e}rif, Fatima~Zahra}}\n% corrections: me@example.org\n@misc{b, title = {B}, year = 2020}\n',
    );
    expect(skipped).toEqual([]);
    expect(works.map((work) => work.key)).toEqual(['a', 'b']);
    expect(works[0]?.publication.title).toBe('An O(n log n) bound for n ≥ 2 in LaTeX and the TeXbook');
    expect(works[0]?.publication.authors[0]).toMatchObject({ family: 'Chérif', given: 'Fatima Zahra' });
    expect(works[0]?.warnings.filter((warning) => warning.startsWith('unknown'))).toEqual([]);
  });

  it('reads keywords in their order, a dollar or tilde in them as text, as Zotero and the site write them', () => {
    const { works } = readBibtex('@misc{k, title = {K}, year = 2020, keywords = {R&D; cost in $, a~b, 5\\%, C\\#, sixth}}');
    expect(works[0]?.publication.keywords).toEqual(['R&D', 'cost in $', 'a~b', '5%', 'C#']);
  });

  it('reads back every special the site escapes in an abstract', () => {
    const abstract = 'a \\textbackslash{} b \\textasciitilde{} c \\textasciicircum{} 50\\% \\$5 x\\_1 R\\&D \\#2 \\{set\\}';
    const { works } = readBibtex(`@misc{k, title = {K}, year = 2020, abstract = {${abstract}}}`);
    expect(works[0]?.publication.abstract).toBe('a \\ b ~ c ^ 50% $5 x_1 R&D #2 {set}');
  });
});
