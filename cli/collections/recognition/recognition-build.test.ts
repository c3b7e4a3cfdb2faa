import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RecognitionFiles } from '../../../core/collections/recognition/recognition-model.ts';
import { copyValidFixture, formatRelative, removeCopy } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { recognitionBuild } from './recognition-build.ts';

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
});

afterEach(async () => {
  await removeCopy(directory);
});

const award = {
  id: 'best-paper',
  title: { en: 'Best paper', fr: 'Meilleur article' },
  organisation: 'Coastal Dynamics',
  date: '2024-06-12',
};
const grant = {
  id: 'anr-project',
  title: { en: 'A project', fr: 'Un projet' },
  funder: { en: 'French National Research Agency', fr: 'Agence nationale de la recherche' },
  role: 'participant',
  amount: { value: 250000, currency: 'EUR' },
  start: '2023-01',
  end: '2026-12-31',
};
const service = { id: 'reviewer', kind: 'reviewer', organisation: 'Coastal Engineering', start: '2024-03', end: null };

/** Writes the three files (one item per line, so a problem's line is its item's), validates, returns the problems. */
async function problemsWith(files: { awards?: object[]; grants?: object[]; service?: object[] }): Promise<string[]> {
  for (const [name, items] of Object.entries(files)) {
    const lines = items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
    await writeFile(join(directory, `${name}.json`), `{\n  "items": [\n${lines}\n  ]\n}\n`);
  }
  const { problems } = await validateContent(directory);
  return formatRelative(directory, problems);
}

describe('awards.json, grants.json and service.json', () => {
  it('are optional: without them the content has no recognition section; with them, all three are typed', async () => {
    const without = await validateContent(directory);
    expect(without.content?.sections).not.toContain('recognition');
    expect(await problemsWith({ awards: [award], grants: [grant], service: [service] })).toEqual([]);
    const { content } = await validateContent(directory);
    const recognition = content?.collections.recognition as RecognitionFiles | undefined;
    expect(recognition?.awards?.items[0]?.id).toBe('best-paper');
    expect(recognition?.grants?.items[0]?.amount).toEqual({ value: 250000, currency: 'EUR' });
    expect(recognition?.service?.items[0]?.kind).toBe('reviewer');
    expect(content?.sections).toContain('recognition');
    expect(content?.homeSections).toContain('recognition');
  });

  it('keep service alone off the home page: Recognition shows awards and grants, service is a CV part', async () => {
    expect(await problemsWith({ service: [service] })).toEqual([]);
    const { content } = await validateContent(directory);
    expect(content?.sections).toContain('recognition');
    expect(content?.homeSections).not.toContain('recognition');
  });

  it('make one data file, `recognition`, of the files the content has, without $schema', async () => {
    await writeFile(join(directory, 'service.json'), JSON.stringify({ $schema: '../schemas/service.schema.json', items: [service] }));
    const { content } = await validateContent(directory);
    expect(recognitionBuild.cvDataFiles?.(content?.collections.recognition)).toEqual({ recognition: { service: { items: [service] } } });
  });

  it('name a duplicate id with the place of its first use', async () => {
    expect(await problemsWith({ awards: [award, { ...award, date: '2023-01-05' }] })).toEqual([
      `awards.json:4:11  /items/1/id  error: id "best-paper" is already used at ${directory}/awards.json:3:11: give each entry its own id`,
    ]);
  });

  it('name a day the calendar does not have, and a format that is not a day', async () => {
    expect(await problemsWith({ awards: [{ ...award, date: '2025-02-29' }, { ...award, id: 'other', date: '2025-13-01' }] })).toEqual([
      'awards.json:3:117  /items/0/date  error: 2025-02-29 is not a day of the calendar: 2025-02 has 28 days; correct the day',
      'awards.json:4:112  /items/1/date  error: must be a day written YYYY-MM-DD, e.g. 2024-06-12 (got "2025-13-01")',
    ]);
    expect(await problemsWith({ awards: [{ ...award, date: '2024-02-29' }] })).toEqual([]);
  });

  it('name an end before its start, compared at the precision both have', async () => {
    const problems = await problemsWith({
      grants: [{ ...grant, start: '2024-05-10', end: '2024-04' }, { ...grant, id: 'same-month', start: '2024-05-10', end: '2024-05' }],
      service: [{ ...service, start: '2024-03', end: '2024-02-28' }],
    });
    expect(problems).toEqual([
      'grants.json:3:250  /items/0/end  error: end 2024-04 is before start 2024-05-10: correct one of them (use null while it goes on)',
      'service.json:3:101  /items/0/end  error: end 2024-02-28 is before start 2024-03: correct one of them (use null while it goes on)',
    ]);
  });

  it('list the allowed roles and kinds, and name an impossible day in a period', async () => {
    const problems = await problemsWith({
      grants: [{ ...grant, role: 'lead', end: '2023-04-31' }],
      service: [{ ...service, kind: 'chair' }],
    });
    expect(problems).toEqual([
      'grants.json:3:166  /items/0/role  error: must be one of: pi, co-pi, participant (got "lead")',
      'grants.json:3:240  /items/0/end  error: 2023-04-31 is not a day of the calendar: 2023-04 has 30 days; correct the day',
      'service.json:3:29  /items/0/kind  error: must be one of: reviewer, editor, committee, organiser, membership (got "chair")',
    ]);
  });

  it('say how to write a period date, and a currency code', async () => {
    expect(await problemsWith({ grants: [{ ...grant, start: '2023', amount: { value: 1000, currency: 'euro' } }] })).toEqual([
      'grants.json:3:214  /items/0/amount/currency  error: must match ^[A-Z]{3}$ (got "euro") — An ISO 4217 currency code, e.g. EUR, USD, GBP.',
      'grants.json:3:230  /items/0/start  error: must be a month written YYYY-MM or a day written YYYY-MM-DD, e.g. 2024-03 or 2024-03-15 (got "2023")',
    ]);
  });

  it('name a text or a translated name missing one of the site languages', async () => {
    const problems = await problemsWith({
      awards: [{ ...award, title: { en: 'Best paper' }, organisation: { en: 'Coastal Dynamics' } }],
    });
    expect(problems).toEqual([
      'awards.json:3:32  /items/0/title/fr  error: missing the "fr" text (the site\'s languages are en, fr): add "fr": … with the text in that language',
      'awards.json:3:67  /items/0/organisation/fr  error: missing the "fr" text (the site\'s languages are en, fr): add "fr": … with the text in that language',
    ]);
  });
});
