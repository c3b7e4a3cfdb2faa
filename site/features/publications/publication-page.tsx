import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { categoryLabelKeys } from '../../../core/collections/publications/categories.ts';
import type { RelatedBlock } from '../../../core/collections/related-to-works.ts';
import type { PublicationDetails, PublicationPageData } from '../../../core/collections/publications/publication-data.ts';
import { langAttribute, workLanguage } from '../../../core/i18n/text-language.ts';
import { ExternalLink } from '../../shared/ui/external-link.tsx';
import { ArrowLeftIcon } from '../../shared/ui/icons/arrow-left-icon.tsx';
import { citationsLabel } from './citations-label.ts';
import { Island } from '../../shared/islands/island.tsx';
import { CiteIsland } from './cite-island.tsx';
import { doiUrl } from './doi.ts';
import { venueWithNumbers } from '../../../core/collections/publications/paper-details.ts';
import { authorRunsWithOrcids } from '../../../core/collections/publications/author-runs.ts';
import styles from './publication-page.module.css';

/** /publications/<key>/: one work, everything known about it, and how to cite it; its data file is `dataKey`. */
export function PublicationPage({ dataKey }: { itemKey: string; dataKey: string }) {
  const { t, path } = useI18n();
  const state = useData<PublicationPageData>(dataKey as DataKey);
  return (
    <article className={styles.page} aria-labelledby="publication-title">
      <nav aria-label={t('publicationPage.navLabel')}>
        <a href={path('/publications/')} className={styles.backLink}>
          <ArrowLeftIcon />
          {t('publicationPage.back')}
        </a>
      </nav>
      {state.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {t('common.loading')}
        </p>
      )}
      {state.status === 'error' && <p role="alert">{t('publications.errorFallback')}</p>}
      {state.status === 'success' && <PaperDetails data={state.data} />}
    </article>
  );
}

function PaperDetails({ data }: { data: PublicationPageData }) {
  const { t, format, language: pageLanguage } = useI18n();
  const { publication } = data;
  const textLang = langAttribute(workLanguage(publication), pageLanguage);
  const venue = venueWithNumbers(publication);
  const language = publication.language ? format.languageName(publication.language) : null;
  const facts: [string, string][] = [
    ...(venue ? ([[t('publicationPage.venue'), venue]] as [string, string][]) : []),
    ...(publication.year !== null ? ([[t('publicationPage.year'), String(publication.year)]] as [string, string][]) : []),
    [t('publicationPage.type'), t(categoryLabelKeys[publication.category])],
    ...(language ? ([[t('publicationPage.language'), language]] as [string, string][]) : []),
  ];
  return (
    <>
      <h1 id="publication-title" className={styles.title} lang={textLang}>
        {publication.title}
      </h1>
      <Authors publication={publication} />
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {/* Not searched, and changed by most refreshes: the papers' search index is kept while only counts change. */}
        <div className={styles.fact} data-pagefind-ignore="all">
          <dt>{t('publicationPage.citations')}</dt>
          <dd>{citationsLabel(publication.citedByCount, format, t)}</dd>
        </div>
      </dl>
      <Links publication={publication} manuscript={data.manuscript} />
      {publication.abstract.trim() !== '' && (
        <section aria-labelledby="abstract-title">
          <h2 id="abstract-title" className={styles.heading} data-pagefind-ignore="all">
            {t('publicationPage.abstract')}
          </h2>
          <p className={styles.abstract} lang={textLang}>
            {publication.abstract}
          </p>
        </section>
      )}
      {(publication.keywords ?? []).length > 0 && (
        <section aria-labelledby="keywords-title">
          <h2 id="keywords-title" className={styles.heading} data-pagefind-ignore="all">
            {t('publicationPage.keywords')}
          </h2>
          <ul className={styles.keywords} lang={textLang}>
            {(publication.keywords ?? []).map((keyword) => (
              <li key={keyword}>{keyword}</li>
            ))}
          </ul>
        </section>
      )}
      <Related blocks={data.related?.[pageLanguage] ?? []} />
      <Island name="cite" props={{ publicationKey: data.key }}>
        <CiteIsland publicationKey={data.key} />
      </Island>
    </>
  );
}

/**
 * What the other collections' items say of the work (the talks that presented it, the software that implements
 * it), a block each, newest first, each item linking to its entry on its collection's page.
 */
function Related({ blocks }: { blocks: readonly RelatedBlock[] }) {
  const { t, format, path } = useI18n();
  const href = (neutralPath: string) => {
    const [page = '', anchor] = neutralPath.split('#');
    return anchor === undefined ? path(page) : `${path(page)}#${anchor}`;
  };
  return blocks.map((block) => (
    <section key={block.id} aria-labelledby={`${block.id}-related-title`}>
      <h2 id={`${block.id}-related-title`} className={styles.heading} data-pagefind-ignore="all">
        {t(block.headingKey)}
      </h2>
      <ul className={styles.related}>
        {block.items.map((item) => (
          <li key={item.id}>
            <a href={href(item.neutralPath)}>{item.title}</a>
            <span className={styles.muted}>
              {item.detail === undefined ? ' — ' : ` — ${item.detail}, `}
              <time dateTime={item.date}>{format.longDate(item.date) ?? item.date}</time>
              {item.labelKey === undefined ? '' : ` (${t(item.labelKey)})`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** Every author; the owner emphasised; an ORCID link where OpenAlex knows it (one text node between those). */
function Authors({ publication }: { publication: PublicationDetails }) {
  const { t } = useI18n();
  if (publication.authors.length === 0) return null;
  const tail = publication.authorsTruncated === true ? `, ${t('publications.etAl')}` : '';
  return (
    <p className={styles.authors}>
      {authorRunsWithOrcids(publication.authors, tail).map((part, index) =>
        'orcid' in part ? (
          <a
            key={index}
            href={`https://orcid.org/${part.orcid}`}
            className={styles.orcid}
            aria-label={t('publicationPage.orcidOf', { name: part.name })}
          >
            ORCID
          </a>
        ) : part.owner ? (
          <strong key={index}>{part.text}</strong>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function Links({ publication, manuscript }: { publication: PublicationDetails; manuscript: string | undefined }) {
  const { t } = useI18n();
  const freeText = publication.pdfUrl ?? publication.oaUrl;
  // Link names (DOI, PDF…) are the same on every paper: the search leaves them out.
  return (
    <ul className={styles.links} data-pagefind-ignore="all">
      {manuscript !== undefined && (
        <li>
          <a href={manuscript} type="application/pdf">
            {t('publicationPage.manuscriptPdf')}
          </a>
        </li>
      )}
      {publication.doi !== null && (
        <li>
          <ExternalLink href={doiUrl(publication.doi)}>DOI {publication.doi}</ExternalLink>
        </li>
      )}
      {publication.isOpenAccess && freeText && (
        <li>
          <ExternalLink href={freeText}>
            {publication.pdfUrl ? t('publicationPage.freePdf') : t('publications.fullText')}
          </ExternalLink>
        </li>
      )}
      {publication.doi === null && (
        <li>
          <ExternalLink href={publication.url}>{t('publicationPage.publisherPage')}</ExternalLink>
        </li>
      )}
    </ul>
  );
}
