import { describe, expect, inject, it } from 'vitest';
import { browser } from './support/file-browser.ts';
import { pagePath, site, text, type Language } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const publicUrl = site.siteUrl.replace(/\/$/, '');
const feedPath = (language: Language) => (language === site.defaultLanguage ? '/feed.xml' : `/${language}/feed.xml`);

interface Entry {
  title: string;
  link: string;
  updated: string;
}

describe.each(['en', 'fr'] as const)('the site feed in %s', (language) => {
  it('lists the news, posts, talks and software releases of its language, newest first, each linking a page (and anchor) that exists, and every page links it', async () => {
    const { page, problems } = await openTestPage(browser);
    await page.goto(`${baseUrl}${pagePath(language, '/')}`);
    const feedLinks = await page.locator('head link[type="application/atom+xml"]').evaluateAll((links) =>
      links.map((link) => [link.getAttribute('href'), link.getAttribute('title')]),
    );
    expect(feedLinks).toContainEqual([feedPath(language), text(language, 'feed.siteTitle', { name: site.profile.name })]);

    const response = await page.request.get(`${baseUrl}${feedPath(language)}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      if (document.getElementsByTagName('parsererror').length > 0) throw new Error('the feed is not XML');
      return [...document.getElementsByTagName('entry')].map((entry) => ({
        title: new DOMParser().parseFromString(entry.getElementsByTagName('title')[0]?.textContent ?? '', 'text/html').body.textContent ?? '',
        link: entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '',
        updated: entry.getElementsByTagName('updated')[0]?.textContent ?? '',
      }));
    }, xml);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(50);
    const dates = entries.map((entry: Entry) => entry.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    const kinds = new Set(entries.map((entry: Entry) => new URL(entry.link).pathname.replace(/^\/fr/, '').split('/')[1]));
    expect([...kinds].sort()).toEqual(['news', 'posts', 'software', 'talks']);
    // Each page once, with the anchors its entries point at.
    const anchorsByPage = new Map<string, string[]>();
    for (const entry of entries) {
      expect(entry.link.startsWith(`${publicUrl}${language === site.defaultLanguage ? '' : `/${language}`}/`), entry.link).toBe(true);
      const local = new URL(entry.link.replace(publicUrl, baseUrl));
      const anchors = anchorsByPage.get(local.pathname) ?? [];
      if (local.hash !== '') anchors.push(decodeURIComponent(local.hash.slice(1)));
      anchorsByPage.set(local.pathname, anchors);
    }
    for (const [path, anchors] of anchorsByPage) {
      const opened = await page.goto(`${baseUrl}${path}`);
      expect(opened?.status(), path).toBe(200);
      for (const id of anchors) expect(await page.locator(`[id="${id}"]`).count(), `${path}#${id}`).toBe(1);
    }
    expect(problems).toEqual([]);
  });
});
