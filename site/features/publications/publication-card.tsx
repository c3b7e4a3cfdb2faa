import type { Publication } from '../../../schemas/types.generated.ts';
import { trackEvent } from '../../shared/analytics/track.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { OpenAccessIcon } from '../../shared/ui/icons/open-access-icon.tsx';
import { QuoteIcon } from '../../shared/ui/icons/quote-icon.tsx';
import { categoryLabelKeys } from '../../../core/collections/publications/categories.ts';
import { paperDownloads } from '../../../core/collections/publications/publication-data.ts';
import { publicationKey } from '../../../core/collections/publications/publication-key.ts';
import { langAttribute, workLanguage } from '../../../core/i18n/text-language.ts';
import { citationsLabel } from './citations-label.ts';
import { DoiChip } from './doi-chip.tsx';
import { PublicationAbstract } from './publication-abstract.tsx';
import { PublicationAuthors } from './publication-authors.tsx';
import styles from './publications.module.css';
import { useCopyWithToast } from './use-copy-with-toast.ts';
import { displayedVenue } from '../../../core/collections/publications/venue.ts';

/** The paper's BibTeX entry: its .bib download, so that the card copies the very text every export gives. */
async function paperBibtex(publication: Publication): Promise<string> {
  const response = await fetch(paperDownloads(publicationKey(publication)).bibtex);
  if (!response.ok) throw new Error(`The BibTeX entry could not be loaded (HTTP ${response.status}).`);
  return response.text();
}

export function PublicationCard({ publication }: { publication: Publication }) {
  const { t, format, language } = useI18n();
  const copy = useCopyWithToast();
  const textLang = langAttribute(workLanguage(publication), language);
  const idPrefix = `publication-${publication.id}`;
  const titleId = `${idPrefix}-title`;
  const venue = displayedVenue(publication.venue);
  const opened = () => trackEvent('publication_view', { id: publication.id });

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <p className={styles.category}>{t(categoryLabelKeys[publication.category])}</p>
      <h3 id={titleId} className={styles.cardTitle} lang={textLang}>
        <ExternalLink href={publication.url} onClick={opened}>
          {publication.title}
        </ExternalLink>
      </h3>
      <PublicationAuthors
        authors={publication.authors}
        truncated={publication.authorsTruncated === true}
        namesId={`${idPrefix}-authors`}
      />
      <ul className={styles.meta}>
        {venue !== null && <li className={styles.venue}>{venue}</li>}
        {publication.year !== null && <li>{publication.year}</li>}
        <li>{citationsLabel(publication.citedByCount, format, t)}</li>
        {publication.isOpenAccess && (
          <li>
            {publication.oaUrl === null ? (
              <span className={styles.openAccess}>
                <OpenAccessIcon />
                {t('publications.openAccess')}
              </span>
            ) : (
              <ExternalLink href={publication.oaUrl} className={styles.openAccess} onClick={opened}>
                <OpenAccessIcon />
                {t('publications.openAccess')}
                <span className="visually-hidden">: {t('publications.fullText')}</span>
              </ExternalLink>
            )}
          </li>
        )}
      </ul>
      <PublicationAbstract
        abstract={publication.abstract}
        teaser={publication.abstractTeaser}
        textId={`${idPrefix}-abstract`}
        lang={textLang}
      />
      <div className={styles.actions}>
        {publication.doi !== null && <DoiChip doi={publication.doi} />}
        <button
          type="button"
          data-needs-script
          className={styles.chip}
          aria-describedby={titleId}
          onClick={() => void copy(paperBibtex(publication), t('publications.bibtexCopied'))}
        >
          <QuoteIcon />
          {t('publications.cite')}
        </button>
        {publication.preprintUrl !== undefined && (
          <ExternalLink href={publication.preprintUrl} className={styles.preprintLink}>
            {t('publications.preprint')}
          </ExternalLink>
        )}
      </div>
    </article>
  );
}
