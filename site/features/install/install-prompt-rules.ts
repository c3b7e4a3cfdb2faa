/** Spec section 9: the prompt appears this long after the browser offers installation… */
export const installPromptDelayMs = 30_000;
/**
 * The prompt's code and React load this long after the offer (or at the visitor's first use of its island),
 * not with the page: ready well before the prompt is due, and nothing loaded for a visitor who leaves sooner.
 */
export const installPromptWakeMs = installPromptDelayMs - 10_000;
/** …and only on screens up to the mobile breakpoint. */
export const installPromptMaxWidth = 1024;

export interface InstallPromptState {
  /** When the browser last offered installation (`beforeinstallprompt`), or null while there is no usable offer. */
  offeredAt: number | null;
  /** The latest time the prompt's clock has seen. */
  now: number;
  /** Dismissed in this session ('Not now', close, or the browser's own prompt declined). */
  dismissed: boolean;
  installed: boolean;
}

export type InstallPromptAction =
  | { type: 'offered'; at: number }
  | { type: 'tick'; at: number }
  /** The saved offer was used: the browser can show its prompt only once per offer. */
  | { type: 'prompted' }
  | { type: 'dismissed' }
  | { type: 'installed' };

export const initialInstallPromptState: InstallPromptState = {
  offeredAt: null,
  now: 0,
  dismissed: false,
  installed: false,
};

export function installPromptReducer(state: InstallPromptState, action: InstallPromptAction): InstallPromptState {
  switch (action.type) {
    case 'offered':
      // A repeated offer keeps the first one's clock: the visitor has been on the page since then.
      return { ...state, offeredAt: state.offeredAt ?? action.at, now: action.at };
    case 'tick':
      return { ...state, now: Math.max(state.now, action.at) };
    case 'prompted':
      return { ...state, offeredAt: null };
    case 'dismissed':
      return { ...state, dismissed: true };
    case 'installed':
      return { ...state, installed: true, offeredAt: null };
  }
}

export interface InstallPromptSurroundings {
  viewportWidth: number;
  /** Running as an installed app (display-mode: standalone, or iOS's navigator.standalone). */
  standalone: boolean;
}

/** When the offer becomes due, or null when there is nothing to wait for. */
export function installPromptDueAt(state: InstallPromptState): number | null {
  if (state.offeredAt === null || state.dismissed || state.installed) return null;
  return state.offeredAt + installPromptDelayMs;
}

export function mayShowInstallPrompt(state: InstallPromptState, surroundings: InstallPromptSurroundings): boolean {
  const dueAt = installPromptDueAt(state);
  return (
    dueAt !== null &&
    state.now >= dueAt &&
    surroundings.viewportWidth <= installPromptMaxWidth &&
    !surroundings.standalone
  );
}
