// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { tooltipDelayMs } from '../tooltip/tooltip-timing.ts';
import { ToastProvider, useToast, type ToastApi } from './toast-provider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const strings = { 'common.notifications': 'Notifications', 'common.dismissNotification': 'Dismiss notification' };

let toastApi: ToastApi | null = null;
function CaptureToast() {
  toastApi = useToast();
  return null;
}

function App() {
  return (
    <I18nProvider language="en" strings={strings}>
      <ToastProvider>
        <CaptureToast />
      </ToastProvider>
    </I18nProvider>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<App />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function show(message: string, tone?: 'info' | 'success' | 'error') {
  act(() => toastApi?.show(message, tone));
}
const shownMessages = () => [...document.querySelectorAll('[aria-live] li p')].map((element) => element.textContent);
const liveRegion = () => document.querySelector('[aria-live]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ToastProvider', () => {
  it('adds its polite live region, empty, at the end of the body when it mounts; none in the prerendered HTML', () => {
    expect(renderToString(<App />)).not.toContain('aria-live');
    expect(document.body.lastElementChild?.getAttribute('aria-live')).toBe('polite');
    expect(liveRegion()?.getAttribute('aria-label')).toBe('Notifications');
    expect(liveRegion()?.querySelector('li')).toBeNull();
  });

  it('shows a message inside the live region', () => {
    expect(liveRegion()?.getAttribute('aria-live')).toBe('polite');
    show('DOI copied to clipboard', 'success');
    expect(liveRegion()?.querySelector('li')?.textContent).toBe('DOI copied to clipboard');
  });

  it('shows at most 3, the newest', () => {
    for (const message of ['one', 'two', 'three', 'four']) show(message);
    expect(shownMessages()).toEqual(['two', 'three', 'four']);
  });

  it('removes a toast after 4000 ms', () => {
    show('hello');
    advance(3999);
    expect(shownMessages()).toEqual(['hello']);
    advance(1);
    expect(shownMessages()).toEqual([]);
  });

  it('removes a toast with its dismiss button', () => {
    show('first');
    show('second');
    const dismiss = document.querySelectorAll<HTMLButtonElement>('button[aria-label="Dismiss notification"]');
    expect(dismiss).toHaveLength(2);
    act(() => dismiss[0]?.click());
    expect(shownMessages()).toEqual(['second']);
  });

  it('names the dismiss button in a tooltip when the pointer rests on it', () => {
    show('first');
    const dismiss = document.querySelector<HTMLButtonElement>('[aria-live] li button')!;
    act(() => {
      dismiss.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    });
    advance(tooltipDelayMs);
    expect(document.querySelector('[data-testid="tooltip"]')?.textContent).toBe('Dismiss notification');
    expect(dismiss.hasAttribute('title')).toBe(false);
  });

  it('keeps toasts while hovered and lets them go after the time that was left', () => {
    show('hover me');
    advance(1000);
    const list = document.querySelector('[aria-live] ol');
    act(() => list?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    advance(20_000);
    expect(shownMessages()).toEqual(['hover me']);
    act(() => list?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    advance(2999);
    expect(shownMessages()).toEqual(['hover me']);
    advance(1);
    expect(shownMessages()).toEqual([]);
  });

  it('keeps toasts while a dismiss button has keyboard focus', () => {
    show('focus me');
    act(() => document.querySelector<HTMLButtonElement>('[aria-live] li button')?.focus());
    advance(10_000);
    expect(shownMessages()).toEqual(['focus me']);
    act(() => document.querySelector<HTMLButtonElement>('[aria-live] li button')?.blur());
    advance(4000);
    expect(shownMessages()).toEqual([]);
  });
});

describe('useToast', () => {
  it('names the missing provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => renderToString(<Orphan />)).toThrow('useToast needs a <ToastProvider> above it');
  });
});
