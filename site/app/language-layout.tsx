import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { SiteConfig, UiStrings } from '../../schemas/types.generated.ts';
import { InstallPrompt } from '../features/install/install-prompt.tsx';
import { useData } from '../shared/data/data-context.tsx';
import { useI18n } from '../shared/i18n/i18n-context.tsx';
import { splitLanguage, type Language } from '../../core/i18n/languages.ts';
import { searchSectionAt } from '../../core/site/site-pages.ts';
import { Island } from '../shared/islands/island.tsx';
import { ToastProvider } from '../shared/ui/toast/toast-provider.tsx';
import { Footer } from './footer/footer.tsx';
import { HeaderIsland } from './header/header-island.tsx';
import styles from './language-layout.module.css';
import { PageProviders } from './page-providers.tsx';
import { PageSettings } from './page-settings.tsx';

/** Everything around a page in one language: providers, skip link, header, main landmark, footer. */
export function LanguageLayout({ language }: { language: Language }) {
  const site = useData<SiteConfig>('site');
  const strings = useData<UiStrings>(`strings.${language}`);
  const location = useLocation();

  if (site.status === 'error' || strings.status === 'error') {
    return (
      <p role="alert" className={styles.fallback}>
        Error
      </p>
    );
  }
  if (site.status !== 'success' || strings.status !== 'success') {
    return <p className={styles.fallback}>Loading...</p>;
  }

  return (
    <PageProviders site={site.data} language={language} strings={strings.data as Record<string, string>}>
      <ToastProvider>
        <SkipLink />
        <HeaderIsland pathname={location.pathname} />
        <Main pathname={location.pathname}>
          <Outlet />
        </Main>
        <Footer />
        <Island name="install" load="offer">
          <InstallPrompt />
        </Island>
        <PageSettings />
      </ToastProvider>
    </PageProviders>
  );
}

/**
 * What the site search indexes (docs/search.md): the main content of the pages it lists (core/site/site-pages.ts),
 * each with the name of its part of the site for the results; header, footer and every other page are left out.
 */
function Main({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { t } = useI18n();
  const section = searchSectionAt(splitLanguage(pathname).neutralPath);
  const indexing = section === undefined ? {} : { 'data-pagefind-body': '', 'data-pagefind-meta': `section:${t(`nav.${section}`)}` };
  return (
    <main id="main" tabIndex={-1} className={styles.main} {...indexing}>
      {children}
    </main>
  );
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main" className={styles.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}
