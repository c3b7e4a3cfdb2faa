import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TalksFile } from '../../../schemas/types.generated.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { talksDataFiles, talksRelatedToWorks } from './talks-build.ts';

function talk(id: string, date: string, extra: Record<string, unknown> = {}) {
  return { id, title: { en: `Talk ${id}`, fr: `Exposé ${id}` }, event: 'Coastal Days', date, type: 'seminar', ...extra };
}

const file = (items: unknown[]) => `${JSON.stringify({ $schema: '../schemas/talks.schema.json', items }, null, 2)}\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

describe('talks.json in validate', () => {
  it('without the file: no talks section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('talks');
  });

  it('with the file: the talks section, with its slides file and publication', async () => {
    await mkdir(join(directory, 'files'), { recursive: true });
    await writeFile(join(directory, 'files', 'slides.pdf'), '%PDF-1.4\n');
    const { content: before } = await validateContent(directory);
    const publication = before?.publications.items[0]?.id;
    await writeFile(join(directory, 'talks.json'), file([talk('one', '2025-01-02', { slides: 'files/slides.pdf', publication, video: 'Hs3kP8wQz1A' })]));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).toContain('talks');
    expect(content?.homeSections).toContain('talks');
  });

  it('names the file, the place and the fix: duplicate id, impossible date, unknown type, unknown publication, missing slides, missing language', async () => {
    await writeFile(
      join(directory, 'talks.json'),
      file([
        talk('one', '2025-01-02'),
        talk('one', '2025-02-30'),
        talk('two', '2025-03-01', { type: 'lecture' }),
        talk('three', '2025-03-02', { publication: 'W0000000000', slides: 'files/missing.pdf' }),
        { ...talk('four', '2025-03-03'), title: { en: 'Only English' } },
      ]),
    );
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    const lines = formatRelative(directory, problems);
    const expectLine = (pointer: string, ...parts: string[]) =>
      expect(lines.find((line) => line.startsWith('talks.json:') && line.includes(`  ${pointer}  `) && parts.every((part) => line.includes(part))), `${pointer} ${parts.join(' ')}\n${lines.join('\n')}`).toBeDefined();
    expectLine('/items/1/id', 'id "one" is already used at', 'give each talk its own id');
    expectLine('/items/1/date', '2025-02-30 is not a day of the calendar');
    expectLine('/items/2/type', 'keynote');
    expectLine('/items/3/publication', `the talk's publication "W0000000000" names no work`, 'removed from OpenAlex', 'add the work to publications.manual.json');
    expectLine('/items/3/slides', 'files/missing.pdf does not exist', 'put missing.pdf in');
    expectLine('/items/4/title/fr', 'missing the "fr" text');
  });

  it('a one-language site: a French text is an error too', async () => {
    await replaceInFile(directory, 'site.json', '"languages": ["en", "fr"]', '"languages": ["en"]');
    await writeFile(join(directory, 'talks.json'), file([talk('one', '2025-01-02')]));
    const { problems } = await validateContent(directory);
    expect(formatRelative(directory, problems).some((line) => line.includes('/items/0/title') && line.includes('"fr"'))).toBe(true);
  });
});

describe('talksDataFiles', () => {
  const talks: TalksFile = {
    items: [
      talk('old', '2023-05-01', { abstract: { en: 'Abstract', fr: 'Résumé' } }),
      talk('next', '2026-12-01', { event: { en: 'Days', fr: 'Journées' }, slides: 'files/a.pdf', video: 'Hs3kP8wQz1A' }),
      talk('p1', '2026-10-01'),
      talk('p2', '2025-10-01'),
      talk('p3', '2024-10-01'),
    ] as TalksFile['items'],
  };

  it('splits around the edition date, localizes, and keeps the home file small', () => {
    const files = talksDataFiles(talks, ['en', 'fr'], '2026-11-16');
    expect(Object.keys(files).sort()).toEqual(['talks-home.en', 'talks-home.fr', 'talks.en', 'talks.fr']);
    const fr = files['talks.fr']!;
    expect(fr.upcoming.map((item) => item.id)).toEqual(['next']);
    expect(fr.upcoming[0]).toMatchObject({ event: 'Journées', title: 'Exposé next', slides: '/files/a.pdf', video: 'https://www.youtube.com/watch?v=Hs3kP8wQz1A', upcoming: true });
    expect(fr.past.map((item) => item.id)).toEqual(['p1', 'p2', 'p3', 'old']);
    expect(fr.past.at(-1)?.abstract).toBe('Résumé');
    expect(files['talks-home.en']?.past.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
    expect(files['talks-home.en']?.total).toBe(5);
  });
});

describe('talksRelatedToWorks', () => {
  it('gives each presented publication its talks per language, newest first, and no other', () => {
    const file = {
      items: [
        talk('a', '2024-03-01', { publication: 'W1', type: 'poster' }),
        talk('b', '2025-06-01', { publication: 'W1', event: { en: 'Days', fr: 'Journées' } }),
        talk('c', '2025-01-01'),
        talk('d', '2023-01-01', { publication: 'W2' }),
      ],
    } as TalksFile;
    const talks = talksRelatedToWorks(file, ['en', 'fr']);
    expect([...talks.keys()].sort()).toEqual(['W1', 'W2']);
    expect(talks.get('W1')?.fr).toEqual({
      id: 'talks',
      headingKey: 'publicationPage.talks',
      items: [
        { id: 'b', neutralPath: '/talks/#b', date: '2025-06-01', labelKey: 'talks.type.seminar', title: 'Exposé b', detail: 'Journées' },
        { id: 'a', neutralPath: '/talks/#a', date: '2024-03-01', labelKey: 'talks.type.poster', title: 'Exposé a', detail: 'Coastal Days' },
      ],
    });
    expect(talks.get('W1')?.en?.items.map((item) => item.title)).toEqual(['Talk b', 'Talk a']);
  });
});
