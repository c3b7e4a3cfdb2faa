import { useI18n } from '../i18n/i18n-context.tsx';
import styles from './timeline.module.css';

/** Specification section 9: experience shows 3 placeholder entries while it loads. */
const timelineSkeletonCount = 3;

export function TimelineSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <ol className={styles.timeline} aria-hidden="true">
        {Array.from({ length: timelineSkeletonCount }, (_, index) => (
          <li key={index} className={styles.entry} data-testid="timeline-skeleton-item">
            <span className={styles.dot} />
            <div className={`${styles.card} ${styles.skeletonCard}`}>
              <span className={`${styles.skeletonLine} ${styles.skeletonTitle}`} />
              <span className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLine} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
