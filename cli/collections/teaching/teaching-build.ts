import type { LocalizedText, TeachingFile, TeachingName } from '../../../schemas/types.generated.ts';
import {
  coursesNewestFirst,
  newestPeriodsFirst,
  supervisionByLevel,
  teachingDataKey,
  type CourseEntry,
  type StudentEntry,
  type TeachingData,
} from '../../../core/collections/teaching/teaching-model.ts';
import { cvTeachingData, teachingCv } from '../../../core/collections/teaching/teaching-cv.ts';
import { pointerOf, problemAt, type JsonDocument } from '../../content/json-document.ts';
import { arrayAt, isRecord, stringAt } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { duplicateIdProblems } from '../collection-checks.ts';
import { endsBeforeStart, isRealPeriodDate } from '../../../core/collections/calendar-day.ts';

type Pointer = Array<string | number>;

/** A start and an end (or null): each a month or a day that exists, the end not before the start. */
function periodProblems(document: JsonDocument, value: unknown, at: Pointer, name: string): Problem[] {
  const problems: Problem[] = [];
  const start = stringAt(value, 'start');
  const end = stringAt(value, 'end');
  const shaped = (date: string | undefined): date is string => date !== undefined && /^\d{4}-\d{2}(-\d{2})?$/.test(date);
  for (const [key, date] of [['start', start], ['end', end]] as const) {
    if (shaped(date) && !isRealPeriodDate(date)) {
      problems.push(problemAt(document, pointerOf(...at, key), 'error', `${name}: ${key} ${date} is not a month or a day of the calendar: correct the date (YYYY-MM or YYYY-MM-DD)`));
    }
  }
  if (shaped(start) && shaped(end) && isRealPeriodDate(start) && isRealPeriodDate(end) && endsBeforeStart(start, end)) {
    problems.push(problemAt(document, pointerOf(...at, 'end'), 'error', `${name}: ends ${end}, before it starts (${start}): correct the start or the end`));
  }
  return problems;
}

/**
 * teaching.json beyond its schema: ids unique within courses and within supervision, dates that exist, no end
 * before its start. (An unknown role or level, and a text missing a site language, are the schema's.)
 */
function teachingProblems(document: JsonDocument): Problem[] {
  const problems: Problem[] = [];
  for (const [list, kind] of [['courses', 'course'], ['supervision', 'supervised student']] as const) {
    problems.push(...duplicateIdProblems(document, list, kind));
    arrayAt(document.value, list).forEach((item, index) => {
      const id = stringAt(item, 'id');
      const name = id === undefined ? `${kind} ${index + 1}` : `${kind} "${id}"`;
      if (list === 'courses') {
        arrayAt(item, 'periods').forEach((period, periodIndex) => {
          if (isRecord(period)) problems.push(...periodProblems(document, period, [list, index, 'periods', periodIndex], `${name}, period ${periodIndex + 1}`));
        });
      } else {
        problems.push(...periodProblems(document, item, [list, index], name));
      }
    });
  }
  return problems;
}

const textIn = (text: LocalizedText, language: string) => text[language] ?? '';
const nameIn = (name: TeachingName, language: string) => (typeof name === 'string' ? name : textIn(name, language));

/** Each language's courses and students, ordered and grouped for /teaching/ (and the CV). */
export function teachingData(file: TeachingFile, language: string): TeachingData {
  const courses: CourseEntry[] = coursesNewestFirst(
    file.courses.map((course) => ({
      id: course.id,
      title: textIn(course.title, language),
      institution: nameIn(course.institution, language),
      role: course.role,
      level: course.level,
      periods: newestPeriodsFirst(course.periods.map(({ start, end }) => ({ start, end }))),
      ...(course.hours === undefined ? {} : { hours: course.hours }),
      ...(course.description === undefined ? {} : { description: textIn(course.description, language) }),
      ...(course.url === undefined ? {} : { url: course.url }),
    })),
  );
  const students: StudentEntry[] = file.supervision.map((student) => ({
    id: student.id,
    name: student.name,
    level: student.level,
    start: student.start,
    end: student.end,
    ...(student.thesis === undefined ? {} : { thesis: textIn(student.thesis, language) }),
    coSupervisors: student.coSupervisors ?? [],
  }));
  return { courses, supervision: supervisionByLevel(students) };
}

export function teachingDataFiles(file: TeachingFile, languages: readonly string[]): Record<string, TeachingData> {
  return Object.fromEntries(languages.map((language) => [teachingDataKey(language), teachingData(file, language)]));
}

export const teachingBuild: CollectionBuild = {
  rules: (document) => teachingProblems(document),
  dataFiles: (value, languages) => teachingDataFiles(value as TeachingFile, languages),
  cvDataFiles: (value) => ({ [teachingCv.dataKey]: cvTeachingData(value as TeachingFile) }),
};
