import { courseRoleKeys, monthOf, type TeachingPeriodEntry } from '../../../core/collections/teaching/teaching-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { searchItem } from '../../shared/search/search-item.ts';
import styles from './teaching.module.css';
import { useTeaching } from './use-teaching.ts';

/** "Sep 2023 – Jan 2024", "Sep 2025 – present": months, each a <time>. */
function Period({ period }: { period: TeachingPeriodEntry }) {
  const { t, format } = useI18n();
  return (
    <span className={styles.period}>
      <time dateTime={period.start}>{format.month(monthOf(period.start))}</time>
      {' – '}
      {period.end === null ? t('teaching.present') : <time dateTime={period.end}>{format.month(monthOf(period.end))}</time>}
    </span>
  );
}

/**
 * /teaching/: the courses (ongoing or latest first: title, role, level, institution, periods, hours) and the
 * students supervised, by level (PhD first), each ongoing first. Each course and student has its anchor, where
 * the site search finds it under its title or name. Plain HTML, no island.
 */
export function TeachingPage() {
  const { t, format } = useI18n();
  const teaching = useTeaching();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('teaching.title')}</h1>
      {teaching !== null && teaching.courses.length > 0 && (
        <section aria-labelledby="teaching-courses">
          <h2 id="teaching-courses" className={styles.heading}>
            {t('teaching.courses')}
          </h2>
          <ul className={styles.list}>
            {teaching.courses.map((course) => (
              <li key={course.id} {...searchItem(course.id, course.title)} className={styles.item}>
                <h3 className={styles.title}>
                  {course.url === undefined ? (
                    course.title
                  ) : (
                    <a href={course.url} className={styles.link}>
                      {course.title}
                    </a>
                  )}
                </h3>
                <p className={styles.meta}>
                  <span className={styles.role}>{t(courseRoleKeys[course.role])}</span>
                  {' · '}
                  <span>{t(`teaching.level.${course.level}`)}</span>
                  {' · '}
                  <span>{course.institution}</span>
                  {course.hours !== undefined && (
                    <>
                      {' · '}
                      <span>{t('teaching.hours', { n: format.number(course.hours) })}</span>
                    </>
                  )}
                </p>
                <p className={styles.periods}>
                  {course.periods.map((period, index) => (
                    <span key={`${period.start}-${index}`}>
                      {index > 0 && ', '}
                      <Period period={period} />
                    </span>
                  ))}
                </p>
                {course.description !== undefined && <p className={styles.description}>{course.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {teaching !== null && teaching.supervision.length > 0 && (
        <section aria-labelledby="teaching-supervision">
          <h2 id="teaching-supervision" className={styles.heading}>
            {t('teaching.supervision')}
          </h2>
          {teaching.supervision.map(({ level, students }) => (
            <section key={level} aria-labelledby={`supervision-${level}`}>
              <h3 id={`supervision-${level}`} className={styles.levelHeading}>
                {t(`teaching.supervisionLevel.${level}`)}
              </h3>
              <ul className={styles.list}>
                {students.map((student) => (
                  <li key={student.id} {...searchItem(student.id, student.name)} className={styles.item}>
                    <p className={styles.name}>
                      {student.name}
                      {' · '}
                      <Period period={student} />
                    </p>
                    {student.thesis !== undefined && <p className={styles.thesis}>{student.thesis}</p>}
                    {student.coSupervisors.length > 0 && (
                      <p className={styles.meta}>{t('teaching.coSupervisors', { names: student.coSupervisors.join(', ') })}</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
