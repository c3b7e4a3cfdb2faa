import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeachingFile } from '../../../schemas/types.generated.ts';
import { copyValidFixture, formatRelative, removeCopy } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { teachingDataFiles } from './teaching-build.ts';

const text = (en: string, fr: string = en) => ({ en, fr });

function course(id: string, periods: Array<{ start: string; end: string | null }>, extra: Record<string, unknown> = {}) {
  return { id, title: text(`Course ${id}`, `Cours ${id}`), institution: 'UBA', role: 'lecturer', level: 'master', periods, ...extra };
}

function student(id: string, level: string, start: string, end: string | null, extra: Record<string, unknown> = {}) {
  return { id, name: `Student ${id}`, level, start, end, ...extra };
}

const file = (courses: unknown[], supervision: unknown[]) =>
  `${JSON.stringify({ $schema: '../schemas/teaching.schema.json', courses, supervision }, null, 2)}\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

describe('teaching.json in validate', () => {
  it('without the file: no teaching section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('teaching');
  });

  it('with the file: the teaching section (its page and nav item), no problem', async () => {
    await writeFile(join(directory, 'teaching.json'), file([course('c1', [{ start: '2024-09', end: '2025-01-31' }])], [student('s1', 'master', '2025-02', null)]));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).toContain('teaching');
    expect(content?.collections).toHaveProperty('teaching');
  });

  it('names the file, the place and the fix: a duplicate id, an impossible date, an end before its start, an unknown role or level, a missing language', async () => {
    await writeFile(
      join(directory, 'teaching.json'),
      file(
        [
          course('c1', [{ start: '2024-09', end: '2024-13' }]),
          course('c1', [{ start: '2024-09-15', end: '2024-08' }], { role: 'professor' }),
          { ...course('c2', [{ start: '2023-02-30', end: null }]), title: { en: 'Only English' } },
        ],
        [student('s1', 'master', '2025-02', '2024-07'), student('s1', 'habilitation', '2025-02', null)],
      ),
    );
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    const lines = formatRelative(directory, problems);
    const expected = [
      ['/courses/0/periods/0/end', 'course "c1", period 1: end 2024-13 is not a month or a day of the calendar: correct the date (YYYY-MM or YYYY-MM-DD)'],
      ['/courses/1/id', 'id "c1" is already used at'],
      ['/courses/1/periods/0/end', 'course "c1", period 1: ends 2024-08, before it starts (2024-09-15): correct the start or the end'],
      ['/courses/1/role', 'professor'],
      ['/courses/2/periods/0/start', 'course "c2", period 1: start 2023-02-30 is not a month or a day of the calendar'],
      ['/courses/2/title/fr', 'missing the "fr" text'],
      ['/supervision/0/end', 'supervised student "s1": ends 2024-07, before it starts (2025-02)'],
      ['/supervision/1/id', 'give each supervised student its own id'],
      ['/supervision/1/level', 'habilitation'],
    ];
    for (const [pointer, message] of expected) {
      expect(lines.some((line) => line.startsWith('teaching.json:') && line.includes(`  ${pointer}  error: `) && line.includes(message!)), `${pointer}: ${message}\n${lines.join('\n')}`).toBe(true);
    }
  });
});

describe('teachingDataFiles', () => {
  const teaching: TeachingFile = {
    courses: [
      { id: 'old', title: text('Old', 'Ancien'), institution: 'UBA', role: 'lecturer', level: 'master', periods: [{ start: '2022-09', end: '2023-01' }] },
      {
        id: 'ongoing',
        title: text('Ongoing', 'En cours'),
        institution: text('Continuing education', 'Formation continue'),
        role: 'guest-lecturer',
        level: 'professional',
        periods: [{ start: '2023-09', end: '2024-01' }, { start: '2025-09', end: null }],
        hours: 3,
        description: text('About', 'À propos'),
      },
    ],
    supervision: [
      { id: 'b1', name: 'B One', level: 'bachelor', start: '2024-04', end: '2024-06' },
      { id: 'm-past', name: 'M Past', level: 'master', start: '2024-02', end: '2024-07', thesis: text('Thesis', 'Mémoire') },
      { id: 'm-now', name: 'M Now', level: 'master', start: '2026-02', end: null, coSupervisors: ['Prof. X'] },
    ],
  };

  it('writes each language: courses ongoing or latest first, their periods newest first, texts and names in the language', () => {
    const files = teachingDataFiles(teaching, ['en', 'fr']);
    expect(Object.keys(files).sort()).toEqual(['teaching.en', 'teaching.fr']);
    const fr = files['teaching.fr']!;
    expect(fr.courses.map((entry) => entry.id)).toEqual(['ongoing', 'old']);
    expect(fr.courses[0]).toMatchObject({ title: 'En cours', institution: 'Formation continue', hours: 3, description: 'À propos' });
    expect(fr.courses[0]!.periods).toEqual([{ start: '2025-09', end: null }, { start: '2023-09', end: '2024-01' }]);
    expect(files['teaching.en']!.courses[1]).toEqual({ id: 'old', title: 'Old', institution: 'UBA', role: 'lecturer', level: 'master', periods: [{ start: '2022-09', end: '2023-01' }] });
  });

  it('groups the students by level, most senior first, each ongoing first', () => {
    const { supervision } = teachingDataFiles(teaching, ['en'])['teaching.en']!;
    expect(supervision.map(({ level, students }) => [level, students.map((entry) => entry.id)])).toEqual([
      ['master', ['m-now', 'm-past']],
      ['bachelor', ['b1']],
    ]);
    expect(supervision[0]!.students[0]!.coSupervisors).toEqual(['Prof. X']);
    expect(supervision[0]!.students[1]!).toMatchObject({ thesis: 'Thesis', coSupervisors: [] });
  });
});
