/** The parts of `navigator.serviceWorker` the starter uses (a fake stands in for it in unit tests). */
export type ServiceWorkerContainerLike = Pick<ServiceWorkerContainer, 'register' | 'controller' | 'addEventListener'>;

export interface ServiceWorkerStarterOptions {
  /** `navigator.serviceWorker`, or null in a browser without service workers. */
  container: ServiceWorkerContainerLike | null;
  scriptUrl: string;
  reload: () => void;
  /** Service worker problems are only logged (spec section 8): the site works without one. */
  warn: (message: string, ...details: unknown[]) => void;
}

export interface ServiceWorkerStarter {
  /** Registers the service worker on the first call; `confirmUpdate` asks the visitor whether to refresh. */
  start: (confirmUpdate: () => boolean) => void;
}

/**
 * Registers the service worker once per page, however often the layout that starts it mounts. When a new
 * version is installed and waiting while an older one controls the page, the latest `confirmUpdate` asks
 * whether to refresh; yes tells the new version to take over, and the page reloads once it has.
 */
export function createServiceWorkerStarter({
  container,
  scriptUrl,
  reload,
  warn,
}: ServiceWorkerStarterOptions): ServiceWorkerStarter {
  let started = false;
  let confirmUpdate: () => boolean = () => false;
  let updateAccepted = false;

  function offerUpdate(waiting: ServiceWorker): void {
    // The first installation is not an update: nothing controls the page yet.
    if (!container?.controller || updateAccepted || !confirmUpdate()) return;
    updateAccepted = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  // Playwright's and some privacy tools' blocked register() resolves without a registration.
  function watch(registration: ServiceWorkerRegistration | undefined): void {
    if (!registration) return;
    if (registration.waiting) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offerUpdate(installing);
      });
    });
  }

  return {
    start(confirm) {
      confirmUpdate = confirm;
      if (started) return;
      started = true;
      if (!container) {
        warn('This browser does not support service workers: the site will not work offline.');
        return;
      }
      container.addEventListener('controllerchange', () => {
        if (updateAccepted) reload();
      });
      container.register(scriptUrl, { type: 'classic' }).then(watch, (error: unknown) => {
        warn('The service worker could not be registered: the site will not work offline.', error);
      });
    },
  };
}
