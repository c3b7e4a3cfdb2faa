import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { CloseIcon } from '../icons/close-icon.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  expireToasts,
  nextExpiryAt,
  pauseToasts,
  resumeToasts,
  type ToastMessage,
  type ToastQueue,
  type ToastTone,
} from './toast-queue.ts';
import styles from './toast.module.css';

/** Specification section 9: toasts are 356 px wide with a 14 px gap between them. */
const toastWidthPx = 356;
const toastGapPx = 14;

export interface ToastApi {
  show: (message: string, tone?: ToastTone) => void;
}

type ToastAction =
  | { type: 'add'; id: number; message: ToastMessage; now: number }
  | { type: 'dismiss'; id: number }
  | { type: 'pause'; now: number }
  | { type: 'resume'; now: number }
  | { type: 'expire'; now: number };

function reduceToasts(queue: ToastQueue, action: ToastAction): ToastQueue {
  switch (action.type) {
    case 'add':
      return addToast(queue, action.id, action.message, action.now);
    case 'dismiss':
      return dismissToast(queue, action.id);
    case 'pause':
      return pauseToasts(queue, action.now);
    case 'resume':
      return resumeToasts(queue, action.now);
    case 'expire':
      return expireToasts(queue, action.now);
  }
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of the page and renders them in a live region at the end of the body, added when the
 * provider mounts in the browser: before any toast, so that each one is announced, and not in the prerendered
 * HTML, which only an island that shows toasts (site/app/islands/island-registry.ts) needs it for.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, dispatch] = useReducer(reduceToasts, emptyToastQueue);
  const [portalReady, setPortalReady] = useState(false);
  const lastId = useRef(0);

  const api = useMemo<ToastApi>(
    () => ({
      show: (message, tone = 'info') => {
        lastId.current += 1;
        dispatch({ type: 'add', id: lastId.current, message: { message, tone }, now: Date.now() });
      },
    }),
    [],
  );

  useEffect(() => {
    const expiresAt = nextExpiryAt(queue);
    if (expiresAt === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'expire', now: Date.now() }), Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [queue]);

  useEffect(() => setPortalReady(true), []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {portalReady && createPortal(<ToastViewport queue={queue} dispatch={dispatch} />, document.body)}
    </ToastContext.Provider>
  );
}

/** Shows a short message to the visitor; needs a <ToastProvider> above. */
export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a <ToastProvider> above it');
  return toast;
}

const viewportSize = { '--toast-width': `${toastWidthPx}px`, '--toast-gap': `${toastGapPx}px` } as CSSProperties;

function ToastViewport({ queue, dispatch }: { queue: ToastQueue; dispatch: (action: ToastAction) => void }) {
  const { t } = useI18n();
  // Hover and keyboard focus each hold the timers; they run again once neither does.
  const holds = useRef({ hover: false, focus: false });

  const updateHold = useCallback(
    (reason: 'hover' | 'focus', held: boolean) => {
      holds.current[reason] = held;
      const paused = holds.current.hover || holds.current.focus;
      dispatch({ type: paused ? 'pause' : 'resume', now: Date.now() });
    },
    [dispatch],
  );

  const hasToasts = queue.toasts.length > 0;
  useEffect(() => {
    if (!hasToasts) holds.current = { hover: false, focus: false };
  }, [hasToasts]);

  const leaveFocus = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) updateHold('focus', false);
  };

  return (
    <section
      className={styles.viewport}
      style={viewportSize}
      aria-label={t('common.notifications')}
      aria-live="polite"
      aria-relevant="additions text"
      aria-atomic="false"
    >
      <ol
        className={styles.list}
        onMouseEnter={() => updateHold('hover', true)}
        onMouseLeave={() => updateHold('hover', false)}
        onFocus={() => updateHold('focus', true)}
        onBlur={leaveFocus}
      >
        {queue.toasts.map((toast) => (
          <li key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`}>
            <p className={styles.message}>{toast.message}</p>
            <DismissButton onDismiss={() => dispatch({ type: 'dismiss', id: toast.id })} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function DismissButton({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useI18n();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = t('common.dismissNotification');
  return (
    <>
      <button ref={buttonRef} type="button" className={styles.dismiss} aria-label={label} onClick={onDismiss}>
        <CloseIcon />
      </button>
      <Tooltip label={label} triggerRef={buttonRef} />
    </>
  );
}
