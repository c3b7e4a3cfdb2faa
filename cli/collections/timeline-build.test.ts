import { describe, expect, it } from 'vitest';
import { parseJsonDocument, type JsonDocument } from '../content/json-document.ts';
import type { LoadedContent } from '../content/loaded-content.ts';
import { collectionBuilds } from './registry.ts';

function timeline(file: string, items: object[]): JsonDocument {
  const { document } = parseJsonDocument(file, JSON.stringify({ items }, null, 2));
  if (document === undefined) throw new Error(`${file} is not JSON`);
  return document;
}

const item = (id: string, start: string, end: string | null) => ({ id, start_date: start, end_date: end });
const loadedWith = (collections: LoadedContent['collections']) => ({ collections }) as LoadedContent;

describe('the timelines (experience, education)', () => {
  const experience = timeline('experience.json', [item('phd', '2022-11', null), item('engineer', '2020-01', '2022-10')]);

  it("reports an id education repeats from experience, at education's use, naming the first", () => {
    const education = timeline('education.json', [item('engineer', '2016-09', '2018-06')]);
    const problems = collectionBuilds.education.rules?.(education, loadedWith({ experience, education })) ?? [];
    expect(problems.map((problem) => `${problem.file}:${problem.line} ${problem.message}`)).toEqual([
      'education.json:4 id "engineer" is already used at experience.json:9:13: give each entry its own id',
    ]);
    expect(collectionBuilds.experience.rules?.(experience, loadedWith({ experience, education }))).toEqual([]);
  });

  it('reports an end before its start and an id used twice in one file', () => {
    const twice = timeline('experience.json', [item('job', '2020-01', '2019-12'), item('job', '2018-01', null)]);
    expect((collectionBuilds.experience.rules?.(twice, loadedWith({ experience: twice })) ?? []).map((problem) => problem.message)).toEqual([
      'end_date 2019-12 is before start_date 2020-01: correct one of them (use null for an ongoing entry)',
      'id "job" is already used at experience.json:4:13: give each entry its own id',
    ]);
  });

  it('gives the CV its file without $schema', () => {
    expect(collectionBuilds.education.cvDataFiles?.({ $schema: '../schemas/timeline.schema.json', items: [] })).toEqual({ education: { items: [] } });
  });
});
