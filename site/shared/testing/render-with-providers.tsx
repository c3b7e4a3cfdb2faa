import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import site from '../../../content/site.json';
import { DataStoreProvider } from '../data/data-context.tsx';
import { DataStore } from '../data/data-store.ts';
import { HydrationProvider } from '../hydration/hydration-context.tsx';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import type { Language } from '../../../core/i18n/languages.ts';
import type { Strings } from '../../../core/i18n/translate.ts';
import { SiteProvider } from '../site/site-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface ProviderOptions {
  /** Defaults to the real content/site.json. */
  site?: SiteConfig;
  language?: Language;
  strings?: Strings;
  /** Defaults to an empty store whose fetches never settle. */
  store?: DataStore;
}

/** A store whose fetches stay pending, as on a client-side navigation before the data arrives. */
export function pendingStore(): DataStore {
  return new DataStore({}, () => new Promise(() => {}));
}

function Providers({ options, children }: { options: ProviderOptions; children: ReactNode }) {
  return (
    <HydrationProvider>
      <DataStoreProvider store={options.store ?? pendingStore()}>
        <SiteProvider site={options.site ?? (site as SiteConfig)}>
          <I18nProvider language={options.language ?? 'en'} strings={options.strings ?? {}}>
            {children}
          </I18nProvider>
        </SiteProvider>
      </DataStoreProvider>
    </HydrationProvider>
  );
}

/** What the prerender writes for this element. */
export function renderToHtml(element: ReactNode, options: ProviderOptions = {}): string {
  return renderToString(<Providers options={options}>{element}</Providers>);
}

/** Mounts the element in jsdom (as in the browser); call `unmount` when the test is done. */
export function mount(element: ReactNode, options: ProviderOptions = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Providers options={options}>{element}</Providers>));
  return {
    container,
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** A left click, dispatched inside act so React's updates are applied before the test looks. */
export function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    element.dispatchEvent(event);
  });
  return event;
}

/**
 * Focuses the element as the Tab key (`keyboard`) or a click (`pointer`) does. jsdom has no input modality and
 * its `:focus-visible` is unreliable, so until the test ends the element answers that selector as a browser would.
 */
export function focusBy(modality: 'keyboard' | 'pointer', element: HTMLElement): void {
  const matches = element.matches.bind(element);
  const focusVisible = vi
    .spyOn(element, 'matches')
    .mockImplementation((selector) =>
      selector === ':focus-visible' ? modality === 'keyboard' && document.activeElement === element : matches(selector),
    );
  onTestFinished(() => focusVisible.mockRestore());
  act(() => element.focus());
}
