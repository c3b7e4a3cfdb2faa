import type { Language } from './support/site-content.ts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { saveScreenshot } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { reusedPage } from './support/reused-page.ts';
import { education, experience, projects, publications, skills, visibleTexts } from './support/section-content.ts';
import { horizontalOverflow, navHref, navSections, ownPage, site, text } from './support/site-content.ts';
import { homeCards } from '../../core/collections/publications/publication-data.ts';

const baseUrl = inject('baseUrl');
const formServiceUrl = inject('formServiceUrl');

/**
 * A visitor whose browser runs no script: what the prerendered HTML alone shows. The tests of a window size take
 * turns with one page (support/reused-page.ts); a test that fails keeps its page.
 */
async function openWithoutScript(path: string, width = 1280) {
  const tracked = await reusedPage(browser, { javaScriptEnabled: false, viewport: { width, height: 900 } });
  const response = await tracked.page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  // Proof that no script ran: the app marks <html> once it has hydrated.
  expect(await tracked.page.locator('html').getAttribute('data-hydrated')).toBeNull();
  return tracked;
}

/** Every link goes somewhere real: a page, a file, another site, a mail address, or an element of this page. */
async function brokenLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a')]
      .map((link) => ({ href: link.getAttribute('href'), text: (link.textContent ?? '').trim() }))
      .filter(({ href }) => {
        if (href === null || href.trim() === '' || /^javascript:/i.test(href)) return true;
        if (href.startsWith('#')) return document.getElementById(decodeURIComponent(href.slice(1))) === null;
        return !/^(https?:\/\/|mailto:|\/)/.test(href);
      })
      .map(({ href, text }) => `${text}: ${String(href)}`),
  );
}

const sortedTexts = async (page: Page, selector: string) => (await visibleTexts(page, selector)).sort();

const collapseSpace = (value: string) => value.replace(/\s+/g, ' ').trim();

/** What the page draws of an element, as laid out (innerText leaves out what CSS does not display). */
async function renderedText(page: Page, selector: string): Promise<string> {
  return collapseSpace(await page.locator(selector).innerText());
}

describe.each(['en', 'fr'] as const)('without JavaScript, in %s', (language: Language) => {
  const home = language === site.defaultLanguage ? '/' : `/${language}/`;

  it('the home page shows every section with its content, real links and a form that posts', async () => {
    const { page, problems, close } = await openWithoutScript(home);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await visibleTexts(page, 'h1')).toEqual([site.profile.name]);

    const sectionTitles: [string, string][] = [
      ['spotlight', site.spotlight.title[language]!],
      ['skills', text(language, 'skills.title')],
      ['projects', text(language, 'projects.title')],
      ['publications', text(language, 'publications.title')],
      ['experience', text(language, 'experience.title')],
      ['education', text(language, 'education.title')],
      ['contact', text(language, 'contact.title')],
    ];
    for (const [id, title] of sectionTitles) {
      const heading = page.locator(`#${id} h2#${id}-title`);
      expect(await heading.textContent()).toBe(title);
      expect(await heading.isVisible()).toBe(true);
    }

    // The home section holds its cards only (at most 6); every work is on the publications page.
    expect(await sortedTexts(page, '#publications article h3')).toEqual(
      homeCards(publications.items, 'all', site.publications?.featured).map((item) => item.title).sort(),
    );
    expect(await visibleTexts(page, '#projects article h3')).toEqual(
      projects(language)
        .slice(0, 3)
        .map((project) => project.title),
    );
    expect(await sortedTexts(page, '#experience article h3')).toEqual(
      experience.items.map((item) => item.title[language]).sort(),
    );
    expect(await sortedTexts(page, '#education article h3')).toEqual(
      education.items.map((item) => item.title[language]).sort(),
    );
    const skillsText = (await visibleTexts(page, '#skills'))[0] ?? '';
    for (const { name } of skills.skills) expect(skillsText).toContain(typeof name === 'string' ? name : name[language]);
    for (const keyword of skills.keywords[language]!) expect(skillsText).toContain(keyword);

    expect(await brokenLinks(page)).toEqual([]);
    const form = page.locator('#contact form');
    expect(await form.getAttribute('method')).toBe('post');
    expect(await form.getAttribute('action')).toBe(`${formServiceUrl}/f/e2e-test-form`);
    for (const field of ['name', 'email', 'purpose', 'message']) {
      expect(await form.locator(`[name="${field}"]`).count()).toBe(1);
    }
    expect(await form.locator('button[type="submit"]').isVisible()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The page's screenshot at 1,280 px is the next test's: the same HTML in the same window, and a whole long
    // page costs seconds of CPU to capture.
    expect(problems).toEqual([]);
    await close();
  });

  it.each([375, 1280])(
    'at %i px, what script would open is shown whole, the header links every section, and no control needs script',
    async (width) => {
      const { page, problems, close } = await openWithoutScript(home, width);

      const skillsText = await renderedText(page, '#skills');
      for (const skill of skills.skills) {
        expect(skillsText).toContain(collapseSpace(skill.description[language]!));
        for (const item of [...skill.examples[language]!, ...skill.projects[language]!]) expect(skillsText).toContain(item);
      }
      for (const [id, timeline] of [['experience', experience], ['education', education]] as const) {
        const timelineText = await renderedText(page, `#${id}`);
        for (const item of timeline.items) {
          for (const bullet of item.bullets?.[language] ?? []) expect(timelineText).toContain(collapseSpace(bullet));
        }
      }
      const publicationsText = await renderedText(page, '#publications');
      for (const publication of homeCards(publications.items, 'all', site.publications?.featured)) {
        expect(publicationsText).toContain(collapseSpace(publication.abstract));
        for (const author of publication.authors) expect(publicationsText).toContain(author.name);
      }

      const headerLinks = await page
        .locator('header nav a')
        .evaluateAll((links) =>
          links.filter((link) => link.getClientRects().length > 0).map((link) => link.getAttribute('href')),
        );
      expect(headerLinks).toEqual([...navSections.map((id) => navHref(home, id)), `${home}cv/`, `${home}${ownPage.slug}/`]);

      // Buttons that only script could answer are not drawn; the form's submit and the DOI chips (which show the DOI) are.
      const drawnButtons = await page
        .locator('button')
        .evaluateAll((buttons) =>
          buttons.filter((button) => button.getClientRects().length > 0).map((button) => button.textContent ?? ''),
        );
      expect(drawnButtons.filter((label) => !label.startsWith('DOI '))).toEqual([text(language, 'contactForm.send')]);

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `home-${language}-${width}-no-javascript-opened`);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('the projects page lists every project of the projects file, with real links', async () => {
    const { page, problems, close } = await openWithoutScript(`${home}projects/`);
    const all = projects(language);
    expect(await visibleTexts(page, 'h1')).toEqual([text(language, 'projectsPage.title')]);
    expect(await visibleTexts(page, 'main li article h2')).toEqual([
      ...all.map((project) => project.title),
      text(language, 'projectsPage.exploreMore'),
    ]);
    expect(await page.getByText(text(language, 'projectsPage.count', { n: all.length }), { exact: true }).count()).toBe(1);
    const viewLinks = await page
      .locator('main li article')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.getAttribute('href') ?? null));
    expect(viewLinks.slice(0, all.length)).toEqual(all.map((project) => project.link));
    expect(await brokenLinks(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });
});
