import type { ReactNode } from 'react';
import styles from './cv.module.css';

/** One line of the talks, teaching, awards, grants or service: what, then where and when, then a sentence. */
export function ListEntry({ title, dates, dateTime, detail, text }: { title: ReactNode; dates: string; dateTime?: string; detail: string; text: string }) {
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
export function linked(title: string, url: string): ReactNode {
  return url === '' ? title : <a href={url}>{title}</a>;
}
