import { Fragment, useState } from 'react';
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
  const etAl = truncated && `, ${t('publications.etAl')}`;

  return (
    <p className={styles.authors}>
      <span id={namesId}>
        <AuthorNames authors={first} />
        {rest.length === 0 ? (
          etAl
        ) : (
          <span hidden={!expanded} data-shown-without-script>
            , <AuthorNames authors={rest} />
            {etAl}
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

function AuthorNames({ authors }: { authors: readonly PublicationAuthor[] }) {
  return authors.map((author, index) => (
    <Fragment key={`${index}-${author.name}`}>
      {index > 0 && ', '}
      {author.isOwner ? <strong className={styles.owner}>{author.name}</strong> : author.name}
    </Fragment>
  ));
}
