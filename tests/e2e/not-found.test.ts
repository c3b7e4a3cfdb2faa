import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { notFoundDocumentMessage, site, text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');

describe('the 404 page', () => {
  const unknownPaths = [
    { path: '/nope', language: 'en', home: '/' },
    { path: '/fr/nope', language: 'fr', home: '/fr/' },
    { path: '/research/2019/old-page.html', language: 'en', home: '/' },
  ] as const;

  it.each(unknownPaths)('answers $path with status 404, says so in its language and leads home', async ({ path, language, home }) => {
    const { page, problems, close } = await openPage(browser);
    const infoMessages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infoMessages.push(message.text());
    });
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    const title = page.getByRole('heading', { level: 1 });
    if (language === 'en') {
      // Specification section 2 gives the English texts verbatim.
      expect(await title.textContent()).toBe('Oops! Page not found');
    } else {
      expect(await title.textContent()).toBe(text('fr', 'notFound.title'));
      expect(text('fr', 'notFound.title')).not.toBe('Oops! Page not found');
    }
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await expect.poll(() => infoMessages).toContainEqual(expect.stringContaining(path));

    const homeLinkName = language === 'en' ? 'Return to Home' : text('fr', 'notFound.returnHome');
    const homeLink = page.getByRole('link', { name: homeLinkName, exact: true });
    expect(await homeLink.getAttribute('href')).toBe(home);
    await homeLink.click();
    await page.waitForURL(`${baseUrl}${home}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(site.profile.name);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(problems).toEqual([notFoundDocumentMessage]);
    await close();
  });
});
