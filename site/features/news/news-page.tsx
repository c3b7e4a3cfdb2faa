import { byYear } from '../../../core/collections/news/news-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { NewsItem } from './news-item.tsx';
import styles from './news.module.css';
import { useNews } from './use-news.ts';

/** /news/: every item, newest first, under year headings; plain HTML, no island. */
export function NewsPage() {
  const { t } = useI18n();
  const news = useNews('all');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('news.title')}</h1>
      {news !== null &&
        byYear(news.items).map(({ year, items }) => (
          <section key={year} aria-labelledby={`news-year-${year}`}>
            <h2 id={`news-year-${year}`} className={styles.year}>
              {year}
            </h2>
            <ul className={styles.list}>
              {items.map((item) => (
                <NewsItem key={item.id} item={item} anchor />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
