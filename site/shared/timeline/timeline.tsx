import type { TimelineItem } from '../../../schemas/types.generated.ts';
import { sortNewestFirst } from './sort-timeline.ts';
import { TimelineCard } from './timeline-card.tsx';
import styles from './timeline.module.css';

/** A vertical timeline, newest entry first. */
export function Timeline({ items, idPrefix }: { items: readonly TimelineItem[]; idPrefix: string }) {
  return (
    <ol className={styles.timeline}>
      {sortNewestFirst(items).map((item) => (
        <li key={item.id} className={styles.entry}>
          <span className={styles.dot} aria-hidden="true" />
          <TimelineCard item={item} idPrefix={idPrefix} />
        </li>
      ))}
    </ol>
  );
}
