import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { NewsItem } from './news-item.tsx';
import styles from './news.module.css';
import { useNews } from './use-news.ts';

/** Home page: the newest news items (core/collections/news/news-model.ts) and a link to /news/. */
export function NewsSection() {
  const { t, path } = useI18n();
  const news = useNews('home');
  if (news === null) return null;
  return (
    <section id="news" aria-labelledby="news-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="news-title" className={styles.sectionTitle}>
          {t('news.title')}
        </h2>
      </header>
      <ul className={styles.list}>
        {news.items.map((item) => (
          <NewsItem key={item.id} item={item} anchor={false} />
        ))}
      </ul>
      <p className={styles.viewAllRow}>
        <a href={path('/news/')} className={styles.viewAll}>
          {t('news.viewAll', { n: news.total })}
          <ArrowRightIcon />
        </a>
      </p>
    </section>
  );
}
