import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownFixtureFile, recordedWorkSets, trimToUsedFields } from './recorded-works.ts';

describe("the project's own recorded works", () => {
  const [own, ...shared] = recordedWorkSets();

  it('are reduced to the fields the import reads', () => {
    expect(own?.works.length).toBeGreaterThan(0);
    for (const work of own?.works ?? []) expect(work).toEqual(trimToUsedFields(work));
    expect(JSON.parse(readFileSync(ownFixtureFile, 'utf8')).note).toMatch(/real OpenAlex works/);
  });

  it.each(shared)('are exact reductions of the $label', (recordings) => {
    for (const work of own?.works ?? []) {
      expect(work).toEqual(trimToUsedFields(recordings.byId(String(work.id).replace('https://openalex.org/', ''))));
    }
  });
});
