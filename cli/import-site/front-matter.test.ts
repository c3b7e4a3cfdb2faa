import { describe, expect, it } from 'vitest';
import { readYaml, splitFrontMatter } from './front-matter.ts';

describe('splitFrontMatter', () => {
  it('splits YAML front matter from the body and says on which line the body starts', () => {
    const split = splitFrontMatter('---\ntitle: Waves\ndate: 2023-05-01\n---\nFirst line.\n');
    expect(split).toEqual({ format: 'yaml', raw: 'title: Waves\ndate: 2023-05-01', body: 'First line.\n', bodyLine: 5 });
  });

  it('reads TOML front matter between +++ lines (Hugo)', () => {
    expect(splitFrontMatter('+++\ntitle = "Waves"\n+++\nBody')).toMatchObject({ format: 'toml', raw: 'title = "Waves"', body: 'Body' });
  });

  it('takes an empty front matter, as al-folio gives its papers.bib, and keeps a later --- in the body', () => {
    expect(splitFrontMatter('---\n---\n@article{a,\n}\n---\nmore')).toEqual({ format: 'yaml', raw: '', body: '@article{a,\n}\n---\nmore', bodyLine: 3 });
  });

  it('drops a byte order mark and accepts Windows line ends', () => {
    expect(splitFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody')).toMatchObject({ format: 'yaml', raw: 'title: A', body: 'Body' });
  });

  it('gives the whole text as the body when there is no front matter', () => {
    expect(splitFrontMatter('Just text\n---\n')).toEqual({ format: null, raw: '', body: 'Just text\n---\n', bodyLine: 1 });
  });
});

describe('readYaml', () => {
  it('reads a mapping, and an empty front matter as no keys', () => {
    expect(readYaml('title: Waves\ntags: [a, b]')).toEqual({ ok: true, data: { title: 'Waves', tags: ['a', 'b'] } });
    expect(readYaml('')).toEqual({ ok: true, data: {} });
  });

  it('gives the file line where the parser met the error, counting from where the front matter starts', () => {
    // In the file: line 1 is ---, the quote opens on line 3 and the parser runs out of text on line 4.
    const read = readYaml('layout: post\ntitle: "An unclosed quote\ndate: 2024-01-10', 2);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.line).toBe(4);
      expect(read.message).toMatch(/quote/i);
    }
  });

  it('points at the line of a key that is given twice', () => {
    expect(readYaml('title: A\ndate: 2023-01-01\ntitle: B', 2)).toMatchObject({ ok: false, line: 4 });
  });

  it('refuses front matter that is a list or a single value', () => {
    expect(readYaml('- a\n- b')).toMatchObject({ ok: false, message: 'front matter is not a mapping of keys to values' });
  });
});
