import { Fragment, memo } from 'react';
import type { PublicationListEntry } from '../../../core/collections/publications/publication-data.ts';
import { categoryLabelKeys } from '../../../core/collections/publications/categories.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { authorRuns } from '../../../core/collections/publications/author-runs.ts';
import { langAttribute } from '../../../core/i18n/text-language.ts';
import { citationsLabel } from './citations-label.ts';
import { doiUrl } from './doi.ts';
import styles from './publications-page.module.css';
import { displayedVenue } from '../../../core/collections/publications/venue.ts';

/**
 * One compact entry of the publications page: title (to the paper's page), the first 3 authors then "+N more",
 * venue, year, type, citations, open access and DOI. A search changes only `hidden`: the entry's content is
 * memoised apart, so a search re-renders 1,000 list items and none of what they hold.
 */
export const PublicationEntry = memo(function PublicationEntry({
  entry,
  hidden,
  deferRendering,
}: {
  entry: PublicationListEntry;
  hidden: boolean;
  /** Skips layout and paint while far from the screen. */
  deferRendering: boolean;
}) {
  return (
    <li className={deferRendering ? `${styles.entry} ${styles.deferred}` : styles.entry} hidden={hidden} data-category={entry.category}>
      <EntryContent entry={entry} />
    </li>
  );
});

const EntryContent = memo(function EntryContent({ entry }: { entry: PublicationListEntry }) {
  const { t, path, format, language } = useI18n();
  const more = entry.authorCount - entry.authors.length;
  const venue = displayedVenue(entry.venue);
  const etAl = entry.authorsTruncated ? `, ${t('publications.etAl')}` : '';
  const authorsTail = more > 0 ? ` ${t('publications.moreAuthors', { n: more })}` : etAl;
  // One text node a run: with 1,000 entries, React's markers between adjacent texts were thousands of nodes.
  const meta = [
    venue,
    entry.year === null ? null : String(entry.year),
    t(categoryLabelKeys[entry.category]),
    citationsLabel(entry.citedByCount, format, t),
    entry.isOpenAccess ? t('publications.openAccess') : null,
  ].filter((part): part is string => part !== null);
  return (
    <>
      <a href={path(`/publications/${entry.key}/`)} className={styles.entryTitle} lang={langAttribute(entry.textLanguage, language)}>
        {entry.title}
      </a>
      {entry.authors.length > 0 && (
        <p className={styles.entryAuthors}>
          {authorRuns(entry.authors, authorsTail).map((run, index) =>
            run.owner ? <strong key={index}>{run.text}</strong> : <Fragment key={index}>{run.text}</Fragment>,
          )}
        </p>
      )}
      <p className={styles.entryMeta}>
        {entry.doi === null ? meta.join(' · ') : `${meta.join(' · ')} · `}
        {entry.doi !== null && (
          <a href={doiUrl(entry.doi)} rel="noopener noreferrer">
            {`DOI ${entry.doi}`}
          </a>
        )}
      </p>
    </>
  );
});
