import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

type RegisterSW = (options: RegisterSWOptions) => (reloadPage?: boolean) => Promise<void>;

export interface ServiceWorkerStarterOptions {
  registerSW: RegisterSW;
  isSupported: () => boolean;
  /** Service worker problems are only logged (spec section 8): the site works without one. */
  warn: (message: string, ...details: unknown[]) => void;
}

export interface ServiceWorkerStarter {
  /** Registers the service worker on the first call; `confirmUpdate` asks the visitor whether to refresh. */
  start: (confirmUpdate: () => boolean) => void;
}

/**
 * Registers the service worker once per page, however often the layout that starts it mounts. When a new
 * version is installed and waiting, the latest `confirmUpdate` asks whether to refresh; yes activates it
 * and reloads the page.
 */
export function createServiceWorkerStarter({
  registerSW,
  isSupported,
  warn,
}: ServiceWorkerStarterOptions): ServiceWorkerStarter {
  let started = false;
  let confirmUpdate: () => boolean = () => false;

  return {
    start(confirm) {
      confirmUpdate = confirm;
      if (started) return;
      started = true;
      if (!isSupported()) {
        warn('This browser does not support service workers: the site will not work offline.');
        return;
      }
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh() {
          if (confirmUpdate()) void updateServiceWorker(true);
        },
        onRegisterError(error: unknown) {
          warn('The service worker could not be registered: the site will not work offline.', error);
        },
      });
    },
  };
}
