// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TalkEntry, TalksData } from '../../../core/collections/talks/talks-model.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { TalksPage } from './talks-page.tsx';
import { TalksSection } from './talks-section.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const talk = (id: string, date: string, extra: Partial<TalkEntry> = {}): TalkEntry => ({ id, date, type: 'invited', title: `Talk ${id}`, event: 'Coastal Days', upcoming: false, ...extra });

const talks: TalksData = {
  upcoming: [talk('next', '2026-12-15', { upcoming: true, type: 'keynote', location: 'Brest', url: 'https://example.org/event' })],
  past: [
    talk('p1', '2026-04-09', { slides: '/files/a.pdf', video: 'https://www.youtube.com/watch?v=Hs3kP8wQz1A', abstract: 'An abstract <b>here</b>' }),
    talk('p2', '2024-10-15', { type: 'poster' }),
  ],
  total: 3,
};

function prerender(element: React.ReactNode, language: 'en' | 'fr' = 'en') {
  const store = new DataStore({ [`talks.${language}`]: talks, [`talks-home.${language}`]: { ...talks, past: talks.past.slice(0, 1) } });
  const strings = language === 'en' ? englishStrings : frenchStrings;
  return new DOMParser().parseFromString(renderToHtml(element, { strings, store, language }), 'text/html').body;
}

describe('TalksPage', () => {
  it('lists upcoming talks first, then past ones under their year, each with its anchor, type label and links', () => {
    const body = prerender(<TalksPage />);
    expect([...body.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Talks']);
    expect([...body.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Upcoming', '2026', '2024']);
    expect([...body.querySelectorAll('li[id]')].map((item) => item.id)).toEqual(['next', 'p1', 'p2']);
    expect(body.querySelector('#next time')?.getAttribute('datetime')).toBe('2026-12-15');
    expect(body.querySelector('#next')?.textContent).toContain('Keynote');
    expect(body.querySelector('#next')?.textContent).toContain('Coastal Days, Brest');
    expect(body.querySelector('#p2')?.textContent).toContain('Poster');
    expect([...body.querySelectorAll('#p1 a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-label')])).toEqual([
      ['Slides', '/files/a.pdf', 'Slides: Talk p1'],
      ['Video', 'https://www.youtube.com/watch?v=Hs3kP8wQz1A', 'Video: Talk p1'],
    ]);
    expect(body.querySelector('#p1 b')).toBeNull();
  });

  it('gives each talk its title for the site search, which links to its anchor', () => {
    const body = prerender(<TalksPage />, 'fr');
    expect([...body.querySelectorAll('li[id]')].map((item) => [item.id, item.getAttribute('data-pagefind-title')])).toEqual([
      ['next', 'Talk next'],
      ['p1', 'Talk p1'],
      ['p2', 'Talk p2'],
    ]);
  });

  it('says the type in French', () => {
    const body = prerender(<TalksPage />, 'fr');
    expect(body.querySelector('#next')?.textContent).toContain('Conférence plénière');
    expect(body.querySelector('h2')?.textContent).toBe('À venir');
  });
});

describe('TalksSection', () => {
  it('shows the home talks without anchors and links to the talks page of its language', () => {
    const body = prerender(<TalksSection />, 'fr');
    expect(body.querySelector('section#talks h2')?.textContent).toBe('Conférences');
    expect(body.querySelectorAll('section#talks > ul > li')).toHaveLength(2);
    expect(body.querySelector('li[id], [data-pagefind-title]')).toBeNull();
    const all = body.querySelector('section#talks > p > a');
    expect(all?.getAttribute('href')).toBe('/fr/talks/');
    expect(all?.textContent).toBe('Toutes les conférences (3)');
  });
});
