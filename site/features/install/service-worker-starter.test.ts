import { describe, expect, it, vi } from 'vitest';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { createServiceWorkerStarter } from './service-worker-starter.ts';

function fakeRegistration() {
  const calls: RegisterSWOptions[] = [];
  const updateServiceWorker = vi.fn(() => Promise.resolve());
  const registerSW = vi.fn((options: RegisterSWOptions) => {
    calls.push(options);
    return updateServiceWorker;
  });
  const lastOptions = () => calls.at(-1)!;
  return { registerSW, updateServiceWorker, lastOptions };
}

describe('createServiceWorkerStarter', () => {
  it('registers immediately, once, however often it is started', () => {
    const { registerSW, lastOptions } = fakeRegistration();
    const starter = createServiceWorkerStarter({ registerSW, isSupported: () => true, warn: vi.fn() });
    starter.start(() => false);
    starter.start(() => false);
    expect(registerSW).toHaveBeenCalledTimes(1);
    expect(lastOptions().immediate).toBe(true);
  });

  it('activates the new version and reloads when the visitor confirms', () => {
    const { registerSW, updateServiceWorker, lastOptions } = fakeRegistration();
    const confirm = vi.fn(() => true);
    createServiceWorkerStarter({ registerSW, isSupported: () => true, warn: vi.fn() }).start(confirm);
    lastOptions().onNeedRefresh?.();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('leaves the new version waiting when the visitor declines', () => {
    const { registerSW, updateServiceWorker, lastOptions } = fakeRegistration();
    createServiceWorkerStarter({ registerSW, isSupported: () => true, warn: vi.fn() }).start(() => false);
    lastOptions().onNeedRefresh?.();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });

  it('asks with the question of the latest start (the page’s current language)', () => {
    const { registerSW, lastOptions } = fakeRegistration();
    const starter = createServiceWorkerStarter({ registerSW, isSupported: () => true, warn: vi.fn() });
    const english = vi.fn(() => false);
    const french = vi.fn(() => false);
    starter.start(english);
    starter.start(french);
    lastOptions().onNeedRefresh?.();
    expect(english).not.toHaveBeenCalled();
    expect(french).toHaveBeenCalledTimes(1);
  });

  it('only warns when registration fails', () => {
    const { registerSW, lastOptions } = fakeRegistration();
    const warn = vi.fn();
    createServiceWorkerStarter({ registerSW, isSupported: () => true, warn }).start(() => false);
    const failure = new Error('SecurityError');
    lastOptions().onRegisterError?.(failure);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be registered'), failure);
  });

  it('only warns, and registers nothing, in a browser without service workers', () => {
    const { registerSW } = fakeRegistration();
    const warn = vi.fn();
    createServiceWorkerStarter({ registerSW, isSupported: () => false, warn }).start(() => false);
    expect(registerSW).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not support service workers'));
  });
});
