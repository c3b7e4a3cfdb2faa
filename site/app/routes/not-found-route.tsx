import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowLeftIcon } from '../../shared/ui/icons/arrow-left-icon.tsx';
import { PageHead } from '../head/page-head.tsx';
import styles from './not-found-route.module.css';

/** Any path the site does not have, in either language; the page logs the path (site/app/islands/page-services.ts). */
export function NotFoundRoute() {
  const { t, path } = useI18n();

  return (
    <>
      <PageHead page="notFound" />
      <section className={styles.page} aria-labelledby="not-found-title" data-not-found>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className={styles.title}>
          {t('notFound.title')}
        </h1>
        <p className={styles.message}>{t('notFound.description')}</p>
        {/* A full page load: the prerendered home page arrives with all its content at once. */}
        <a className={styles.homeLink} href={path('/')}>
          <ArrowLeftIcon />
          {t('notFound.returnHome')}
        </a>
      </section>
    </>
  );
}
