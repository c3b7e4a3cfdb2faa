import type { CollectionModel } from '../collection-model.ts';

/** Teaching (content/teaching.json): the courses taught and the students supervised, on /teaching/; no home section. */
export const teachingModel = {
  id: 'teaching',
  file: { name: 'teaching.json', schemaId: 'teaching.schema.json' },
  section: 'teaching',
  pages: [{ id: 'teaching', neutralPath: '/teaching', titleKey: 'teaching.title', descriptionKey: 'teaching.metaDescription', inSearch: true }],
  // Its share of the CV's data (teaching-cv.ts): the CV page is prerendered from it and never hydrated.
  dataNoPageReads: ['teaching-cv'],
  stringKeys: /^teaching\.|^nav\.teaching$|^cv\.(teaching|supervision)$/,
} as const satisfies CollectionModel<'teaching'>;

export const courseRoles = ['lecturer', 'teaching-assistant', 'guest-lecturer'] as const;
/** The interface string of a role: string keys are letters and digits only (an owner's strings file is checked so). */
export const courseRoleKeys: Readonly<Record<(typeof courseRoles)[number], string>> = {
  lecturer: 'teaching.role.lecturer',
  'teaching-assistant': 'teaching.role.teachingAssistant',
  'guest-lecturer': 'teaching.role.guestLecturer',
};
const courseLevels = ['undergraduate', 'master', 'doctoral', 'professional'] as const;
/** The supervision levels, in the order the page and the CV show them (the most senior first). */
const supervisionLevels = ['postdoc', 'doctoral', 'master', 'bachelor'] as const;

type CourseRole = (typeof courseRoles)[number];
type CourseLevel = (typeof courseLevels)[number];
export type SupervisionLevel = (typeof supervisionLevels)[number];

/** A period: start YYYY-MM or YYYY-MM-DD, end the same or null while it goes on. */
export interface TeachingPeriodEntry {
  start: string;
  end: string | null;
}

/** One course in one language. */
export interface CourseEntry {
  id: string;
  title: string;
  institution: string;
  role: CourseRole;
  level: CourseLevel;
  /** Newest first. */
  periods: TeachingPeriodEntry[];
  hours?: number;
  description?: string;
  url?: string;
}

/** One supervised student in one language. */
export interface StudentEntry {
  id: string;
  name: string;
  level: SupervisionLevel;
  start: string;
  end: string | null;
  thesis?: string;
  coSupervisors: string[];
}

/** The data file of /teaching/ (teaching.<lang>). */
export interface TeachingData {
  /** Ongoing or most recently taught first. */
  courses: CourseEntry[];
  /** By level (postdoc, doctoral, master, bachelor), each ongoing first then newest first; empty levels left out. */
  supervision: Array<{ level: SupervisionLevel; students: StudentEntry[] }>;
}

export const teachingDataKey = (language: string) => `teaching.${language}` as const;

/** The sort key of what ends last: an ongoing period ('9999') before any ended one. */
const endKey = (end: string | null) => end ?? '9999';

/** Newest first: ongoing first, then by end, then by start (stable). */
export function newestPeriodsFirst<T extends TeachingPeriodEntry>(periods: readonly T[]): T[] {
  return periods
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compareDesc(endKey(a.item.end), endKey(b.item.end)) || compareDesc(a.item.start, b.item.start) || a.index - b.index)
    .map(({ item }) => item);
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** Courses (their periods already newest first) by their newest period, ongoing first. */
export function coursesNewestFirst<T extends { periods: readonly TeachingPeriodEntry[] }>(courses: readonly T[]): T[] {
  const latest = (course: T) => course.periods[0] ?? { start: '', end: '' };
  return courses
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        compareDesc(endKey(latest(a.item).end), endKey(latest(b.item).end)) ||
        compareDesc(latest(a.item).start, latest(b.item).start) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** Students grouped by level, most senior first, each group ongoing first then newest first; empty levels left out. */
export function supervisionByLevel<T extends TeachingPeriodEntry & { level: SupervisionLevel }>(
  students: readonly T[],
): Array<{ level: SupervisionLevel; students: T[] }> {
  return supervisionLevels
    .map((level) => ({ level, students: newestPeriodsFirst(students.filter((student) => student.level === level)) }))
    .filter((group) => group.students.length > 0);
}

/** The YYYY-MM month of a period date (what the page shows). */
export const monthOf = (date: string) => date.slice(0, 7);
