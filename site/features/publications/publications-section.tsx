import { useState } from 'react';
import type { PublicationsFile } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { sectionRevealDelayMs, useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { formatUpdatedAt } from './format-updated-at.ts';
import { PublicationCard } from './publication-card.tsx';
import { PublicationFilterBar } from './publication-filter-bar.tsx';
import { countByFilter, filterPublications, type PublicationFilter } from './publication-filters.ts';
import { publicationsErrorMessage } from './publications-error-message.ts';
import styles from './publications.module.css';
import { ResearchImpactSummary } from './research-impact-summary.tsx';

const listId = 'publications-list';

/** Specification section 2, Publications: filters, cards and the research-impact summary. */
export function PublicationsSection() {
  const { t } = useI18n();
  const publications = useStaggeredReveal(useData<PublicationsFile>('publications'), sectionRevealDelayMs.publications);

  return (
    <section id="publications" aria-labelledby="publications-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="publications-title" className={styles.sectionTitle}>
          {t('publications.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('publications.subtitle')}</p>
      </header>
      {publications.status === 'loading' && <PublicationsSkeleton />}
      {publications.status === 'error' && <PublicationsError error={publications.error} />}
      {publications.status === 'success' && <PublicationsContent file={publications.data} />}
    </section>
  );
}

function PublicationsContent({ file }: { file: PublicationsFile }) {
  const { t, locale } = useI18n();
  const [filter, setFilter] = useState<PublicationFilter>('all');
  const updatedAt = formatUpdatedAt(file.updated_at, locale);
  const shown = filterPublications(file.items, filter);

  return (
    <>
      <p className={styles.updated}>
        {updatedAt !== null && <>{t('publications.lastUpdated', { date: updatedAt })} · </>}
        {t('publications.syncedFrom')}
      </p>
      <PublicationFilterBar active={filter} counts={countByFilter(file.items)} controls={listId} onChange={setFilter} />
      <ul id={listId} className={styles.list}>
        {shown.map((publication) => (
          <li key={publication.id}>
            <PublicationCard publication={publication} />
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className={styles.empty}>{t('publications.empty')}</p>}
      <ResearchImpactSummary publications={file.items} />
    </>
  );
}

/** Specification section 9: a skeleton of 4 publication items. */
const publicationSkeletonCount = 4;

function PublicationsSkeleton() {
  const { t } = useI18n();
  return (
    <div className={styles.list} aria-busy="true" data-testid="publications-skeleton">
      <p role="status" className="visually-hidden">
        {t('common.loading')}
      </p>
      {Array.from({ length: publicationSkeletonCount }, (_, index) => (
        <div key={index} className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
          <div className={`${styles.skeletonBlock} ${styles.skeletonTitle}`} />
          <div className={`${styles.skeletonBlock} ${styles.skeletonLine}`} />
          <div className={`${styles.skeletonBlock} ${styles.skeletonLineShort}`} />
        </div>
      ))}
    </div>
  );
}

/** Specification section 8: the title, what went wrong, and that the data is weekly so a later visit helps. */
function PublicationsError({ error }: { error: Error }) {
  const { t } = useI18n();
  return (
    <div role="alert" className={`${styles.card} ${styles.errorCard}`}>
      <h3 className={styles.errorTitle}>{t('publications.errorTitle')}</h3>
      <p>{publicationsErrorMessage(error, t)}</p>
      <p className={styles.errorNote}>{t('publications.errorNote')}</p>
    </div>
  );
}
