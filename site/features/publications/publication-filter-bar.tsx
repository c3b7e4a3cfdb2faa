import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { publicationFilterLabelKeys, publicationFilters, type PublicationFilter } from '../../../core/collections/publications/publication-filters.ts';
import styles from './publications.module.css';

/** Toggle buttons, one pressed at a time, each with the number of publications it shows. */
export function PublicationFilterBar({
  active,
  counts,
  controls,
  onChange,
}: {
  active: PublicationFilter;
  counts: Record<PublicationFilter, number>;
  /** Id of the list the filters act on. */
  controls: string;
  onChange: (filter: PublicationFilter) => void;
}) {
  const { t, format } = useI18n();
  return (
    <div role="group" aria-label={t('publications.filterLabel')} className={styles.filters} data-needs-script>
      {publicationFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.filter}
          aria-pressed={filter === active}
          aria-controls={controls}
          onClick={() => onChange(filter)}
        >
          {t(publicationFilterLabelKeys[filter])}
          <span className={styles.count}>
            <span className="visually-hidden"> (</span>
            {format.number(counts[filter])}
            <span className="visually-hidden">)</span>
          </span>
        </button>
      ))}
    </div>
  );
}
