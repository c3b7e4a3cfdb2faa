import { describe, expect, it } from 'vitest';
import {
  addToast,
  dismissToast,
  emptyToastQueue,
  expireToasts,
  maxVisibleToasts,
  nextExpiryAt,
  pauseToasts,
  resumeToasts,
  toastDurationMs,
  type ToastQueue,
} from './toast-queue.ts';

const info = (message: string) => ({ message, tone: 'info' as const });
const messages = (queue: ToastQueue) => queue.toasts.map((toast) => toast.message);

describe('toast queue', () => {
  it('uses the constants of specification section 9', () => {
    expect(toastDurationMs).toBe(4000);
    expect(maxVisibleToasts).toBe(3);
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    let queue = emptyToastQueue;
    for (const [index, text] of ['a', 'b', 'c', 'd', 'e'].entries()) queue = addToast(queue, index, info(text), 0);
    expect(messages(queue)).toEqual(['c', 'd', 'e']);
  });

  it('expires a toast exactly 4000 ms after it appeared', () => {
    let queue = addToast(emptyToastQueue, 1, info('a'), 1000);
    queue = addToast(queue, 2, info('b'), 2500);
    expect(nextExpiryAt(queue)).toBe(5000);
    expect(messages(expireToasts(queue, 4999))).toEqual(['a', 'b']);
    queue = expireToasts(queue, 5000);
    expect(messages(queue)).toEqual(['b']);
    expect(nextExpiryAt(queue)).toBe(6500);
    expect(expireToasts(queue, 6500).toasts).toEqual([]);
  });

  it('returns the same queue when nothing expired', () => {
    const queue = addToast(emptyToastQueue, 1, info('a'), 0);
    expect(expireToasts(queue, 10)).toBe(queue);
  });

  it('stops the clock while paused and resumes with the time that was left', () => {
    let queue = addToast(emptyToastQueue, 1, info('a'), 0);
    queue = pauseToasts(queue, 3000);
    expect(nextExpiryAt(queue)).toBeNull();
    expect(messages(expireToasts(queue, 60_000))).toEqual(['a']);
    queue = resumeToasts(queue, 60_000);
    expect(nextExpiryAt(queue)).toBe(61_000);
    expect(messages(expireToasts(queue, 60_999))).toEqual(['a']);
    expect(expireToasts(queue, 61_000).toasts).toEqual([]);
  });

  it('holds a toast added while paused until the pause ends', () => {
    let queue = pauseToasts(emptyToastQueue, 0);
    queue = addToast(queue, 1, info('a'), 100);
    expect(nextExpiryAt(queue)).toBeNull();
    queue = resumeToasts(queue, 9000);
    expect(nextExpiryAt(queue)).toBe(9000 + toastDurationMs);
  });

  it('ignores a second pause, which would otherwise count the paused time twice', () => {
    let queue = addToast(emptyToastQueue, 1, info('a'), 0);
    queue = pauseToasts(queue, 1000);
    queue = pauseToasts(queue, 2000);
    queue = resumeToasts(queue, 2000);
    expect(nextExpiryAt(queue)).toBe(5000);
  });

  it('ends a pause with the last toast', () => {
    let queue = pauseToasts(addToast(emptyToastQueue, 1, info('a'), 0), 10);
    expect(dismissToast(queue, 1)).toEqual(emptyToastQueue);
    queue = addToast(dismissToast(queue, 1), 2, info('b'), 50);
    expect(nextExpiryAt(queue)).toBe(50 + toastDurationMs);
  });

  it('dismisses one toast by id', () => {
    let queue = addToast(emptyToastQueue, 1, info('a'), 0);
    queue = addToast(queue, 2, info('b'), 0);
    expect(messages(dismissToast(queue, 1))).toEqual(['b']);
  });
});
