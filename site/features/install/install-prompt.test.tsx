// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, focusBy, mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { installDismissedKey } from './install-environment.ts';
import { InstallPrompt } from './install-prompt.tsx';

const strings = {
  'install.title': 'Install this site',
  'install.description': 'Add the portfolio to your home screen.',
  'install.install': 'Install',
  'install.notNow': 'Not now',
  'install.close': 'Close',
};

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

/** What Chromium dispatches when the site becomes installable, with a prompt the test can watch. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => document.querySelector('section[aria-labelledby="install-prompt-title"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  )!;

let view: ReturnType<typeof mount> | null = null;
const show = () => (view = mount(<InstallPrompt />, { strings }));

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  setViewportWidth(375);
});

afterEach(() => {
  view?.unmount();
  view = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstallPrompt', () => {
  it('is absent from the prerendered page', () => {
    expect(renderToHtml(<InstallPrompt />, { strings })).toBe('');
  });

  it('appears 30 s after the browser offers installation, not a millisecond before', () => {
    show();
    const event = offerInstallation();
    expect(event.defaultPrevented).toBe(true);
    advance(29_999);
    expect(region()).toBeNull();
    advance(1);
    expect(region()?.querySelector('h2')?.textContent).toBe('Install this site');
    expect(region()?.getAttribute('aria-describedby')).toBe('install-prompt-description');
    expect(button('Install')).toBeDefined();
    expect(button('Not now')).toBeDefined();
    expect(button('Close').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names its close button in a tooltip, not a title', () => {
    show();
    offerInstallation();
    advance(30_000);
    expect(button('Close').hasAttribute('title')).toBe(false);
    focusBy('keyboard', button('Close'));
    expect(document.querySelector('[data-testid="tooltip"]')?.textContent).toBe('Close');
  });

  it('does not take focus when it appears', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    show();
    offerInstallation();
    advance(30_000);
    expect(region()).not.toBeNull();
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('‘Install’ opens the browser prompt once and hides', async () => {
    show();
    const event = offerInstallation('accepted');
    advance(30_000);
    await act(async () => {
      click(button('Install'));
    });
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(region()).toBeNull();
    expect(sessionStorage.getItem(installDismissedKey)).toBeNull();
  });

  it('treats a declined browser prompt as a dismissal for the session', async () => {
    show();
    offerInstallation('dismissed');
    advance(30_000);
    await act(async () => {
      click(button('Install'));
    });
    expect(sessionStorage.getItem(installDismissedKey)).toBe('true');
    offerInstallation();
    advance(60_000);
    expect(region()).toBeNull();
  });

  it.each(['Not now', 'Close'])('‘%s’ hides it for the rest of the session', (name) => {
    show();
    offerInstallation();
    advance(30_000);
    click(button(name));
    expect(region()).toBeNull();
    expect(sessionStorage.getItem(installDismissedKey)).toBe('true');

    offerInstallation();
    advance(60_000);
    expect(region()).toBeNull();
  });

  it('stays hidden on a new page of a session where it was dismissed', () => {
    sessionStorage.setItem(installDismissedKey, 'true');
    show();
    offerInstallation();
    advance(60_000);
    expect(region()).toBeNull();
  });

  it('returns focus to where it was once the visitor answers from inside it', () => {
    const outside = document.createElement('a');
    outside.href = '#somewhere';
    document.body.append(outside);
    show();
    offerInstallation();
    advance(30_000);
    outside.focus();
    act(() => button('Not now').focus());
    click(button('Not now'));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('never shows on screens wider than 1024 px, and shows when the screen narrows', () => {
    setViewportWidth(1280);
    show();
    offerInstallation();
    advance(120_000);
    expect(region()).toBeNull();
    setViewportWidth(1024);
    expect(region()).not.toBeNull();
  });

  it('never shows inside the installed app', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(display-mode: standalone)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    show();
    offerInstallation();
    advance(60_000);
    expect(region()).toBeNull();
  });

  it('hides when the site gets installed', () => {
    show();
    offerInstallation();
    advance(30_000);
    expect(region()).not.toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(region()).toBeNull();
  });
});
