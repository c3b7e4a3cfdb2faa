import type { Language } from './support/site-content.ts';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Project } from '../../schemas/types.generated.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { projects, visibleTexts } from './support/section-content.ts';
import { pagePath, site, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');

const open = (options?: BrowserContextOptions) => openTestPage(browser, options);

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The card of a project: the <article> whose heading is the project's title. */
const cardOf = (scope: Locator, project: Project) =>
  scope.locator('article', { has: scope.page().getByRole('heading', { name: project.title, exact: true }) });

const newTabName = (language: Language, label: string, project: Project) =>
  `${label} ${project.title} ${text(language, 'common.opensInNewTab')}`;

async function expectOpensInNewTab(link: Locator, href: string): Promise<void> {
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
}

/** Specification section 9: over 120 characters, a description is cut to 120 plus '...'. */
function cutDescription(description: string): string {
  const characters = Array.from(description);
  return characters.length > 120 ? `${characters.slice(0, 120).join('')}...` : description;
}

describe('featured projects on the home page', () => {
  it.each(['en', 'fr'] as const)('shows exactly the first 3 projects of the %s project file, with their links', async (language) => {
    const { page, problems } = await open();
    await visit(page, pagePath(language, '/'));
    const section = page.locator('#projects');
    const featured = projects(language).slice(0, 3);
    expect(projects(language).length).toBeGreaterThan(3);

    expect(await section.locator('article h3').allTextContents()).toEqual(featured.map((project) => project.title));
    for (const project of featured) {
      const card = cardOf(section, project);
      expect(await card.locator('p').textContent()).toBe(project.description);
      const view = card.getByRole('link', { name: newTabName(language, text(language, 'projects.view'), project), exact: true });
      await expectOpensInNewTab(view, project.link);
      const code = card.getByRole('link', { name: newTabName(language, text(language, 'projects.code'), project), exact: true });
      if (project.githubLink === undefined) {
        expect(await code.count()).toBe(0);
      } else {
        await expectOpensInNewTab(code, project.githubLink);
      }
    }
    // The content has featured projects with and without a code link, so both branches above ran.
    expect(featured.some((project) => project.githubLink === undefined)).toBe(true);
    expect(featured.some((project) => project.githubLink !== undefined)).toBe(true);
    expect(problems).toEqual([]);
  });

  it("'view all' opens /projects/ at the top, as its own prerendered page", async () => {
    const { page, problems, requests } = await open();
    await visit(page, '/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const viewAll = page.getByRole('link', { name: text('en', 'projects.viewAll'), exact: true });
    await viewAll.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await viewAll.click();
    await page.waitForURL(`${baseUrl}/projects/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('All Projects');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Pages link to pages: the prerendered /projects/ itself, no client router.
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    // Asked for once or twice: the prefetch on hover (speculation rules) and the load it serves.
    expect(requests.filter((url) => new URL(url).pathname === '/projects/').length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('hides a project image that fails to load and keeps the others', async () => {
    const { page, problems } = await open();
    const [first, second, third] = projects('en') as [Project, Project, Project];
    expect([first.image, second.image, third.image].every((image) => image !== undefined)).toBe(true);
    await page.route(`${baseUrl}${third.image}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await visit(page, '/');
    const section = page.locator('#projects');
    await section.scrollIntoViewIfNeeded();

    await expect.poll(() => cardOf(section, third).locator('img').count()).toBe(0);
    for (const project of [first, second]) {
      const image = cardOf(section, project).locator('img');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await image.isVisible()).toBe(true);
    }
    expect(await cardOf(section, third).getByRole('heading').textContent()).toBe(third.title);
    // The failed request itself is the browser's console message; nothing else may complain.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
  });
});

describe('the /projects page', () => {
  it('lists every project with descriptions cut at 120 characters, its links and the Explore More card', async () => {
    const { page, problems } = await open();
    await visit(page, '/projects/');
    const all = projects('en');
    const main = page.getByRole('main');

    // Specification section 2 gives these English texts verbatim.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Projects');
    expect(await main.getByText(`${all.length} projects • Various domains and technologies`, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await main.getByRole('link', { name: 'Back to Portfolio', exact: true }).getAttribute('href')).toBe('/');
    expect(await main.getByRole('link', { name: 'Featured Projects', exact: true }).getAttribute('href')).toBe('/#projects');

    expect(all.some((project) => Array.from(project.description).length > 120)).toBe(true);
    expect(all.some((project) => Array.from(project.description).length <= 120)).toBe(true);
    for (const project of all) {
      const card = cardOf(main, project);
      expect(await card.locator('p').textContent()).toBe(cutDescription(project.description));
      const view = card.getByRole('link', { name: newTabName('en', 'View', project), exact: true });
      await expectOpensInNewTab(view, project.link);
      const code = card.getByRole('link', { name: newTabName('en', text('en', 'projects.code'), project), exact: true });
      expect(await code.count()).toBe(project.githubLink === undefined ? 0 : 1);
    }

    const exploreMore = main.getByRole('link', { name: `Explore More ${text('en', 'common.opensInNewTab')}`, exact: true });
    await expectOpensInNewTab(exploreMore, site.projects.exploreMoreUrl);
    expect(problems).toEqual([]);
  });

  it('is served at /projects too, and in French at /fr/projects/', async () => {
    const { page, problems } = await open();
    await visit(page, '/projects');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('All Projects');

    const all = projects('fr');
    await visit(page, pagePath('fr', '/projects/'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(text('fr', 'projectsPage.title'));
    const main = page.getByRole('main');
    expect(await main.getByText(text('fr', 'projectsPage.count', { n: all.length }), { exact: true }).isVisible()).toBe(true);
    expect(await visibleTexts(page, 'main article h2')).toEqual([
      ...all.map((project) => project.title),
      text('fr', 'projectsPage.exploreMore'),
    ]);
    for (const project of all) {
      expect(await cardOf(main, project).locator('p').textContent()).toBe(cutDescription(project.description));
    }
    const back = main.getByRole('link', { name: text('fr', 'projectsPage.backToPortfolio'), exact: true });
    expect(await back.getAttribute('href')).toBe(pagePath('fr', '/'));
    expect(problems).toEqual([]);
  });
});
