import type { NewsEntry } from '../../../core/collections/news/news-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { InlineText } from '../../shared/markdown/inline-text.tsx';
import styles from './news.module.css';

/** One news item: its day and its text; on /news/ its id is its anchor (/news/#<id>). */
export function NewsItem({ item, anchor }: { item: NewsEntry; anchor: boolean }) {
  const { format } = useI18n();
  return (
    <li className={styles.item} id={anchor ? item.id : undefined}>
      <time className={styles.date} dateTime={item.date}>
        {format.longDate(item.date) ?? item.date}
      </time>
      <p className={styles.text}>
        <InlineText nodes={item.text} />
      </p>
    </li>
  );
}
