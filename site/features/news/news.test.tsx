// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { NewsData } from '../../../core/collections/news/news-model.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { NewsPage } from './news-page.tsx';
import { NewsSection } from './news-section.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const news: NewsData = {
  total: 3,
  items: [
    {
      id: 'preprint',
      date: '2026-10-14',
      text: [
        { type: 'text', value: 'A ' },
        { type: 'link', url: '/publications/w1/', children: [{ type: 'emphasis', children: [{ type: 'text', value: 'new' }] }] },
        { type: 'text', value: ' preprint <script>alert(1)</script>' },
      ],
    },
    { id: 'accepted', date: '2026-06-02', text: [{ type: 'strong', children: [{ type: 'text', value: 'Accepted' }] }] },
    { id: 'atlas', date: '2024-11-28', text: [{ type: 'code', value: 'surgescape' }] },
  ],
};

function prerender(element: React.ReactNode, language: 'en' | 'fr' = 'en') {
  const store = new DataStore({ [`news.${language}`]: news, [`news-home.${language}`]: { ...news, items: news.items.slice(0, 2) } });
  const strings = language === 'en' ? englishStrings : frenchStrings;
  return new DOMParser().parseFromString(renderToHtml(element, { strings, store, language }), 'text/html').body;
}

describe('NewsPage', () => {
  it('lists every item under its year, newest first, each with its id as anchor and its day', () => {
    const body = prerender(<NewsPage />);
    expect([...body.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['News']);
    expect([...body.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['2026', '2024']);
    expect([...body.querySelectorAll('li')].map((item) => item.id)).toEqual(['preprint', 'accepted', 'atlas']);
    expect(body.querySelector('#atlas time')?.getAttribute('datetime')).toBe('2024-11-28');
    expect(body.querySelector('#atlas time')?.textContent).toBe('28 November 2024');
  });

  it('gives each item its day as its title for the site search, which links to its anchor', () => {
    const body = prerender(<NewsPage />, 'fr');
    expect(body.querySelector('#atlas')?.getAttribute('data-pagefind-title')).toBe('28 novembre 2024');
    expect(body.querySelectorAll('li[data-pagefind-title]')).toHaveLength(3);
  });

  it('renders the inline Markdown as elements, and text as text (never HTML)', () => {
    const body = prerender(<NewsPage />);
    const link = body.querySelector('#preprint a');
    expect(link?.getAttribute('href')).toBe('/publications/w1/');
    expect(link?.innerHTML).toBe('<em>new</em>');
    expect(body.querySelector('#preprint script')).toBeNull();
    expect(body.querySelector('#preprint p')?.textContent).toBe('A new preprint <script>alert(1)</script>');
    expect(body.querySelector('#accepted strong')?.textContent).toBe('Accepted');
    expect(body.querySelector('#atlas code')?.textContent).toBe('surgescape');
  });
});

describe('NewsSection', () => {
  it('shows the newest items and links to every item on the news page of its language', () => {
    const body = prerender(<NewsSection />, 'fr');
    expect(body.querySelector('section#news h2')?.textContent).toBe('Actualités');
    expect(body.querySelectorAll('li')).toHaveLength(2);
    expect(body.querySelector('li[id], [data-pagefind-title]')).toBeNull();
    const all = body.querySelector('section#news > p > a');
    expect(all?.getAttribute('href')).toBe('/fr/news/');
    expect(all?.textContent).toBe('Toutes les actualités (3)');
  });
});
