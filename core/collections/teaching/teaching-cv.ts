import type { SupervisedStudent, TeachingCourse, TeachingFile } from '../../../schemas/types.generated.ts';
import { listSection, type CvContext, type CvSection } from '../../cv/cv-section.ts';
import { nameIn, textIn } from '../../cv/localized.ts';
import type { Formats } from '../../i18n/intl-memo.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { CollectionCv } from '../collection-model.ts';
import { periodText } from '../period-text.ts';
import { courseRoleKeys, coursesNewestFirst, newestPeriodsFirst, supervisionByLevel } from './teaching-model.ts';

/** What the CV shows of a course: its description stays on /teaching/. */
export type CvCourseSource = Omit<TeachingCourse, 'description'>;

/** The data file `teaching-cv`: every course and supervised student of teaching.json, the fields the CV shows. */
export interface CvTeachingFile {
  courses: CvCourseSource[];
  supervision: SupervisedStudent[];
}

export function cvTeachingData(file: TeachingFile): CvTeachingFile {
  return {
    courses: file.courses.map(({ description: _description, ...course }) => course),
    supervision: file.supervision,
  };
}

export interface CvCourse {
  id: string;
  title: string;
  /** The course's page, '' when none. */
  url: string;
  /** Role, level, institution and hours in words ('Lecturer · Master’s · UBA · 24 h'). */
  detail: string;
  /** From its first start to its last end, or to the present while it goes on ('Sep 2023 – Present'). */
  dates: string;
  /** Each period, newest first, when it was taught more than once; else none (its dates say it). */
  periods: string[];
}

interface CvStudent {
  id: string;
  name: string;
  dates: string;
  thesis: string;
  /** 'Co-supervised with …', '' when supervised alone. */
  coSupervisors: string;
}

/** The students of one level, headed by its name ('PhD students'). */
export interface CvSupervisionGroup {
  heading: string;
  students: CvStudent[];
}

/** The courses, the one taught most recently (or still taught) first, as /teaching/ orders them. */
export function courseEntries(courses: readonly CvCourseSource[], language: string, format: Formats, t: Translate): CvCourse[] {
  const present = t('cv.present');
  const withPeriodsNewestFirst = courses.map((course) => ({ ...course, periods: newestPeriodsFirst(course.periods) }));
  return coursesNewestFirst(withPeriodsNewestFirst).map((course) => {
    const first = course.periods.reduce((earliest, period) => (period.start < earliest ? period.start : earliest), course.periods[0]!.start);
    const parts = [
      t(courseRoleKeys[course.role]),
      t(`teaching.level.${course.level}`),
      nameIn(course.institution, language),
      course.hours === undefined ? '' : t('teaching.hours', { n: format.number(course.hours) }),
    ];
    return {
      id: course.id,
      title: textIn(course.title, language),
      url: course.url ?? '',
      detail: parts.filter((part) => part !== '').join(' · '),
      // Ongoing periods sort first, so the first period's end is the course's.
      dates: periodText(first, course.periods[0]!.end, format, present),
      periods: course.periods.length > 1 ? course.periods.map((period) => periodText(period.start, period.end, format, present)) : [],
    };
  });
}

/** The supervised students by level, the most senior first, each level's ongoing then newest first. */
export function supervisionEntries(students: readonly SupervisedStudent[], language: string, format: Formats, t: Translate): CvSupervisionGroup[] {
  const present = t('cv.present');
  return supervisionByLevel(students).map(({ level, students: ofLevel }) => ({
    heading: t(`teaching.supervisionLevel.${level}`),
    students: ofLevel.map(({ id, name, start, end, thesis, coSupervisors = [] }) => ({
      id,
      name,
      dates: periodText(start, end, format, present),
      thesis: textIn(thesis, language),
      coSupervisors: coSupervisors.length === 0 ? '' : t('teaching.coSupervisors', { names: coSupervisors.join(', ') }),
    })),
  }));
}

/** The CV's section of the courses: role, level, institution and hours, then each period when there are several. */
function coursesSection(file: CvTeachingFile, { language, format, t }: CvContext): CvSection {
  return listSection(
    t('cv.teaching'),
    courseEntries(file.courses, language, format, t).map((course) => ({
      id: course.id,
      title: course.title,
      url: course.url,
      dates: course.dates,
      detail: course.detail,
      text: course.periods.join(', '),
    })),
  );
}

/** The CV's section of the supervised students: a list per level, under its heading. */
function supervisionSection(file: CvTeachingFile, { language, format, t }: CvContext): CvSection {
  return {
    heading: t('cv.supervision'),
    layout: 'list',
    groups: supervisionEntries(file.supervision, language, format, t).map((group) => ({
      heading: group.heading,
      items: group.students.map((student) => ({
        id: student.id,
        title: student.name,
        url: '',
        dates: student.dates,
        detail: student.thesis,
        text: student.coSupervisors,
      })),
    })),
  };
}

export const teachingCv = {
  dataKey: 'teaching-cv',
  sections: { teaching: coursesSection, supervision: supervisionSection },
} as const satisfies CollectionCv<'teaching'>;
