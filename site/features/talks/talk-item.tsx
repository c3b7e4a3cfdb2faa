import type { TalkEntry } from '../../../core/collections/talks/talks-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { searchItem } from '../../shared/search/search-item.ts';
import styles from './talks.module.css';

/**
 * One talk: its day, type, title, event and place, abstract (on /talks/) and links; on /talks/ its id is its
 * anchor, where the site search finds it under its title.
 */
export function TalkItem({ talk, anchor }: { talk: TalkEntry; anchor: boolean }) {
  const { t, format } = useI18n();
  const links = [
    talk.slides === undefined ? null : { href: talk.slides, text: t('talks.slides'), label: t('talks.slidesOf', { title: talk.title }) },
    talk.video === undefined ? null : { href: talk.video, text: t('talks.video'), label: t('talks.videoOf', { title: talk.title }) },
    talk.url === undefined ? null : { href: talk.url, text: t('talks.link'), label: t('talks.linkOf', { title: talk.title }) },
  ].filter((link) => link !== null);
  return (
    <li className={styles.item} {...(anchor ? searchItem(talk.id, talk.title) : {})} data-talk-type={talk.type}>
      <p className={styles.meta}>
        <time className={styles.date} dateTime={talk.date}>
          {format.longDate(talk.date) ?? talk.date}
        </time>
        <span className={styles.type}>{t(`talks.type.${talk.type}`)}</span>
      </p>
      <h3 className={styles.title}>{talk.title}</h3>
      <p className={styles.event}>
        {talk.event}
        {talk.location === undefined ? null : <span className={styles.location}>{`, ${talk.location}`}</span>}
      </p>
      {anchor && talk.abstract !== undefined ? <p className={styles.abstract}>{talk.abstract}</p> : null}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-label={link.label}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
