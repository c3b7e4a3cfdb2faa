import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { paperDownloads, type PublicationPageData } from '../../../core/collections/publications/publication-data.ts';
import { CopyIcon } from '../../shared/ui/icons/copy-icon.tsx';
import { DownloadIcon } from '../../shared/ui/icons/download-icon.tsx';
import styles from './publication-page.module.css';
import { useCopyWithToast } from './use-copy-with-toast.ts';

/** "Cite": the formatted reference and the paper's BibTeX entry (when the build made them), to copy or download. */
export function CiteBlock({ data }: { data: PublicationPageData }) {
  const { t, language } = useI18n();
  const copy = useCopyWithToast();
  const { bibtex } = data;
  const reference = data.references?.[language];
  const downloads = paperDownloads(data.key);
  return (
    <section aria-labelledby="cite-title" className={styles.cite} data-pagefind-ignore="all">
      <h2 id="cite-title" className={styles.heading}>
        {t('cite.title')}
      </h2>
      {reference && <p className={styles.reference}>{reference}</p>}
      {bibtex !== undefined && (
        // A figure names the entry by its caption (a <pre> may not carry aria-label); tabIndex lets keys scroll it.
        <figure className={styles.bibtexFigure}>
          <figcaption className={styles.bibtexCaption}>BibTeX</figcaption>
          <pre className={styles.bibtex} tabIndex={0}>
            {bibtex}
          </pre>
        </figure>
      )}
      <div className={styles.citeActions}>
        {bibtex !== undefined && (
          <button
            type="button"
            data-needs-script
            className={styles.button}
            onClick={() => void copy(bibtex, t('publications.bibtexCopied'))}
          >
            <CopyIcon />
            {t('cite.copyBibtex')}
          </button>
        )}
        {reference && (
          <button
            type="button"
            data-needs-script
            className={styles.button}
            onClick={() => void copy(reference, t('cite.referenceCopied'))}
          >
            <CopyIcon />
            {t('cite.copyReference')}
          </button>
        )}
        <a className={styles.button} href={downloads.bibtex} download>
          <DownloadIcon />
          {t('cite.downloadBibtex')}
        </a>
        <a className={styles.button} href={downloads.ris} download>
          <DownloadIcon />
          {t('cite.downloadRis')}
        </a>
      </div>
    </section>
  );
}
