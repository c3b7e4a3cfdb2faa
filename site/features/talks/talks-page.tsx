import { byYear } from '../../../core/collections/talks/talks-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { TalkItem } from './talk-item.tsx';
import { TalkTypeFilter, typesOf } from './talk-type-filter.tsx';
import styles from './talks.module.css';
import { useTalks } from './use-talks.ts';

/**
 * /talks/: a filter by type (CSS only), upcoming talks first (soonest first), then past ones newest first under
 * year headings; no island.
 */
export function TalksPage() {
  const { t } = useI18n();
  const talks = useTalks('all');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('talks.title')}</h1>
      {talks !== null && <TalkTypeFilter talks={[...talks.upcoming, ...talks.past]} />}
      {talks !== null && talks.upcoming.length > 0 && (
        <section aria-labelledby="talks-upcoming" data-talk-types={typesOf(talks.upcoming)}>
          <h2 id="talks-upcoming" className={styles.year}>
            {t('talks.upcoming')}
          </h2>
          <ul className={styles.list}>
            {talks.upcoming.map((talk) => (
              <TalkItem key={talk.id} talk={talk} anchor />
            ))}
          </ul>
        </section>
      )}
      {talks !== null &&
        byYear(talks.past).map(({ year, items }) => (
          <section key={year} aria-labelledby={`talks-year-${year}`} data-talk-types={typesOf(items)}>
            <h2 id={`talks-year-${year}`} className={styles.year}>
              {year}
            </h2>
            <ul className={styles.list}>
              {items.map((talk) => (
                <TalkItem key={talk.id} talk={talk} anchor />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
