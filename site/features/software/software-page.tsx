import { softwareCitationPaths } from '../../../core/collections/software/software-data.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { SoftwareItem } from './software-item.tsx';
import styles from './software.module.css';
import { useSoftware } from './use-software.ts';

/**
 * /software/: the items under their kind (software, datasets, models, notebooks), newest first, each with its
 * citation, and every citation together as BibTeX, RIS and CSL-JSON. Plain HTML, no island.
 */
export function SoftwarePage() {
  const { t, path } = useI18n();
  const software = useSoftware();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('software.title')}</h1>
      {software !== null && software.total > 0 && (
        <p className={styles.downloads} data-pagefind-ignore="all">
          {t('software.allCitations')}
          {': '}
          <a href={path(softwareCitationPaths.bibtex)} download>
            BibTeX
          </a>
          {', '}
          <a href={path(softwareCitationPaths.ris)} download>
            RIS
          </a>
          {', '}
          <a href={path(softwareCitationPaths.csl)} download>
            CSL-JSON
          </a>
        </p>
      )}
      {software?.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`software-${group.kind}`}>
          <h2 id={`software-${group.kind}`} className={styles.group}>
            {t(`software.group.${group.kind}`)}
          </h2>
          <ul className={styles.list}>
            {group.items.map((item) => (
              <SoftwareItem key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
