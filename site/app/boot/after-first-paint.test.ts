// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the next frame and a task after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let resolved = false;
    void afterFirstPaint().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });

  it('does not wait in a hidden tab, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
