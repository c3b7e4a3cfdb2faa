import { Outlet } from 'react-router-dom';
import type { SiteConfig, UiStrings } from '../../schemas/types.generated.ts';
import { InstallPrompt } from '../features/install/install-prompt.tsx';
import { ServiceWorkerUpdates } from '../features/install/service-worker-updates.tsx';
import { useData } from '../shared/data/data-context.tsx';
import { I18nProvider, useI18n } from '../shared/i18n/i18n-context.tsx';
import type { Language } from '../shared/i18n/languages.ts';
import { SiteProvider } from '../shared/site/site-context.tsx';
import { ThemeProvider } from '../shared/theme/theme-context.tsx';
import { ToastProvider } from '../shared/ui/toast/toast-provider.tsx';
import { usePageAnalytics } from './analytics/use-page-analytics.ts';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import styles from './language-layout.module.css';

/** Everything around a page in one language: providers, skip link, header, main landmark, footer. */
export function LanguageLayout({ language }: { language: Language }) {
  const site = useData<SiteConfig>('site');
  const strings = useData<UiStrings>(`strings.${language}`);

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
    <SiteProvider site={site.data}>
      <ThemeProvider defaultPreference={site.data.defaultTheme}>
        <I18nProvider language={language} strings={strings.data as Record<string, string>}>
          <ToastProvider>
            <PageAnalytics endpoint={site.data.analytics.endpoint} />
            <SkipLink />
            <Header />
            <main id="main" tabIndex={-1} className={styles.main}>
              <Outlet />
            </main>
            <Footer />
            <InstallPrompt />
            <ServiceWorkerUpdates />
          </ToastProvider>
        </I18nProvider>
      </ThemeProvider>
    </SiteProvider>
  );
}

function PageAnalytics({ endpoint }: { endpoint: string | null }) {
  usePageAnalytics(endpoint);
  return null;
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main" className={styles.skipLink}>
      {t('nav.skipToContent')}
    </a>
  );
}
