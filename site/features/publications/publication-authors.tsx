import { useState } from 'react';
import { authorRuns } from '../../../core/collections/publications/author-runs.ts';
import type { PublicationAuthor } from '../../../schemas/types.generated.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './publications.module.css';
import { splitAuthors } from './split-authors.ts';

/**
 * The author line: the first 3 with a '+N more' / 'show less' toggle; the owner in bold. Every name is in the
 * HTML, so without JavaScript the whole list shows.
 */
export function PublicationAuthors({
  authors,
  truncated,
  namesId,
}: {
  authors: PublicationAuthor[];
  truncated: boolean;
  /** The id of the names, unique in the page: the toggle controls them. */
  namesId: string;
}) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  if (authors.length === 0) return null;

  const { first, rest } = splitAuthors(authors);
  const etAl = truncated ? `, ${t('publications.etAl')}` : '';

  return (
    <p className={styles.authors}>
      <span id={namesId}>
        <AuthorNames authors={first} tail={rest.length === 0 ? etAl : ''} />
        {rest.length > 0 && (
          <span hidden={!expanded} data-shown-without-script>
            <AuthorNames head=", " authors={rest} tail={etAl} />
          </span>
        )}
      </span>
      {rest.length > 0 && (
        <>
          {' '}
          <button
            type="button"
            data-needs-script
            className={styles.textButton}
            aria-expanded={expanded}
            aria-controls={namesId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('publications.showLessAuthors') : t('publications.moreAuthors', { n: rest.length })}
          </button>
        </>
      )}
    </p>
  );
}

/** The names as runs (authorRuns): one text node between the owner's, not two per name (a home page of long lists). */
function AuthorNames({ authors, head = '', tail }: { authors: readonly PublicationAuthor[]; head?: string; tail: string }) {
  return authorRuns(authors, tail, head).map((run, index) =>
    run.owner ? (
      <strong key={index} className={styles.owner}>
        {run.text}
      </strong>
    ) : (
      run.text
    ),
  );
}
