// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import site from '../../../content/site.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { pendingStore, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { AllProjectsPage } from './all-projects-page.tsx';
import { projectsFile } from './projects-fixture.ts';

const englishStrings = productStringsOf('en');

const page = (
  <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
    <AllProjectsPage />
  </MemoryRouter>
);

function prerender(store: DataStore) {
  const html = renderToHtml(page, { strings: englishStrings, store });
  return new DOMParser().parseFromString(html, 'text/html').body;
}

describe('AllProjectsPage', () => {
  it('has one h1, the page title, and links back to the portfolio and its featured projects', () => {
    const body = prerender(new DataStore({ 'projects.en': projectsFile(2) }));
    expect([...body.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['All Projects']);
    const nav = body.querySelector('nav');
    expect(nav?.getAttribute('aria-label')).toBe('Projects page');
    const links = [...nav!.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Back to Portfolio', '/'],
      ['Featured Projects', '/#projects'],
    ]);
  });

  it('counts and lists every project, cutting long descriptions to 120 characters', () => {
    const file = projectsFile(5);
    file.items[1]!.description = 'w'.repeat(150);
    const body = prerender(new DataStore({ 'projects.en': file }));

    expect(body.textContent).toContain('5 projects • Various domains and technologies');
    const cards = [...body.querySelectorAll('article')];
    expect(cards.slice(0, 5).map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Project 1',
      'Project 2',
      'Project 3',
      'Project 4',
      'Project 5',
    ]);
    expect(cards[1]!.querySelector('p')?.textContent).toBe(`${'w'.repeat(120)}...`);
    expect(cards[0]!.querySelector('p')?.textContent).toBe('Description of project 1.');
    expect(cards[0]!.querySelector('a')?.textContent).toBe('View Project 1 (opens in a new tab)');
  });

  it('fetches the first card’s image at once (the largest paint on a phone) and the others when scrolled to', () => {
    const body = prerender(new DataStore({ 'projects.en': projectsFile(5) }));
    const images = [...body.querySelectorAll('article img')].map((image) => [
      image.getAttribute('loading'),
      image.getAttribute('fetchpriority'),
    ]);
    expect(images).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('ends the grid with an Explore More card linking to the owner’s repositories in a new tab', () => {
    const body = prerender(new DataStore({ 'projects.en': projectsFile(1) }));
    const cards = [...body.querySelectorAll('article')];
    expect(cards).toHaveLength(2);
    const explore = cards[1]!.querySelector('a');
    expect(explore?.getAttribute('href')).toBe((site as SiteConfig).projects?.exploreMoreUrl);
    expect(explore?.getAttribute('target')).toBe('_blank');
    expect(explore?.textContent).toBe('Explore More (opens in a new tab)');
  });

  it('shows the loading text, and no count, while the projects are fetched', () => {
    const body = prerender(pendingStore());
    expect(body.querySelector('[role="status"]')?.textContent).toBe('Loading projects...');
    expect(body.textContent).not.toContain('projects •');
    expect(body.querySelector('article')).toBeNull();
    expect(body.querySelector('h1')?.textContent).toBe('All Projects');
  });
});
