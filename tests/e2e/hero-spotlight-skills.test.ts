import type { Language } from './support/site-content.ts';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Skill } from '../../schemas/types.generated.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { skills, visibleTexts } from './support/section-content.ts';
import { pagePath, site, text } from './support/site-content.ts';
import { openTestPage, reusedTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');

/**
 * A page the tests take turns with (support/reused-page.ts). The tests that install a fake clock or route the
 * video's hosts open their own (openTestPage): both would stay with the page.
 */
const open = (options?: BrowserContextOptions) => reusedTestPage(browser, options);

async function visitHome(page: Page, language: Language = 'en'): Promise<void> {
  await page.goto(`${baseUrl}${pagePath(language, '/')}`);
  await waitForHydration(page);
}

/**
 * Where a section starts relative to where in-page navigation should put it: 0 when its top sits just below the
 * fixed header (the page's scroll-padding-top), or when the page cannot scroll any further.
 */
function distanceFromScrollTarget(page: Page, id: string): Promise<number> {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    if (!section) throw new Error(`no #${sectionId} on the page`);
    const root = document.documentElement;
    const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
    const top = section.getBoundingClientRect().top;
    const target = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
    if (atBottom && top >= target && top < window.innerHeight) return 0;
    return Math.round(Math.abs(top - target));
  }, id);
}

/** Clicks a link in the page and reports, in the same task, how far the section still is from its place. */
function clickAndMeasureAtOnce(page: Page, linkSelector: string, id: string): Promise<number> {
  return page.evaluate(
    ([selector, sectionId]) => {
      const link = document.querySelector<HTMLAnchorElement>(selector);
      const section = document.getElementById(sectionId);
      if (!link || !section) throw new Error(`no ${selector} or #${sectionId}`);
      link.click();
      const target = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      return Math.round(Math.abs(section.getBoundingClientRect().top - target));
    },
    [linkSelector, id] as const,
  );
}

const hero = (page: Page) => page.locator('#top');

/** Chromium's smooth scroll down the whole home page takes about 1.5 s. */
const smoothScroll = { timeout: 5000 };

describe('hero', () => {
  it('introduces the owner from content/site.json', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(site.profile.name);
    await expect.poll(() => hero(page).getByText(site.profile.subtitle.en!, { exact: true }).isVisible()).toBe(true);
    expect(await hero(page).getByText(site.profile.specialization.en!, { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it.each([
    { label: 'hero.watchVideo', section: 'spotlight' },
    { label: 'hero.getInTouch', section: 'contact' },
    { label: 'hero.viewWork', section: 'experience' },
    { label: 'hero.scrollToSkills', section: 'skills' },
  ])('the $label link scrolls to #$section and moves focus there', async ({ label, section }) => {
    const { page, problems } = await open();
    await visitHome(page);
    const link = hero(page).getByRole('link', { name: text('en', label), exact: true });
    expect(await link.getAttribute('href')).toBe(`#${section}`);
    expect(await distanceFromScrollTarget(page, section)).toBeGreaterThan(100);

    // The arrow bounces forever, so it is never 'stable' for Playwright; a visitor still clicks it.
    await link.click({ force: true });
    await expect.poll(() => distanceFromScrollTarget(page, section), smoothScroll).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => [document.activeElement?.id, window.location.hash])).toEqual([
      section,
      `#${section}`,
    ]);
    expect(problems).toEqual([]);
  });

  it('links to the email address and the profiles, which open in a new tab, each with a name', async () => {
    const { page, problems } = await open();
    await visitHome(page);

    const email = hero(page).getByRole('link', { name: text('en', 'links.email'), exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${site.profile.email}`);
    expect(await email.getAttribute('target')).toBeNull();

    const profiles = site.profile.links.filter((link) => link.kind !== 'email').map((link) => [`links.${link.kind}`, link.url] as const);
    expect(profiles.map(([key]) => key)).toEqual(['links.scholar', 'links.github', 'links.linkedin', 'links.researchgate', 'links.orcid']);
    for (const [label, href] of profiles) {
      const name = `${text('en', label)} ${text('en', 'common.opensInNewTab')}`;
      const link = hero(page).getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(/\s+/).sort()).toEqual(['noopener', 'noreferrer']);
    }
    expect(problems).toEqual([]);
  });

  it('names the icon links in tooltips: at once on Tab, and at once for the next icon the pointer moves on to', async () => {
    const { page, problems } = await openTestPage(browser);
    await page.clock.install();
    await visitHome(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const tooltip = page.getByTestId('tooltip');
    // The email link opens in the same tab; the profiles say that they open a new one.
    const iconLink = (key: string) =>
      hero(page).getByRole('link', {
        name: key === 'links.email' ? text('en', key) : `${text('en', key)} ${text('en', 'common.opensInNewTab')}`,
        exact: true,
      });

    await hero(page).getByRole('link', { name: text('en', 'hero.viewWork'), exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await iconLink('links.email').evaluate((link) => link === document.activeElement)).toBe(true);
    await expect.poll(() => tooltip.textContent()).toBe(text('en', 'links.email'));
    await page.keyboard.press('Tab');
    await expect.poll(() => tooltip.textContent()).toBe(text('en', 'links.scholar'));
    expect(await iconLink('links.scholar').getAttribute('title')).toBeNull();

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await expect.poll(() => tooltip.count()).toBe(0);
    await page.clock.runFor(1_000);
    await iconLink('links.github').hover();
    await page.clock.runFor(699);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => tooltip.textContent()).toBe(text('en', 'links.github'));
    // The next icon of the row: no new wait (skip delay), and still one tooltip at a time.
    await iconLink('links.linkedin').hover();
    await expect.poll(() => tooltip.textContent()).toBe(text('en', 'links.linkedin'));
    expect(await tooltip.count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('offers the generated CV as a download, which the site serves as a PDF', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const cv = hero(page).getByRole('link', { name: text('en', 'hero.downloadCv'), exact: true });
    expect(await cv.getAttribute('href')).toBe('/cv/elodie-marchand-cv-en.pdf');
    expect(await cv.getAttribute('download')).not.toBeNull();

    const response = await page.request.get(`${baseUrl}/cv/elodie-marchand-cv-en.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf\b/);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(problems).toEqual([]);
  });

  it('bounces the arrow and scrolls smoothly, but neither under prefers-reduced-motion', async () => {
    const arrowSelector = '#top a[href="#skills"]';
    const arrowAnimation = (page: Page) =>
      page.evaluate((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
      }, arrowSelector);

    const moving = await open();
    await visitHome(moving.page);
    expect(await arrowAnimation(moving.page)).toMatchObject({ name: expect.not.stringMatching(/^none$/) });
    expect((await arrowAnimation(moving.page)).seconds).toBeGreaterThan(0.5);
    // Smooth: right after the click the page has not arrived yet.
    expect(await clickAndMeasureAtOnce(moving.page, arrowSelector, 'skills')).toBeGreaterThan(100);
    expect(moving.problems).toEqual([]);

    const still = await open({ reducedMotion: 'reduce' });
    await visitHome(still.page);
    const animation = await arrowAnimation(still.page);
    expect(animation.name === 'none' || animation.seconds < 0.001).toBe(true);
    // Instant: the section is in place in the same task as the click.
    expect(await clickAndMeasureAtOnce(still.page, arrowSelector, 'skills')).toBeLessThanOrEqual(2);
    expect(await still.page.evaluate(() => document.activeElement?.id)).toBe('skills');
    expect(still.problems).toEqual([]);
  });

  it('speaks French on /fr/', async () => {
    const { page, problems } = await open();
    await visitHome(page, 'fr');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(site.profile.name);
    expect(await hero(page).getByText(site.profile.subtitle.fr!, { exact: true }).isVisible()).toBe(true);
    expect(await hero(page).getByText(site.profile.specialization.fr!, { exact: true }).isVisible()).toBe(true);

    await hero(page).getByRole('link', { name: text('fr', 'hero.watchVideo'), exact: true }).click();
    await expect.poll(() => distanceFromScrollTarget(page, 'spotlight'), smoothScroll).toBeLessThanOrEqual(2);
    const cv = hero(page).getByRole('link', { name: text('fr', 'hero.downloadCv'), exact: true });
    expect(await cv.getAttribute('href')).toBe('/cv/elodie-marchand-cv-fr.pdf');
    expect(problems).toEqual([]);
  });
});

describe('spotlight', () => {
  const videoHosts = /^https:\/\/([a-z0-9-]+\.)*(youtube|youtube-nocookie|ytimg|googlevideo)\.com\//;
  const playerSrc = `https://www.youtube-nocookie.com/embed/${site.spotlight.youtubeId}`;

  /** Answers every request for the video locally, so nothing leaves the machine, while recording it happened. */
  async function standInPlayer(page: Page): Promise<void> {
    await page.context().route(videoHosts, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player stand-in</p>' }),
    );
  }

  async function expectPlayerInPlaceOfPoster(page: Page, language: Language, requests: string[]): Promise<void> {
    const player = page.locator('#spotlight iframe');
    await expect.poll(() => player.count()).toBe(1);
    expect(await player.getAttribute('src')).toMatch(new RegExp(`^${playerSrc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?#]|$)`));
    expect(await player.getAttribute('title')).toBe(
      text(language, 'spotlight.videoTitle', { title: site.spotlight.articleTitle[language]! }),
    );
    expect(await page.locator('#spotlight img').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expect.poll(() => requests.filter((url) => videoHosts.test(url))).toContainEqual(expect.stringMatching(`^${playerSrc}`));
    expect(requests.filter((url) => videoHosts.test(url) && !url.startsWith('https://www.youtube-nocookie.com/'))).toEqual([]);
  }

  it('requests nothing from YouTube before play; a click swaps the poster for the privacy-enhanced player', async () => {
    const { page, problems, requests } = await openTestPage(browser);
    await standInPlayer(page);
    await visitHome(page);
    await page.locator('#spotlight').scrollIntoViewIfNeeded();
    const poster = page.locator('#spotlight img');
    expect(await poster.getAttribute('alt')).toBe(site.spotlight.posterAlt.en);
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => videoHosts.test(url))).toEqual([]);

    const title = site.spotlight.articleTitle.en!;
    // A link to the video until the section's island wakes (it plays in the page from then on).
    const play = page.locator('#spotlight a[href^="https://www.youtube.com/watch"]');
    expect((await play.textContent())?.trim().startsWith(text('en', 'spotlight.play', { title }))).toBe(true);
    await play.click();
    await expect.poll(() => play.count()).toBe(0);
    await expectPlayerInPlaceOfPoster(page, 'en', requests);
    expect(problems).toEqual([]);
  });

  it('plays from the keyboard with Enter, in French on /fr/, its icon named in a tooltip', async () => {
    const { page, problems, requests } = await openTestPage(browser);
    await standInPlayer(page);
    await visitHome(page, 'fr');
    const title = site.spotlight.articleTitle.fr!;
    expect(await page.locator('#spotlight h2').textContent()).toBe(site.spotlight.title.fr);
    const name = text('fr', 'spotlight.play', { title });
    const play = page.locator('#spotlight a[href^="https://www.youtube.com/watch"]');
    await play.focus();
    await expect.poll(() => page.getByTestId('tooltip').textContent()).toBe(name);
    expect(requests.filter((url) => videoHosts.test(url))).toEqual([]);
    await page.keyboard.press('Enter');
    await expectPlayerInPlaceOfPoster(page, 'fr', requests);
    expect(problems).toEqual([]);
  });
});

describe('skills', () => {
  // Specification section 2 gives the card titles verbatim, and section 9 the counts.
  const cards = [
    { category: 'programming', title: 'Programming', count: 5 },
    { category: 'analysis', title: 'Analysis & Modeling', count: 5 },
    { category: 'tools', title: 'Tools & Technologies', count: 4 },
  ] as const;
  const skillsOf = (category: Skill['category']) => skills.skills.filter((skill) => skill.category === category);
  const card = (page: Page, index: number) => page.locator('#skills article').nth(index);
  const skillButton = (page: Page, cardIndex: number, skillIndex: number) =>
    card(page, cardIndex).getByRole('button').nth(skillIndex);
  const detailOf = async (page: Page, button: Locator) =>
    page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

  /** The skill's detail is shown with its description, applications and recent projects from content. */
  async function expectOpen(page: Page, button: Locator, skill: Skill, language: Language): Promise<void> {
    // The first use of the section wakes its island: the answer comes once its code has loaded.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const detail = await detailOf(page, button);
    expect(await detail.isVisible()).toBe(true);
    expect(await detail.locator('p').first().textContent()).toBe(skill.description[language]);
    expect(await detail.locator('h4:visible').allTextContents()).toEqual([
      text(language, 'skills.applications'),
      text(language, 'skills.recentProjects'),
    ]);
    expect(await detail.locator('ul').nth(0).locator('li').allTextContents()).toEqual(skill.examples[language]);
    expect(await detail.locator('ul').nth(1).locator('li').allTextContents()).toEqual(skill.projects[language]);
  }

  const nameIn = ({ name }: Skill, language: Language) => (typeof name === 'string' ? name : name[language]);

  async function expectClosed(page: Page, button: Locator): Promise<void> {
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await (await detailOf(page, button)).isVisible()).toBe(false);
  }

  it('shows three cards titled Programming, Analysis & Modeling and Tools & Technologies with 5, 5 and 4 skills', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    expect(await page.locator('#skills article').count()).toBe(3);
    for (const [index, { category, title, count }] of cards.entries()) {
      expect(skillsOf(category)).toHaveLength(count);
      expect(await card(page, index).locator('h3').textContent()).toBe(title);
      expect(await visibleTexts(page, `#skills article:nth-of-type(${index + 1}) button`)).toEqual(
        skillsOf(category).map((skill) => nameIn(skill, 'en')),
      );
      for (const button of await card(page, index).getByRole('button').all()) await expectClosed(page, button);
    }
    const keywords = page.getByRole('list', { name: text('en', 'skills.keywords') });
    expect(await keywords.locator('li').allTextContents()).toEqual(skills.keywords.en);
    expect(problems).toEqual([]);
  });

  it('opens one skill per card, leaves the other cards alone, and closes a skill on a second click', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const programming = skillsOf('programming');
    const analysis = skillsOf('analysis');

    await skillButton(page, 0, 0).click();
    await expectOpen(page, skillButton(page, 0, 0), programming[0] as Skill, 'en');

    await skillButton(page, 0, 1).click();
    await expectOpen(page, skillButton(page, 0, 1), programming[1] as Skill, 'en');
    await expectClosed(page, skillButton(page, 0, 0));

    await skillButton(page, 1, 2).click();
    await expectOpen(page, skillButton(page, 1, 2), analysis[2] as Skill, 'en');
    await expectOpen(page, skillButton(page, 0, 1), programming[1] as Skill, 'en');

    await skillButton(page, 0, 1).click();
    await expectClosed(page, skillButton(page, 0, 1));
    await expectOpen(page, skillButton(page, 1, 2), analysis[2] as Skill, 'en');
    expect(problems).toEqual([]);
  });

  it('works from the keyboard: Tab to a skill, Enter opens it, Space closes it', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const tools = skillsOf('tools');
    const activeId = () => page.evaluate(() => document.activeElement?.id);

    await skillButton(page, 2, 0).focus();
    await page.keyboard.press('Tab');
    expect(await activeId()).toBe(await skillButton(page, 2, 1).getAttribute('id'));
    await page.keyboard.press('Enter');
    await expectOpen(page, skillButton(page, 2, 1), tools[1] as Skill, 'en');
    await page.keyboard.press('Space');
    await expectClosed(page, skillButton(page, 2, 1));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expectOpen(page, skillButton(page, 2, 2), tools[2] as Skill, 'en');
    expect(problems).toEqual([]);
  });

  it('speaks French on /fr/', async () => {
    const { page, problems } = await open();
    await visitHome(page, 'fr');
    for (const [index, { category }] of cards.entries()) {
      expect(await card(page, index).locator('h3').textContent()).toBe(text('fr', `skills.${category}`));
      expect(await visibleTexts(page, `#skills article:nth-of-type(${index + 1}) button`)).toEqual(
        skillsOf(category).map((skill) => nameIn(skill, 'fr')),
      );
    }
    await skillButton(page, 1, 0).click();
    await expectOpen(page, skillButton(page, 1, 0), skillsOf('analysis')[0] as Skill, 'fr');
    const keywords = page.getByRole('list', { name: text('fr', 'skills.keywords') });
    expect(await keywords.locator('li').allTextContents()).toEqual(skills.keywords.fr);
    expect(problems).toEqual([]);
  });
});
