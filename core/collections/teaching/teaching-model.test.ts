import { describe, expect, it } from 'vitest';
import { coursesNewestFirst, newestPeriodsFirst, supervisionByLevel, teachingModel } from './teaching-model.ts';

describe('teaching model', () => {
  it('is the collection of teaching.json, with the /teaching page and its own strings', () => {
    expect(teachingModel.file.name).toBe('teaching.json');
    expect(teachingModel.pages.map((page) => page.neutralPath)).toEqual(['/teaching']);
    expect(teachingModel.stringKeys.test('teaching.role.lecturer')).toBe(true);
    expect(teachingModel.stringKeys.test('nav.teaching')).toBe(true);
    expect(teachingModel.stringKeys.test('nav.news')).toBe(false);
  });

  it('orders periods and courses ongoing first, then by end, then by start; groups students by level', () => {
    expect(newestPeriodsFirst([{ start: '2022-01', end: '2022-06' }, { start: '2024-01', end: null }, { start: '2023-01', end: '2023-06' }])).toEqual([
      { start: '2024-01', end: null },
      { start: '2023-01', end: '2023-06' },
      { start: '2022-01', end: '2022-06' },
    ]);
    const courses = [{ id: 'a', periods: [{ start: '2020-01', end: '2020-06' }] }, { id: 'b', periods: [{ start: '2019-01', end: null }] }];
    expect(coursesNewestFirst(courses).map((course) => course.id)).toEqual(['b', 'a']);
    const students = [
      { id: 'b', level: 'bachelor', start: '2024-01', end: '2024-06' },
      { id: 'd', level: 'doctoral', start: '2023-01', end: null },
    ] as const;
    expect(supervisionByLevel(students).map((group) => group.level)).toEqual(['doctoral', 'bachelor']);
  });
});
