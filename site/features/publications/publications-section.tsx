import { useState } from 'react';
import type { Publication } from '../../../schemas/types.generated.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataState } from '../../shared/data/data-store.ts';
import { sectionRevealDelayMs, useStaggeredReveal } from '../../shared/data/use-staggered-reveal.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import type {
  PublicationsHomeData,
  PublicationsHomeFilterData,
} from '../../../core/collections/publications/publication-data.ts';
import type { PublicationFilter } from '../../../core/collections/publications/publication-filters.ts';
import { PublicationCard } from './publication-card.tsx';
import { PublicationFilterBar } from './publication-filter-bar.tsx';
import { publicationsErrorMessage } from './publications-error-message.ts';
import styles from './publications.module.css';
import { ResearchImpactSummary } from './research-impact-summary.tsx';

const listId = 'publications-list';

/**
 * Specification section 2, Publications: filters, at most 6 cards and the research-impact summary. The page
 * carries only those 6 cards and the counts (`publications-home`), whatever the number of works; a category
 * filter fetches its own 6 (`publications-home.<category>`).
 */
export function PublicationsSection() {
  const { t } = useI18n();
  const home = useStaggeredReveal(useData<PublicationsHomeData>('publications-home'), sectionRevealDelayMs.publications);

  return (
    <section id="publications" aria-labelledby="publications-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="publications-title" className={styles.sectionTitle}>
          {t('publications.title')}
        </h2>
        <p className={styles.sectionSubtitle}>{t('publications.subtitle')}</p>
      </header>
      {home.status === 'loading' && <PublicationsSkeleton />}
      {home.status === 'error' && <PublicationsError error={home.error} />}
      {home.status === 'success' && <PublicationsContent home={home.data} />}
    </section>
  );
}

function PublicationsContent({ home }: { home: PublicationsHomeData }) {
  const { t, format, path } = useI18n();
  const [filter, setFilter] = useState<PublicationFilter>('all');
  const updatedAt = format.longDate(home.updatedAt);

  return (
    <>
      <p className={styles.updated}>
        {updatedAt !== null && <>{t('publications.lastUpdated', { date: updatedAt })} · </>}
        {t('publications.syncedFrom')}
      </p>
      <PublicationFilterBar active={filter} counts={home.counts} controls={listId} onChange={setFilter} />
      {filter === 'all' ? <PublicationCards cards={home.cards} /> : <FilteredCards filter={filter} />}
      <p className={styles.allPublications}>
        <a href={path('/publications/')} className={styles.allPublicationsLink}>
          {t('publications.allPublications', { n: format.number(home.total) })}
          <ArrowRightIcon />
        </a>
      </p>
      <ResearchImpactSummary impact={home.impact} />
    </>
  );
}

function FilteredCards({ filter }: { filter: Exclude<PublicationFilter, 'all'> }) {
  const state: DataState<PublicationsHomeFilterData> = useData(`publications-home.${filter}`);
  if (state.status === 'loading') return <PublicationsSkeleton />;
  if (state.status === 'error') return <PublicationsError error={state.error} />;
  return <PublicationCards cards={state.data.cards} />;
}

function PublicationCards({ cards }: { cards: readonly Publication[] }) {
  const { t } = useI18n();
  return (
    <>
      <ul id={listId} className={styles.list}>
        {cards.map((publication) => (
          <li key={publication.id}>
            <PublicationCard publication={publication} />
          </li>
        ))}
      </ul>
      {cards.length === 0 && <p className={styles.empty}>{t('publications.empty')}</p>}
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
