/** Specification section 9: toasts last 4000 ms and at most 3 are visible. */
export const toastDurationMs = 4000;
export const maxVisibleToasts = 3;

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  message: string;
  tone: ToastTone;
}

interface Toast extends ToastMessage {
  id: number;
  /** Display time still owed to the toast, counted from `runningSince`. */
  remainingMs: number;
  /** When its timer last started; null while paused. */
  runningSince: number | null;
}

export interface ToastQueue {
  /** Oldest first. */
  toasts: readonly Toast[];
  /** True while the visitor hovers or focuses the toasts: nothing expires under their eyes. */
  paused: boolean;
}

export const emptyToastQueue: ToastQueue = { toasts: [], paused: false };

/** Adds a toast; when that makes more than the visible maximum, the oldest ones leave. */
export function addToast(queue: ToastQueue, id: number, message: ToastMessage, now: number): ToastQueue {
  const toast: Toast = { ...message, id, remainingMs: toastDurationMs, runningSince: queue.paused ? null : now };
  return { ...queue, toasts: [...queue.toasts, toast].slice(-maxVisibleToasts) };
}

/** A pause ends with the last toast, so that a toast shown later never waits for a hover that already left. */
function withToasts(queue: ToastQueue, toasts: readonly Toast[]): ToastQueue {
  return toasts.length === 0 ? emptyToastQueue : { ...queue, toasts };
}

export function dismissToast(queue: ToastQueue, id: number): ToastQueue {
  return withToasts(
    queue,
    queue.toasts.filter((toast) => toast.id !== id),
  );
}

function remainingAt(toast: Toast, now: number): number {
  return toast.runningSince === null ? toast.remainingMs : toast.remainingMs - (now - toast.runningSince);
}

export function pauseToasts(queue: ToastQueue, now: number): ToastQueue {
  if (queue.paused) return queue;
  return {
    paused: true,
    toasts: queue.toasts.map((toast) => ({ ...toast, remainingMs: remainingAt(toast, now), runningSince: null })),
  };
}

export function resumeToasts(queue: ToastQueue, now: number): ToastQueue {
  if (!queue.paused) return queue;
  return { paused: false, toasts: queue.toasts.map((toast) => ({ ...toast, runningSince: now })) };
}

/** Drops the toasts whose time is up. */
export function expireToasts(queue: ToastQueue, now: number): ToastQueue {
  const toasts = queue.toasts.filter((toast) => remainingAt(toast, now) > 0);
  return toasts.length === queue.toasts.length ? queue : withToasts(queue, toasts);
}

/** When the next toast runs out, or null when none is counting down. */
export function nextExpiryAt(queue: ToastQueue): number | null {
  let next: number | null = null;
  for (const toast of queue.toasts) {
    if (toast.runningSince === null) continue;
    const at = toast.runningSince + toast.remainingMs;
    if (next === null || at < next) next = at;
  }
  return next;
}
