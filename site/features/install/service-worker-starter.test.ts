import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerStarter, type ServiceWorkerContainerLike } from './service-worker-starter.ts';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  install(): void {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version starts installing, as after `registration.update()` finds a changed script. */
  findUpdate(): FakeWorker {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  controller: ServiceWorker | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => this.registering);
  registering: Promise<ServiceWorkerRegistration> = Promise.resolve(this.registration as unknown as ServiceWorkerRegistration);
  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? ({} as ServiceWorker) : null;
  }
}

function setUp({ controlled = true } = {}) {
  const container = new FakeContainer(controlled);
  const reload = vi.fn();
  const warn = vi.fn();
  const starter = createServiceWorkerStarter({
    container: container as unknown as ServiceWorkerContainerLike,
    scriptUrl: '/service-worker.js',
    reload,
    warn,
  });
  const registered = () => container.registering.then(() => undefined, () => undefined);
  return { container, reload, warn, starter, registered };
}

const skipWaiting = { type: 'SKIP_WAITING' };

describe('createServiceWorkerStarter', () => {
  it('registers the worker script once, however often it is started', async () => {
    const { container, starter, registered } = setUp();
    starter.start(() => false);
    starter.start(() => false);
    await registered();
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith('/service-worker.js', { type: 'classic' });
  });

  it('asks when a new version has installed; yes tells it to take over and reloads once it has', async () => {
    const { container, reload, starter, registered } = setUp();
    const confirm = vi.fn(() => true);
    starter.start(confirm);
    await registered();
    const next = container.registration.findUpdate();
    next.install();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(next.postMessage).toHaveBeenCalledWith(skipWaiting);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks about a version already waiting when the page opens', async () => {
    const { container, starter, registered } = setUp();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    container.registration.waiting = waiting;
    const confirm = vi.fn(() => true);
    starter.start(confirm);
    await registered();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith(skipWaiting);
  });

  it('leaves the new version waiting, and the page as it is, when the visitor declines', async () => {
    const { container, reload, starter, registered } = setUp();
    starter.start(() => false);
    await registered();
    const next = container.registration.findUpdate();
    next.install();
    container.dispatchEvent(new Event('controllerchange'));
    expect(next.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not ask on the first installation, when no version controls the page yet', async () => {
    const { container, reload, starter, registered } = setUp({ controlled: false });
    const confirm = vi.fn(() => true);
    starter.start(confirm);
    await registered();
    container.registration.findUpdate().install();
    container.dispatchEvent(new Event('controllerchange'));
    expect(confirm).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks with the question of the latest start (the page’s current language)', async () => {
    const { container, starter, registered } = setUp();
    const english = vi.fn(() => false);
    const french = vi.fn(() => false);
    starter.start(english);
    starter.start(french);
    await registered();
    container.registration.findUpdate().install();
    expect(english).not.toHaveBeenCalled();
    expect(french).toHaveBeenCalledTimes(1);
  });

  it('only warns when registration fails', async () => {
    const { container, warn, starter, registered } = setUp();
    const failure = new Error('SecurityError');
    container.registering = Promise.reject(failure);
    starter.start(() => false);
    await registered();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be registered'), failure);
  });

  it('carries on when a blocked register() resolves without a registration', async () => {
    const { container, warn, starter, registered } = setUp();
    container.registering = Promise.resolve(undefined as unknown as ServiceWorkerRegistration);
    starter.start(() => true);
    await registered();
    container.dispatchEvent(new Event('controllerchange'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('only warns, and registers nothing, in a browser without service workers', () => {
    const warn = vi.fn();
    createServiceWorkerStarter({ container: null, scriptUrl: '/service-worker.js', reload: vi.fn(), warn }).start(() => false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not support service workers'));
  });
});
