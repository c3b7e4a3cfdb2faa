import type { NewsEntry } from '../../../core/collections/news/news-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { InlineText } from '../../shared/markdown/inline-text.tsx';
import { searchItem } from '../../shared/search/search-item.ts';
import styles from './news.module.css';

/**
 * One news item: its day and its text; on /news/ its id is its anchor (/news/#<id>), where the site search finds
 * it under its day (it has no title).
 */
export function NewsItem({ item, anchor }: { item: NewsEntry; anchor: boolean }) {
  const { format } = useI18n();
  const day = format.longDate(item.date) ?? item.date;
  return (
    <li className={styles.item} {...(anchor ? searchItem(item.id, day) : {})}>
      <time className={styles.date} dateTime={item.date}>
        {day}
      </time>
      <p className={styles.text}>
        <InlineText nodes={item.text} />
      </p>
    </li>
  );
}
