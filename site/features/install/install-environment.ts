/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export const installDismissedKey = 'portfolio-install-dismissed';

function standaloneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(display-mode: standalone)') : null;
}

/** True inside the installed app: the display-mode media query, or Safari's own flag on iOS. */
export function isStandaloneDisplay(): boolean {
  return standaloneQuery()?.matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

export function subscribeToDisplayMode(onChange: () => void): () => void {
  const query = standaloneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function subscribeToViewportWidth(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function readSessionDismissal(): boolean {
  try {
    return sessionStorage.getItem(installDismissedKey) === 'true';
  } catch {
    return false; // storage blocked (privacy settings): nothing was stored
  }
}

export function storeSessionDismissal(): void {
  try {
    sessionStorage.setItem(installDismissedKey, 'true');
  } catch {
    // Storage blocked: the dismissal still holds for as long as this page stays open.
  }
}

let earlyOffer: { event: BeforeInstallPromptEvent; at: number } | null = null;

/** On a page of islands the offer comes before the prompt's code: the page keeps it until the prompt mounts. */
export function keepEarlyOffer(event: BeforeInstallPromptEvent): void {
  earlyOffer = { event, at: Date.now() };
}

export function takeEarlyOffer(): { event: BeforeInstallPromptEvent; at: number } | null {
  const offer = earlyOffer;
  earlyOffer = null;
  return offer;
}
