// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataStoreProvider, useData } from './data-context.tsx';
import { DataStore } from './data-store.ts';
import { useStaggeredReveal } from './use-staggered-reveal.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Section() {
  const state = useStaggeredReveal(useData<{ text: string }>('skills'), 600);
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'error') return <p>error: {state.error.message}</p>;
  return <p>{state.data.text}</p>;
}

/** A store whose fetch of 'skills' settles when the test says so. */
function controlledStore() {
  let settle: { resolve: (data: unknown) => void; reject: (error: Error) => void } | undefined;
  const store = new DataStore({}, () => new Promise((resolve, reject) => (settle = { resolve, reject })));
  return {
    store,
    resolve: (data: unknown) => settle?.resolve(data),
    reject: (error: Error) => settle?.reject(error),
  };
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('useStaggeredReveal', () => {
  it('shows data that is already there at once, in the prerender and on the client', () => {
    const store = new DataStore({ skills: { text: 'content' } });
    expect(renderToString(<DataStoreProvider store={store}><Section /></DataStoreProvider>)).toBe('<p>content</p>');

    act(() => root.render(<DataStoreProvider store={store}><Section /></DataStoreProvider>));
    expect(container.textContent).toBe('content');
  });

  it('keeps fetched data back until the delay since mount is over', async () => {
    const { store, resolve } = controlledStore();
    act(() => root.render(<DataStoreProvider store={store}><Section /></DataStoreProvider>));
    expect(container.textContent).toBe('loading');

    await act(async () => {
      resolve({ text: 'fetched' });
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(container.textContent).toBe('loading');

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(container.textContent).toBe('fetched');
  });

  it('shows data that arrives after the delay as soon as it arrives', async () => {
    const { store, resolve } = controlledStore();
    act(() => root.render(<DataStoreProvider store={store}><Section /></DataStoreProvider>));

    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(container.textContent).toBe('loading');

    await act(async () => resolve({ text: 'late' }));
    expect(container.textContent).toBe('late');
  });

  it('passes an error through once the delay is over', async () => {
    const { store, reject } = controlledStore();
    act(() => root.render(<DataStoreProvider store={store}><Section /></DataStoreProvider>));

    await act(async () => {
      reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(599);
    });
    expect(container.textContent).toBe('loading');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(container.textContent).toBe('error: offline');
  });
});
