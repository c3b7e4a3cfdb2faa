import { describe, expect, it } from 'vitest';
import { buildBibtex, citationKey, escapeBibtex, splitName } from './bibtex.ts';
import { makePublication } from '../../shared/publications/publication.fixture.ts';

describe('splitName', () => {
  it.each([
    ['Élodie Marchand', 'Marchand', 'Élodie'],
    ['Yann Le Gall', 'Le Gall', 'Yann'],
    ['Jan van der Berg', 'van der Berg', 'Jan'],
    ['Marchand, Élodie', 'Marchand', 'Élodie'],
    ['Plato', 'Plato', ''],
    ['Ana Maria da Silva', 'da Silva', 'Ana Maria'],
  ])('%s → family %s, given %s', (name, family, given) => {
    expect(splitName(name)).toEqual({ family, given });
  });
});

describe('citationKey', () => {
  it('joins the first author family name, the year and the first title word in lower-case ASCII', () => {
    expect(citationKey(makePublication({ title: 'Physics-informed graph neural networks', year: 2026 }))).toBe(
      'marchand2026physics',
    );
  });

  it('folds accents and letters without a decomposition', () => {
    const publication = makePublication({
      authors: [{ name: 'Søren Æbeltoft-Groß', orcid: null, isOwner: false }],
      title: 'Ébauche d’un modèle',
      year: 2019,
    });
    expect(citationKey(publication)).toBe('aebeltoftgross2019ebauche');
  });

  it('keeps a particle of the family name', () => {
    const publication = makePublication({ authors: [{ name: 'Yann Le Gall', orcid: null, isOwner: false }] });
    expect(citationKey(publication)).toBe('legall2026shoreline');
  });

  it('leaves out a missing year or author', () => {
    expect(citationKey(makePublication({ authors: [], year: null, title: '“Quoted” title' }))).toBe('quoted');
  });

  it('falls back to the id when nothing else gives letters', () => {
    expect(citationKey(makePublication({ authors: [], year: null, title: '—', id: 'manual-Report-2024' }))).toBe(
      'manualreport2024',
    );
  });
});

describe('escapeBibtex', () => {
  it('escapes braces, backslashes and the other LaTeX special characters', () => {
    expect(escapeBibtex('a {b} \\c & 50% $x$ #1 a_b ~ ^')).toBe(
      'a \\{b\\} \\textbackslash{}c \\& 50\\% \\$x\\$ \\#1 a\\_b \\textasciitilde{} \\textasciicircum{}',
    );
  });
});

describe('buildBibtex', () => {
  it('writes a journal article with every field', () => {
    expect(buildBibtex(makePublication())).toBe(
      [
        '@article{marchand2026shoreline,',
        '  author = {Marchand, Élodie and Quéméneur, Hélène and Le Gall, Yann},',
        '  title = {Shoreline response of macrotidal pocket beaches to storm clusters},',
        '  journal = {Estuarine, Coastal and Shelf Dynamics},',
        '  year = {2026},',
        '  doi = {10.5555/ecsd.2026.104812},',
        '  url = {https://doi.org/10.5555/ecsd.2026.104812}',
        '}',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['conference', '@inproceedings{', '  booktitle = {'],
    ['thesis', '@phdthesis{', '  school = {'],
    ['preprint', '@misc{', '  howpublished = {'],
    ['other', '@misc{', '  howpublished = {'],
    ['book', '@incollection{', '  booktitle = {'],
  ] as const)('writes a %s as %s with the venue in %s', (category, start, venueField) => {
    const entry = buildBibtex(makePublication({ category }));
    expect(entry.startsWith(start)).toBe(true);
    expect(entry).toContain(`${venueField}Estuarine, Coastal and Shelf Dynamics},`);
  });

  it('leaves out a missing or unknown venue, a missing year and a missing DOI', () => {
    const entry = buildBibtex(makePublication({ venue: 'Unknown Venue', year: null, doi: null }));
    expect(entry).not.toMatch(/^ {2}(journal|year|doi) = /m);
    expect(entry).toContain('  url = {https://doi.org/10.5555/ecsd.2026.104812}\n}');
  });

  it('adds "others" when the author list was truncated', () => {
    const entry = buildBibtex(makePublication({ authorsTruncated: true }));
    expect(entry).toContain('Le Gall, Yann and others},');
  });

  it('escapes text fields and keeps braces balanced for hostile input', () => {
    const entry = buildBibtex(
      makePublication({
        title: 'Waves} @misc{evil, title={x',
        venue: 'R&D {Journal}',
        url: 'https://example.org/a}b{c\\d',
      }),
    );
    expect(entry).toContain('  title = {Waves\\} @misc\\{evil, title=\\{x},');
    expect(entry).toContain('  journal = {R\\&D \\{Journal\\}},');
    expect(entry).toContain('  url = {https://example.org/a%7Db%7Bc%5Cd}');
    const unescapedBraces = entry.replace(/\\[{}]/g, '');
    let depth = 0;
    for (const character of unescapedBraces) {
      if (character === '{') depth += 1;
      if (character === '}') depth -= 1;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
  });
});
