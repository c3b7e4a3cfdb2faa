import type { CvTalk } from '../../../core/cv/talk-entries.ts';
import type { CvCourse, CvSupervisionGroup } from '../../../core/cv/teaching-entries.ts';
import { linked, ListEntry } from './cv-list-entry.tsx';
import styles from './cv.module.css';

/** Past talks, newest first: title, then type, event and place, the month at the right. */
export function Talks({ talks }: { talks: CvTalk[] }) {
  return (
    <ul className={styles.entries}>
      {talks.map((talk) => (
        <ListEntry
          key={talk.id}
          title={linked(talk.title, talk.url)}
          dates={talk.date}
          dateTime={talk.dateIso}
          detail={[talk.type, talk.event, talk.location].filter((part) => part !== '').join(' · ')}
          text=""
        />
      ))}
    </ul>
  );
}

/** Courses, latest taught first: role, level, institution and hours, then each period when there are several. */
export function Courses({ courses }: { courses: CvCourse[] }) {
  return (
    <ul className={styles.entries}>
      {courses.map((course) => (
        <ListEntry key={course.id} title={linked(course.title, course.url)} dates={course.dates} detail={course.detail} text={course.periods.join(', ')} />
      ))}
    </ul>
  );
}

/** Supervised students under their level's heading (an h3, as the publications' groups). */
export function Supervision({ groups }: { groups: CvSupervisionGroup[] }) {
  return groups.map((group) => (
    <div key={group.heading} className={styles.group}>
      <h3 className={styles.groupHeading}>{group.heading}</h3>
      <ul className={styles.entries}>
        {group.students.map((student) => (
          <ListEntry key={student.id} title={student.name} dates={student.dates} detail={student.thesis} text={student.coSupervisors} />
        ))}
      </ul>
    </div>
  ));
}
