import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../shared/problems.ts';
import { parseJsonDocument } from '../../content/json-document.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { publicationKeyProblems } from './publication-keys.ts';

function document(file: string, value: unknown): JsonDocument {
  const parsed = parseJsonDocument(file, `${JSON.stringify(value, null, 2)}\n`).document;
  if (parsed === undefined) throw new Error('unparsable');
  return parsed;
}

const items = (...entries: Array<Record<string, unknown>>) => ({ updated_at: '2026-01-01T00:00:00Z', items: entries });

describe('publicationKeyProblems', () => {
  it('finds nothing wrong with the distinct, URL-safe ids of an import', () => {
    const publications = document('content/publications.json', items({ id: 'W1' }, { id: 'report-2024', mergedIds: ['W7'] }));
    expect(publicationKeyProblems({ publications })).toEqual([]);
  });

  it('names two works whose keys collide, at the second id, with the first one and the fix', () => {
    const publications = document('content/publications.json', items({ id: 'W1' }, { id: 'Report-A' }, { id: 'report-a' }));
    expect(publicationKeyProblems({ publications }).map(formatProblem)).toEqual([
      'content/publications.json:11:13  /items/2/id  error: id "report-a" gives the same page /publications/report-a/ as "Report-A" at /items/1/id: ids differing only in case collide; rename one (in publications.manual.json, then run `portfolio fetch-publications`) or remove the duplicate',
    ]);
  });

  it('names a hand-kept id that is not URL-safe, in publications.manual.json, with a URL-safe suggestion', () => {
    const manualPublications = document('content/publications.manual.json', { items: [{ id: 'report-1' }, { id: 'Rapport été 2024' }, { id: '-x' }] });
    expect(publicationKeyProblems({ manualPublications }).map(formatProblem)).toEqual([
      'content/publications.manual.json:7:13  /items/1/id  error: id "Rapport été 2024" cannot name a page (/publications/<id>/): use lower-case letters, digits and hyphens, starting with a letter or digit, e.g. "rapport-ete-2024" (in publications.manual.json)',
      'content/publications.manual.json:10:13  /items/2/id  error: id "-x" cannot name a page (/publications/<id>/): use lower-case letters, digits and hyphens, starting with a letter or digit, e.g. "x" (in publications.manual.json)',
    ]);
  });

  it('refuses a merged id that is itself a live work (its page cannot also redirect)', () => {
    const publications = document('content/publications.json', items({ id: 'W1', mergedIds: ['W2'] }, { id: 'W2' }));
    expect(publicationKeyProblems({ publications })).toEqual([
      expect.objectContaining({ pointer: '/items/0/mergedIds/0', line: 7, column: 9, message: expect.stringContaining('remove it from mergedIds') }),
    ]);
  });

});
