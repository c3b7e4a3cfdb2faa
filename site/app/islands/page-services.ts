import { configureAnalytics, trackEvent } from '../../shared/analytics/track.ts';
import { loadDraft, sessionStorageOrNull } from '../../features/contact/contact-draft.ts';
import { followHeaderScroll } from '../header/header-scroll.ts';
import { languageStorageKey } from '../../../core/i18n/languages.ts';
import { isModifiedClick, scrollToSection } from '../../shared/scroll/scroll-to-section.ts';
import { followThemePreference } from '../../shared/theme/theme-class.ts';
import { isThemePreference } from '../../../core/theme/theme-preference.ts';
import { keepEarlyOffer, type BeforeInstallPromptEvent } from '../../features/install/install-environment.ts';
import { installPromptMaxWidth, installPromptWakeMs } from '../../features/install/install-prompt-rules.ts';
import { createServiceWorkerStarter } from '../../features/install/service-worker-starter.ts';
import { pageSettingsAttribute } from './page-settings-attribute.ts';
import { addSpeculationRules } from './speculation-rules.ts';

/**
 * What a page of islands does without React: the service worker and its update question, the page view,
 * the header's background past the first 50 px of scrolling,
 * the 404 path in the console, the theme following the system, in-page links that scroll and move focus,
 * language links that store the choice, the next page prefetched on intent,
 * the install offer kept for the prompt, an unsent contact draft brought back, and broken images hidden.
 */
export function startPageServices(islands: HTMLElement[], wake: (island: HTMLElement) => Promise<void>): void {
  const settings = document.querySelector<HTMLElement>(`[${pageSettingsAttribute}]`)?.dataset ?? {};

  if (!import.meta.env.DEV) {
    const serviceWorker = createServiceWorkerStarter({
      container: 'serviceWorker' in navigator ? navigator.serviceWorker : null,
      scriptUrl: `${import.meta.env.BASE_URL}service-worker.js`,
      reload: () => window.location.reload(),
      warn: (message, ...details) => console.warn(message, ...details),
    });
    serviceWorker.start(() => window.confirm(settings.updateConfirm ?? ''));
  }

  followThemePreference(isThemePreference(settings.defaultTheme) ? settings.defaultTheme : 'system');
  configureAnalytics(settings.analyticsEndpoint ?? null);
  trackEvent('pageview', { path: window.location.pathname });

  // The specification logs the unknown path; as information: the page works as designed.
  if (document.querySelector('[data-not-found]')) console.info('404:', window.location.pathname);

  const installIsland = islands.find((island) => island.dataset.load === 'offer');
  if (installIsland) {
    window.addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault(); // the site's own prompt replaces the browser's mini-infobar
      keepEarlyOffer(event as BeforeInstallPromptEvent);
      // The prompt is for small screens only: a desktop window loads no React for it. It is due 30 s after the
      // offer: its code loads some seconds before, not with the page.
      setTimeout(() => {
        if (window.innerWidth <= installPromptMaxWidth) void wake(installIsland);
      }, installPromptWakeMs);
    }, { once: true });
  }

  // A draft the visitor left in the contact form is shown again at once, as before they reloaded.
  const contact = islands.find((island) => island.dataset.island === 'contact');
  if (contact && loadDraft(sessionStorageOrNull())) void wake(contact);

  for (const island of islands) {
    if (island.dataset.load === 'query' && window.location.search !== '') void wake(island);
  }
  const header = document.querySelector<HTMLElement>('header[data-scrolled]');
  if (header) followHeaderScroll(header);

  followLinks();
  addSpeculationRules();
  hideBrokenImages();
}

/**
 * A link to a section of this page ('#skills', or '/#skills' on the home page) scrolls there with the visitor's
 * motion preference and moves focus to it, in the task of the click, whether its island has hydrated or not
 * (a hydrated island's handler, which does the same, has then taken the click already). A language link
 * stores the choice before the twin page loads, so that page's boot script respects it.
 */
function followLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || isModifiedClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const language = link.dataset.rememberLanguage;
    if (language) rememberLanguage(language);
    const samePage = link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;
    const id = decodeURIComponent(link.hash.slice(1));
    if (samePage && id !== '' && scrollToSection(id)) event.preventDefault();
  });
}

function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage blocked: the twin page still opens; the choice is not remembered for the next visit.
  }
}

const hiddenWhenBroken = '[data-hidden-when-broken]';

function hideFrameOf(image: Element): void {
  image.closest(hiddenWhenBroken)?.remove();
}

/** Specification section 8: a project image that cannot be loaded disappears, before or after this runs. */
function hideBrokenImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) hideFrameOf(event.target);
    },
    { capture: true },
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`${hiddenWhenBroken} img`)) {
    if (image.complete && image.naturalWidth === 0) image.decode().catch(() => hideFrameOf(image));
  }
}
