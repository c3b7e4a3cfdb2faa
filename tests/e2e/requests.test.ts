import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { navSections, site, text, textPrefix } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const siteOrigin = new URL(baseUrl).origin;
const offSite = (requests: readonly string[]) => requests.filter((url) => new URL(url).origin !== siteOrigin);

describe('browsing the site', () => {
  it('requests nothing from another host, and loads the video player only when asked to play', async () => {
    const { page, problems, requests, close } = await openPage(browser, { serviceWorkers: 'allow' });
    const playerHost = 'https://www.youtube-nocookie.com';
    // A stand-in for the player: no test reaches the internet, but the frame must be allowed by the CSP.
    await page.route(`${playerHost}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Player</p>' }),
    );
    await page.goto(`${baseUrl}/`);
    await waitForHydration(page);

    // Every section, every lazy image: scroll the whole page through, then use the navigation.
    const homeSections = await page.locator('main section[id]').all();
    expect(homeSections.length).toBeGreaterThanOrEqual(navSections.length - 1); // Teaching has a page, no home section.
    for (const section of homeSections) {
      await section.scrollIntoViewIfNeeded();
    }
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await page.getByRole('banner').getByRole('link', { name: text('en', 'nav.projects'), exact: true }).click();
    await page.getByRole('link', { name: text('en', 'projects.viewAll') }).click();
    await page.waitForURL(`${baseUrl}/projects/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(text('en', 'projectsPage.title'));
    await page.getByRole('link', { name: text('en', 'projectsPage.backToPortfolio') }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(site.profile.name);
    // A fresh load: before the page's runtime starts, the play link is a plain link to YouTube.
    await waitForHydration(page);
    expect(offSite(requests)).toEqual([]);

    // A link to the video until the section's island wakes; it then plays in the page.
    const play = page.locator('#spotlight a[href^="https://www.youtube.com/watch"]');
    expect((await play.textContent())?.trim().startsWith(`${textPrefix('en', 'spotlight.play')}${site.spotlight.articleTitle.en}`)).toBe(true);
    await play.click();
    const player = page.locator('#spotlight iframe');
    expect(new URL((await player.getAttribute('src')) ?? '').origin).toBe(playerHost);
    await expect.poll(() => offSite(requests).map((url) => new URL(url).origin)).toContain(playerHost);
    expect(offSite(requests).filter((url) => new URL(url).origin !== playerHost)).toEqual([]);
    await expect.poll(() => player.contentFrame().locator('p').textContent()).toBe('Player');
    // A CSP violation (inline script, frame, image, connection) is a console error.
    expect(problems).toEqual([]);
    await close();
  });
});
