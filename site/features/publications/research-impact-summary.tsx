import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { categoryLabelKeys } from '../../../core/collections/publications/categories.ts';
import styles from './publications.module.css';
import type { ResearchImpact } from '../../../core/collections/publications/research-impact.ts';

/** Specification section 9: publication count, total citations, open-access count, categories, and per category. */
export function ResearchImpactSummary({ impact }: { impact: ResearchImpact }) {
  const { t, format } = useI18n();
  const stats = [
    ['publications.statPublications', impact.publicationCount],
    ['publications.statCitations', impact.totalCitations],
    ['publications.statOpenAccess', impact.openAccessCount],
    ['publications.statCategories', impact.categoryCount],
  ] as const;

  return (
    <div className={styles.impact} data-testid="research-impact">
      <h3 id="publications-impact-title" className={styles.impactTitle}>
        {t('publications.impactTitle')}
      </h3>
      <dl className={styles.stats}>
        {stats.map(([labelKey, value]) => (
          <div key={labelKey} className={styles.stat}>
            <dt className={styles.statLabel}>{t(labelKey)}</dt>
            <dd className={styles.statValue}>{format.number(value)}</dd>
          </div>
        ))}
      </dl>
      {impact.perCategory.length > 0 && (
        <ul className={styles.categoryCounts} aria-labelledby="publications-impact-title">
          {impact.perCategory.map(({ category, count }) => (
            <li key={category} className={styles.categoryCount}>
              {t(categoryLabelKeys[category])}
              <span className={styles.count}>{format.number(count)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
