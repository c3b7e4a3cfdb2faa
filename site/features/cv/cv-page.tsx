import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { CvDocument } from './cv-document.tsx';
import styles from './cv.module.css';
import { useCv } from './use-cv.ts';

/** The /cv/ page: the CV of the page's language, readable without JavaScript, with its PDF to download. */
export function CvPage() {
  const { t } = useI18n();
  const view = useCv();
  if (view.status === 'error') {
    return (
      <p role="alert" className={styles.page}>
        {t('publications.errorFallback')}
      </p>
    );
  }
  if (view.status === 'loading') {
    return (
      <p role="status" className={styles.page}>
        {t('common.loading')}
      </p>
    );
  }
  return <CvDocument cv={view.cv} pdfHref={view.pdfHref} />;
}
