import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import {
  isStandaloneDisplay,
  readSessionDismissal,
  storeSessionDismissal,
  subscribeToDisplayMode,
  subscribeToViewportWidth,
  takeEarlyOffer,
  type BeforeInstallPromptEvent,
} from './install-environment.ts';
import {
  initialInstallPromptState,
  installPromptDueAt,
  installPromptReducer,
  mayShowInstallPrompt,
} from './install-prompt-rules.ts';

export interface InstallPrompt {
  visible: boolean;
  /** Opens the browser's own install prompt with the saved offer. */
  install: () => Promise<void>;
  /** 'Not now' or close: no prompt again in this session. */
  dismiss: () => void;
}

const readViewportWidth = () => window.innerWidth;
// In the prerender nothing is offered yet, so these values never show anything.
const serverViewportWidth = () => Number.POSITIVE_INFINITY;
const serverStandalone = () => false;

/** The install prompt's lifecycle: saves the browser's offer, waits 30 s, and hides for good once answered. */
export function useInstallPrompt(): InstallPrompt {
  const [state, dispatch] = useReducer(installPromptReducer, initialInstallPromptState);
  const offer = useRef<BeforeInstallPromptEvent | null>(null);
  const viewportWidth = useSyncExternalStore(subscribeToViewportWidth, readViewportWidth, serverViewportWidth);
  const standalone = useSyncExternalStore(subscribeToDisplayMode, isStandaloneDisplay, serverStandalone);

  useEffect(() => {
    if (readSessionDismissal()) dispatch({ type: 'dismissed' });
    const early = takeEarlyOffer();
    if (early) {
      offer.current = early.event;
      dispatch({ type: 'offered', at: early.at });
    }
    const onOffer = (event: Event) => {
      event.preventDefault(); // our prompt replaces the browser's own mini-infobar
      offer.current = event as BeforeInstallPromptEvent;
      dispatch({ type: 'offered', at: Date.now() });
    };
    const onInstalled = () => {
      offer.current = null;
      dispatch({ type: 'installed' });
    };
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dueAt = installPromptDueAt(state);
  useEffect(() => {
    if (dueAt === null) return;
    // An offer kept while the prompt's code loaded (a page of islands) may be due already.
    if (dueAt <= Date.now()) {
      dispatch({ type: 'tick', at: Date.now() });
      return;
    }
    // The timer was set for dueAt: a browser that fires it a millisecond early must not lose the prompt.
    const timer = window.setTimeout(
      () => dispatch({ type: 'tick', at: Math.max(Date.now(), dueAt) }),
      dueAt - Date.now(),
    );
    return () => window.clearTimeout(timer);
  }, [dueAt]);

  const install = useCallback(async () => {
    const savedOffer = offer.current;
    offer.current = null;
    dispatch({ type: 'prompted' });
    if (!savedOffer) return;
    try {
      await savedOffer.prompt();
      const choice = await savedOffer.userChoice;
      if (choice.outcome === 'accepted') {
        dispatch({ type: 'installed' });
      } else {
        storeSessionDismissal();
        dispatch({ type: 'dismissed' });
      }
    } catch (error) {
      console.warn('The browser could not show its install prompt:', error);
    }
  }, []);

  const dismiss = useCallback(() => {
    storeSessionDismissal();
    dispatch({ type: 'dismissed' });
  }, []);

  return { visible: mayShowInstallPrompt(state, { viewportWidth, standalone }), install, dismiss };
}
