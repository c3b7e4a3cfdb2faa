import { useEffect } from 'react';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { createServiceWorkerStarter } from './service-worker-starter.ts';

const serviceWorker = createServiceWorkerStarter({
  container: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null,
  scriptUrl: `${import.meta.env.BASE_URL}service-worker.js`,
  reload: () => window.location.reload(),
  warn: (message, ...details) => console.warn(message, ...details),
});

/** Registers the service worker once the page has hydrated, and asks before refreshing to a new version. */
export function ServiceWorkerUpdates() {
  const { t } = useI18n();
  useEffect(() => {
    // `portfolio dev` serves no service worker, and one would keep serving pages from before an edit.
    if (import.meta.env.DEV) return;
    serviceWorker.start(() => window.confirm(t('update.confirm')));
  }, [t]);
  return null;
}
