import type { TimelineFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { sectionRevealDelayMs, useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { Timeline } from './timeline.tsx';
import { TimelineSection } from './timeline-section.tsx';
import { TimelineSkeleton } from './timeline-skeleton.tsx';
import styles from './timeline.module.css';

export function EducationSection() {
  const { t } = useI18n();
  const state = useStaggeredReveal(useData<TimelineFile>('education'), sectionRevealDelayMs.education);

  return (
    <TimelineSection id="education" title={t('education.title')} subtitle={t('education.subtitle')}>
      {state.status === 'loading' && <TimelineSkeleton />}
      {state.status === 'error' && (
        <p role="alert" className={`${styles.error} ${styles.errorLabel}`}>
          {t('education.errorLoading')}
        </p>
      )}
      {state.status === 'success' && <Timeline items={state.data.items} idPrefix="education" />}
    </TimelineSection>
  );
}
