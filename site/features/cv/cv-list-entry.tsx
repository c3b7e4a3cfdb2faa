import type { ReactNode } from 'react';
import type { CvGroup, CvListItem } from '../../../core/cv/cv-section.ts';
import styles from './cv.module.css';

/** One line of the talks, teaching, awards, grants or service: what, then where and when, then a sentence. */
function ListEntry({ title, dates, dateTime, detail, text }: { title: ReactNode; dates: string; dateTime?: string; detail: string; text: string }) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryTop}>
        <p className={styles.entryTitle}>
          <strong>{title}</strong>
        </p>
        <p className={styles.dates}>{dateTime === undefined ? dates : <time dateTime={dateTime}>{dates}</time>}</p>
      </div>
      {detail !== '' && <p className={styles.detail}>{detail}</p>}
      {text !== '' && <p>{text}</p>}
    </li>
  );
}

/** A title linking to its page when it has one. */
function linked(title: string, url: string): ReactNode {
  return url === '' ? title : <a href={url}>{title}</a>;
}

/** A section's lists: its one list, or a list per group under the group's heading (an h3, as the works' groups). */
export function ListGroups({ groups }: { groups: CvGroup<CvListItem>[] }) {
  return groups.map((group) => {
    const list = (
      <ul key={group.heading} className={styles.entries}>
        {group.items.map((item) => (
          <ListEntry key={item.id} title={linked(item.title, item.url)} dates={item.dates} dateTime={item.dateIso} detail={item.detail} text={item.text} />
        ))}
      </ul>
    );
    if (group.heading === '') return list;
    return (
      <div key={group.heading} className={styles.group}>
        <h3 className={styles.groupHeading}>{group.heading}</h3>
        {list}
      </div>
    );
  });
}
