import type { TimelineFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { Timeline } from '../../shared/timeline/timeline.tsx';
import { TimelineSection } from '../../shared/timeline/timeline-section.tsx';
import { TimelineSkeleton } from '../../shared/timeline/timeline-skeleton.tsx';
import styles from '../../shared/timeline/timeline.module.css';

/** Specification section 4: how long the section stays loading after a client-side fetch (the reveal's stagger). */
const revealDelayMs = 400;

export function EducationSection() {
  const { t } = useI18n();
  const state = useStaggeredReveal(useData<TimelineFile>('education'), revealDelayMs);

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
