import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowLeftIcon } from '../../shared/ui/icons/arrow-left-icon.tsx';
import { PageHead } from '../head/page-head.tsx';
import styles from './not-found-route.module.css';

/** Any path the router does not know, in either language. */
export function NotFoundRoute() {
  const { t, path } = useI18n();
  const { pathname } = useLocation();

  // The specification logs the unknown path to the console. It is logged as information, not as an error:
  // the page works as designed, and the browser tests fail on any console error a real page prints.
  useEffect(() => {
    console.info('404:', pathname);
  }, [pathname]);

  return (
    <>
      <PageHead page="notFound" />
      <section className={styles.page} aria-labelledby="not-found-title">
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
