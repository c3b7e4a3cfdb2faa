// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import siteContent from '../../../content/site.json';
import { DataStoreProvider } from '../../shared/data/data-context.tsx';
import { HydrationProvider } from '../../shared/hydration/hydration-context.tsx';
import { I18nProvider } from '../../shared/i18n/i18n-context.tsx';
import { SiteProvider } from '../../shared/site/site-context.tsx';
import { click, mount, pendingStore, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { trackEvent } from '../../shared/analytics/track.ts';
import { SpotlightSection } from './spotlight-section.tsx';

vi.mock('../../shared/analytics/track.ts', () => ({ trackEvent: vi.fn() }));

const site = siteContent as SiteConfig;
const spotlight = site.spotlight ?? (() => { throw new Error('content/site.json has a spotlight'); })();
const strings = {
  'spotlight.play': 'Play video: {title}',
  'spotlight.videoTitle': 'Video: {title}',
  'spotlight.publishedIn': 'Published in',
  'spotlight.privacyNote': 'Playing the video loads it from YouTube (youtube-nocookie.com).',
  'common.opensInNewTab': '(opens in a new tab)',
};
const playName = `Play video: ${spotlight.articleTitle.en}`;

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.replaceChildren();
});

function render() {
  const mounted = mount(<SpotlightSection />, { strings });
  cleanup = mounted.unmount;
  return mounted.container;
}

describe('SpotlightSection', () => {
  it('prerenders the texts, the local poster and a link to the video, and nothing from YouTube', () => {
    document.body.innerHTML = renderToHtml(<SpotlightSection />, { strings });
    const section = document.querySelector('section')!;

    expect(section.id).toBe('spotlight');
    expect(section.querySelector('h2#spotlight-title')?.textContent).toBe(spotlight.title.en);
    expect(section.querySelector('h3')?.textContent).toBe(spotlight.articleTitle.en);
    expect(section.textContent).toContain(spotlight.description.en);
    expect(section.textContent).toContain(`Published in ${spotlight.publishedIn.en}`);
    expect(section.textContent).toContain('Playing the video loads it from YouTube');

    const poster = section.querySelector('img')!;
    expect(poster.getAttribute('src')).toBe('/images/spotlight-poster.svg');
    expect(poster.getAttribute('alt')).toBe(spotlight.posterAlt.en);
    expect(poster.getAttribute('width')).toBe('1280');
    expect(poster.getAttribute('height')).toBe('720');

    const control = section.querySelector('a')!;
    expect(control.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${spotlight.youtubeId}`);
    expect(control.getAttribute('target')).toBe('_blank');
    expect(control.getAttribute('rel')).toBe('noopener noreferrer');
    expect(control.textContent).toBe(`${playName} (opens in a new tab)`);
    expect(section.querySelector('iframe')).toBeNull();
    expect(section.querySelectorAll('a, button')).toHaveLength(1);
  });

  it('hydrates the prerendered link into a play button without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToHtml(<SpotlightSection />, { strings });
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    const root = hydrateRoot(
      container,
      <HydrationProvider>
        <DataStoreProvider store={pendingStore()}>
          <SiteProvider site={site}>
            <I18nProvider language="en" strings={strings}>
              <SpotlightSection />
            </I18nProvider>
          </SiteProvider>
        </DataStoreProvider>
      </HydrationProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
    await act(async () => {});
    consoleError.mockRestore();
    cleanup = () => act(() => root.unmount());

    expect(errors).toEqual([]);
    const control = container.querySelector('a')!;
    expect(control.getAttribute('role')).toBe('button');
    expect(control.hasAttribute('target')).toBe(false);
    expect(control.textContent).toBe(playName);
  });

  it('plays on demand: the poster gives way to the privacy-enhanced player, which gets the focus', () => {
    const container = render();
    const control = container.querySelector('a')!;
    expect(control.getAttribute('role')).toBe('button');

    const event = click(control);

    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    const player = container.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${spotlight.youtubeId}?autoplay=1`,
    );
    expect(player.getAttribute('title')).toBe(`Video: ${spotlight.articleTitle.en}`);
    expect(player.getAttribute('allow')).toBe('autoplay; encrypted-media; picture-in-picture');
    expect(player.hasAttribute('allowfullscreen')).toBe(true);
    expect(player.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(player.getAttribute('loading')).toBe('lazy');
    expect(document.activeElement).toBe(player);
  });

  it('records a video_interaction when the video is played', () => {
    vi.mocked(trackEvent).mockClear();
    const container = render();
    click(container.querySelector('a')!);
    expect(vi.mocked(trackEvent).mock.calls).toEqual([
      ['video_interaction', { action: 'play', video: spotlight.youtubeId }],
    ]);
  });

  it('plays when the control is activated with the Space key, like a button', () => {
    const container = render();
    const control = container.querySelector('a')!;
    const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    act(() => {
      control.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector('iframe')).not.toBeNull();
  });

  it('lets a modified click open the video on YouTube instead', () => {
    const container = render();
    let leftToBrowser = false;
    // Runs after React's handler; stops jsdom's (unimplemented) navigation once the outcome is recorded.
    const recordOutcome = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', recordOutcome);
    click(container.querySelector('a')!, { ctrlKey: true });
    window.removeEventListener('click', recordOutcome);
    expect(leftToBrowser).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows the French texts on the French page', () => {
    document.body.innerHTML = renderToHtml(<SpotlightSection />, { strings, language: 'fr' });
    expect(document.querySelector('h3')?.textContent).toBe(spotlight.articleTitle.fr);
    expect(document.querySelector('img')?.getAttribute('alt')).toBe(spotlight.posterAlt.fr);
  });
});
