import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaIssues } from '../content/schema-problems.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';

type Properties = Record<string, Record<string, unknown>>;

function definition(file: string, name: string): { properties: Properties; required: string[] } {
  const schema = JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as { $defs: Record<string, { properties: Properties; required: string[] }> };
  const found = schema.$defs[name];
  if (found === undefined) throw new Error(`${file} has no $defs/${name}`);
  return found;
}

function withoutDescriptions(properties: Properties): Properties {
  return Object.fromEntries(Object.entries(properties).map(([key, { description: _description, ...rest }]) => [key, rest]));
}

describe('publications-manual.schema.json', () => {
  const manual = definition('publications-manual.schema.json', 'manualPublication');
  const imported = definition('publications.schema.json', 'publication');

  it('allows the same fields with the same constraints as an imported publication, authors also as names or parts', () => {
    const { authors, ...fields } = withoutDescriptions(manual.properties);
    // Where a work came from is the import's to say: a hand-kept work is "manual".
    const { authors: importedAuthors, sources: _sources, ...importedFields } = withoutDescriptions(imported.properties);
    expect(fields).toEqual(importedFields);
    expect(importedAuthors).toEqual({ type: 'array', items: { $ref: '#/$defs/author' } });
    expect(authors).toEqual({ type: 'array', items: { $ref: '#/$defs/manualAuthor' } });
  });

  it('takes an author as a name or as an object with a name and/or family and given names', async () => {
    const projectCheck = await projectSchemaCheck();
    const issues = (authors: unknown[]) =>
      schemaIssues(projectCheck('publications-manual.schema.json', { items: [{ id: 'r', title: 'R', url: 'https://example.org/r', year: 2024, category: 'other', authors }] }))
        .map(({ pointer, message }) => [pointer, message]);
    const check = (authors: unknown[]) => issues(authors).length;
    expect(check(['Yann Le Gall', { family: 'van der Berg', given: 'Jan' }, { family: 'Ó Briain', given: 'Zoë', orcid: null, isOwner: true }])).toBe(0);
    expect(check([{ name: 'Claire Dubreuil', orcid: '0000-0003-0457-9120', isOwner: false }, { name: 'Kwame Mensah' }])).toBe(0);
    expect(check([''])).toBeGreaterThan(0);
    expect(check([{ given: 'Jan' }])).toBeGreaterThan(0);
    expect(check([{ name: 'Claire Dubreuil', affiliation: 'LHC' }])).toBeGreaterThan(0);
    expect(issues([{ family: 'Le Gall', isOwner: 'yes' }])).toEqual([['/items/0/authors/0/isOwner', 'must be a boolean, not a string']]);
    expect(issues([42])).toEqual([['/items/0/authors/0', 'must be a string or an object, not an integer']]);
  });

  it('requires only id, title, url, year and category', async () => {
    expect(manual.required).toEqual(['id', 'title', 'url', 'year', 'category']);
    const projectCheck = await projectSchemaCheck();
    const check = (value: unknown) =>
      schemaIssues(projectCheck('publications-manual.schema.json', value)).map(({ pointer, message }) => ({ pointer, message }));
    expect(check({ items: [{ id: 'report-1', title: 'Report', url: 'https://example.org/r', year: 2024, category: 'other' }] })).toEqual([]);
    expect(check({ items: [{ id: 'report-1', title: 'Report', year: 2024, category: 'other', doi: '10.1/ABC' }] })).toEqual([
      { pointer: '/items/0/url', message: 'missing required property "url" (Where a visitor reads the work.): add it' },
      { pointer: '/items/0/doi', message: 'must match ^10\\.[^\\sA-Z]+$ (got "10.1/ABC") — Bare lower-case DOI (10.…) or null.' },
    ]);
  });
});
