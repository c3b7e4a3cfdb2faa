// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { mount, pendingStore, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { FeaturedProjectsSection } from './featured-projects-section.tsx';
import { projectsFile } from './projects-fixture.ts';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const section = (
  <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <FeaturedProjectsSection />
  </MemoryRouter>
);

function prerender(count: number) {
  const html = renderToHtml(section, {
    strings: englishStrings,
    store: new DataStore({ 'projects.en': projectsFile(count) }),
  });
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.querySelector('section')!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FeaturedProjectsSection', () => {
  it('is the #projects section, named by its heading', () => {
    const element = prerender(2);
    expect(element.id).toBe('projects');
    const heading = element.querySelector(`#${element.getAttribute('aria-labelledby')}`);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Featured Projects');
  });

  it('prerenders the first three projects in file order', () => {
    const element = prerender(7);
    const titles = [...element.querySelectorAll('article h3')].map((title) => title.textContent);
    expect(titles).toEqual(['Project 1', 'Project 2', 'Project 3']);
    expect(element.textContent).toContain('Description of project 2.');
    expect(element.querySelector('[role="status"]')).toBeNull();
  });

  it('links to /projects only when there are more than three projects', () => {
    const viewAll = (count: number) =>
      [...prerender(count).querySelectorAll('a')].find((link) => link.textContent === 'View All Projects');
    expect(viewAll(4)?.getAttribute('href')).toBe('/projects/');
    expect(viewAll(3)).toBeUndefined();
    expect(viewAll(0)).toBeUndefined();
  });

  it('gives each card a View link and, when the project has one, a code link, both opening a new tab', () => {
    const cards = [...prerender(3).querySelectorAll('article')];
    const links = (card: Element) => [...card.querySelectorAll('a')];

    const [view, code] = links(cards[0]!);
    expect(view?.getAttribute('href')).toBe('https://project-1.example.org');
    expect(view?.textContent).toBe('View Project 1 (opens in a new tab)');
    expect(view?.getAttribute('target')).toBe('_blank');
    expect(view?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(code?.getAttribute('href')).toBe('https://github.com/owner/project-1');
    expect(code?.textContent).toBe('Code Project 1 (opens in a new tab)');

    expect(links(cards[1]!).map((link) => link.textContent)).toEqual(['View Project 2 (opens in a new tab)']);
  });

  it('shows an image only for projects that have one, sized and lazily loaded', () => {
    const cards = [...prerender(3).querySelectorAll('article')];
    const image = cards[0]!.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/images/projects/project-1.svg');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('360');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect(image?.getAttribute('alt')).toBe('');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('links to the French projects page from the French home page', () => {
    const html = renderToHtml(section, {
      language: 'fr',
      strings: frenchStrings,
      store: new DataStore({ 'projects.fr': projectsFile(5, 'fr') }),
    });
    expect(html).toContain('href="/fr/projects/"');
    expect(html).toContain('Voir tous les projets');
  });

  it('shows the loading text while the projects are fetched', () => {
    const html = renderToHtml(section, { strings: englishStrings, store: pendingStore() });
    expect(html).toMatch(/<p role="status"[^>]*>Loading projects\.\.\.<\/p>/);
    expect(html).not.toContain('<article');
  });

  it('only logs a failed fetch and shows no project', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new HttpStatusError('/data/projects.en.json', 500);
    const store = new DataStore({}, () => Promise.reject(failure));
    const { container, unmount } = mount(section, { strings: englishStrings, store });

    await act(() => vi.advanceTimersByTimeAsync(1200));

    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelectorAll('article')).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith('The projects could not be loaded:', failure);
    unmount();
  });
});
