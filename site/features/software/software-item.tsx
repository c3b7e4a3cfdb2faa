import { doiUrl, licenseUrl, type SoftwareEntry, type SoftwarePageEntry } from '../../../core/collections/software/software-data.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { searchItem } from '../../shared/search/search-item.ts';
import styles from './software.module.css';

/** Its kind, version and day of release. */
function Facts({ item }: { item: SoftwareEntry }) {
  const { t, format } = useI18n();
  return (
    <p className={styles.meta}>
      <span className={styles.kind}>{t(`software.kind.${item.kind}`)}</span>
      {item.version !== undefined && <span>{t('software.versionNumber', { version: item.version })}</span>}
      <time dateTime={item.date}>{format.longDate(item.date) ?? item.date}</time>
    </p>
  );
}

/** DOI, repository and website, each a link named after the item for screen readers. */
function Links({ item }: { item: SoftwareEntry }) {
  const { t } = useI18n();
  const links = [
    item.doi === undefined ? null : { href: doiUrl(item.doi), text: `DOI ${item.doi}`, label: `DOI ${item.doi}` },
    item.repository === undefined ? null : { href: item.repository, text: t('software.repository'), label: t('software.repositoryOf', { name: item.name }) },
    item.url === undefined ? null : { href: item.url, text: t('software.website'), label: t('software.websiteOf', { name: item.name }) },
  ].filter((link) => link !== null);
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} aria-label={link.label}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One item on /software/: its anchor (where the site search finds it under its name), facts, description,
 * licence, authors, the papers it implements, its links and its BibTeX entry in a Cite block.
 */
export function SoftwareItem({ item }: { item: SoftwarePageEntry }) {
  const { t, path } = useI18n();
  return (
    <li className={styles.item} {...searchItem(item.id, item.name)}>
      <h3 className={styles.title}>{item.name}</h3>
      <Facts item={item} />
      <p className={styles.description}>{item.description}</p>
      <dl className={styles.details}>
        {item.license !== undefined && (
          <div>
            <dt>{t('software.license')}</dt>
            <dd>
              <a href={licenseUrl(item.license)}>{item.license}</a>
            </dd>
          </div>
        )}
        {item.language !== undefined && (
          <div>
            <dt>{t('software.language')}</dt>
            <dd>{item.language}</dd>
          </div>
        )}
        {item.authors.length > 0 && (
          <div>
            <dt>{t('software.authors')}</dt>
            <dd>{item.authors.join(', ')}</dd>
          </div>
        )}
        {item.papers.length > 0 && (
          <div>
            <dt>{t('software.papers')}</dt>
            <dd>
              <ul className={styles.papers}>
                {item.papers.map((paper) => (
                  <li key={paper.neutralPath}>
                    <a href={path(paper.neutralPath)}>{paper.title}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      <Links item={item} />
      <details className={styles.cite}>
        <summary aria-label={t('software.citeOf', { name: item.name })}>{t('software.cite')}</summary>
        <pre className={styles.bibtex} data-pagefind-ignore="all">
          <code>{item.bibtex}</code>
        </pre>
      </details>
    </li>
  );
}

/** An item on the home page: its facts and name, linking to its entry on /software/. */
export function SoftwareCard({ item }: { item: SoftwareEntry }) {
  const { path } = useI18n();
  return (
    <li className={styles.item}>
      <h3 className={styles.title}>
        <a href={`${path('/software/')}#${item.id}`}>{item.name}</a>
      </h3>
      <Facts item={item} />
      <p className={styles.description}>{item.description}</p>
    </li>
  );
}
