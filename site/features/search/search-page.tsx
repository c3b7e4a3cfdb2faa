import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { Island } from '../../shared/islands/island.tsx';
import { SearchBox } from './search-box.tsx';
import styles from './search.module.css';

/** A list page of the site (publications, talks…), by its link and its name in the page's language. */
export interface ListLink {
  href: string;
  label: string;
}

/**
 * /search/: the search field (an island that loads at once when the URL holds a query), and the site's lists,
 * which answer without JavaScript: there the field, which cannot search, is left out and a line says why.
 */
export function SearchPage({ lists }: { lists: readonly ListLink[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('search.title')}</h1>
      <p className={styles.intro}>{t('search.intro')}</p>
      <Island name="search" load="query">
        <SearchBox />
      </Island>
      {lists.length > 0 ? (
        <section className={styles.browse} aria-labelledby="search-browse">
          <h2 id="search-browse" className={styles.browseTitle}>
            {t('search.browse')}
          </h2>
          <p data-shown-without-script hidden>
            {t('search.needsScript')}
          </p>
          <ul className={styles.lists}>
            {lists.map((list) => (
              <li key={list.href}>
                <a href={list.href}>{list.label}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
