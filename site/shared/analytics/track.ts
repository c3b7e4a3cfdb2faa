/** Specification section 7, Analytics: the events the site collects. */
export type AnalyticsEventName =
  | 'pageview'
  | 'interaction'
  | 'form_submission'
  | 'external_link_click'
  | 'publication_view'
  | 'video_interaction';

export type AnalyticsProps = Readonly<Record<string, string | number | boolean>>;

/** What the browser says about the visitor's wishes and where the page runs. */
export interface PrivacySignals {
  navigatorDoNotTrack: string | null | undefined;
  windowDoNotTrack: string | null | undefined;
  globalPrivacyControl: boolean | undefined;
  hostname: string;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Nothing is sent when the visitor asked not to be tracked, or on a developer's own machine. */
export function trackingAllowed(signals: PrivacySignals): boolean {
  if (signals.navigatorDoNotTrack === '1' || signals.windowDoNotTrack === '1') return false;
  if (signals.globalPrivacyControl === true) return false;
  return !localHosts.has(signals.hostname);
}

/** The beacon body: the event, its properties and the page path; nothing that identifies the visitor. */
export function beaconBody(name: AnalyticsEventName, props: AnalyticsProps, path: string): string {
  return JSON.stringify({ event: name, props, path });
}

// Until a page configures an endpoint (content/site.json analytics.endpoint), events go nowhere.
let endpoint: string | null = null;

export function configureAnalytics(url: string | null): void {
  endpoint = url;
}

function readPrivacySignals(): PrivacySignals {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return {
    navigatorDoNotTrack: browser.doNotTrack,
    windowDoNotTrack: (window as Window & { doNotTrack?: string | null }).doNotTrack,
    globalPrivacyControl: browser.globalPrivacyControl,
    hostname: window.location.hostname,
  };
}

/** Records an event; a no-op on the server, without an endpoint, or when tracking is not allowed. */
export function trackEvent(name: AnalyticsEventName, props: AnalyticsProps = {}): void {
  if (typeof window === 'undefined' || endpoint === null) return;
  if (!trackingAllowed(readPrivacySignals())) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  try {
    // A plain string goes as text/plain, which needs no CORS preflight.
    navigator.sendBeacon(endpoint, beaconBody(name, props, window.location.pathname));
  } catch {
    // Analytics must never break the page it measures.
  }
}
