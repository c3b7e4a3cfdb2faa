import { useState } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './publications.module.css';

/**
 * The teaser, with a toggle to the full abstract only when the two differ; nothing when there is no abstract.
 * Both texts are in the HTML, so without JavaScript the full abstract shows.
 */
export function PublicationAbstract({
  abstract,
  teaser,
  textId,
  lang,
}: {
  abstract: string;
  teaser: string;
  textId: string;
  /** Where the abstract's language is not the page's. */
  lang?: string | undefined;
}) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  if (abstract.trim() === '') return null;

  const shortText = teaser.trim() === '' ? abstract : teaser;
  const expandable = shortText !== abstract;

  return (
    <div className={styles.abstract}>
      <p id={textId} className={styles.abstractText} lang={lang}>
        {expandable ? (
          <>
            <span hidden={expanded} data-needs-script>
              {shortText}
            </span>
            <span hidden={!expanded} data-shown-without-script>
              {abstract}
            </span>
          </>
        ) : (
          abstract
        )}
      </p>
      {expandable && (
        <button
          type="button"
          data-needs-script
          className={styles.textButton}
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('publications.showLess') : t('publications.readFullAbstract')}
        </button>
      )}
    </div>
  );
}
