import type { TimelineFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { experienceErrorMessage } from './experience-error-message.ts';
import { Timeline } from '../../shared/timeline/timeline.tsx';
import { TimelineSection } from '../../shared/timeline/timeline-section.tsx';
import { TimelineSkeleton } from '../../shared/timeline/timeline-skeleton.tsx';
import styles from '../../shared/timeline/timeline.module.css';

/** Specification section 4: how long the section stays loading after a client-side fetch (the reveal's stagger). */
const revealDelayMs = 600;

export function ExperienceSection() {
  const { t } = useI18n();
  const state = useStaggeredReveal(useData<TimelineFile>('experience'), revealDelayMs);

  return (
    <TimelineSection id="experience" title={t('experience.title')} subtitle={t('experience.subtitle')}>
      {state.status === 'loading' && <TimelineSkeleton />}
      {state.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorLabel}>{t('experience.errorLoading')}</p>
          <p>{experienceErrorMessage(state.error, t)}</p>
        </div>
      )}
      {state.status === 'success' && <Timeline items={state.data.items} idPrefix="experience" />}
    </TimelineSection>
  );
}
