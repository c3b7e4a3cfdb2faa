import { Fragment, useId, useState } from 'react';
import type { PublicationAuthor } from '../../../schemas/types.generated.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './publications.module.css';
import { collapsedAuthorCount, visibleAuthors } from './visible-authors.ts';

/** The author line: the first 3 with a '+N more' / 'show less' toggle; the owner in bold. */
export function PublicationAuthors({ authors, truncated }: { authors: PublicationAuthor[]; truncated: boolean }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const namesId = useId();
  if (authors.length === 0) return null;

  const { shown, hiddenCount } = visibleAuthors(authors, expanded);
  const collapsible = authors.length > collapsedAuthorCount;

  return (
    <p className={styles.authors}>
      <span id={namesId}>
        {shown.map((author, index) => (
          <Fragment key={`${index}-${author.name}`}>
            {index > 0 && ', '}
            {author.isOwner ? <strong className={styles.owner}>{author.name}</strong> : author.name}
          </Fragment>
        ))}
        {truncated && hiddenCount === 0 && `, ${t('publications.etAl')}`}
      </span>
      {collapsible && (
        <>
          {' '}
          <button
            type="button"
            className={styles.textButton}
            aria-expanded={expanded}
            aria-controls={namesId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? t('publications.showLessAuthors') : t('publications.moreAuthors', { n: hiddenCount })}
          </button>
        </>
      )}
    </p>
  );
}
