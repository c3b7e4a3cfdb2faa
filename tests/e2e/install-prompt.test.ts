import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { pagePath, text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');

/**
 * Loads a page and pauses its (fake) clock once the page has hydrated: from then on only the test moves time.
 * The clock runs while the page loads, as a real one does: the page hydrates after its first frame.
 */
async function visitWithPausedClock(page: Page, path: string): Promise<void> {
  await page.clock.resume();
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
}

async function openWithClock(width: number, path = '/') {
  const tracked = await openPage(browser, { viewport: { width, height: 800 } });
  await tracked.page.clock.install();
  await visitWithPausedClock(tracked.page, path);
  return tracked;
}

/**
 * What Chromium dispatches when the site becomes installable. The page counts the calls of its prompt();
 * its userChoice answers as the test says.
 */
function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  return page.evaluate((choice) => {
    const counter = window as unknown as { promptCalls?: number };
    counter.promptCalls ??= 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        counter.promptCalls = (counter.promptCalls ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const promptCalls = (page: Page) => page.evaluate(() => (window as unknown as { promptCalls?: number }).promptCalls ?? 0);
const installPrompt = (page: Page, language: 'en' | 'fr' = 'en') =>
  page.getByRole('region', { name: text(language, 'install.title') });

describe('the install prompt', () => {
  it('appears 30 s after the browser offers installation on a phone, without taking focus', async () => {
    const { page, problems, requests, close } = await openWithClock(375);
    const reactLoaded = () => requests.some((url) => /\/assets\/hydrate-island-[\w-]{8}\.js$/.test(url));
    expect(await offerInstallation(page)).toBe(true);
    // Its code and React load 20 s after the offer, not with the page.
    await page.clock.runFor(19_000);
    expect(reactLoaded()).toBe(false);
    await page.clock.runFor(10_000);
    await expect.poll(reactLoaded).toBe(true);
    expect(await installPrompt(page).count()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => installPrompt(page).isVisible()).toBe(true);

    expect(await installPrompt(page).getByRole('heading', { level: 2 }).textContent()).toBe(text('en', 'install.title'));
    for (const name of ['install.install', 'install.notNow', 'install.close']) {
      expect(await installPrompt(page).getByRole('button', { name: text('en', name), exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('speaks the page’s language', async () => {
    const { page, problems, close } = await openWithClock(375, pagePath('fr', '/'));
    await offerInstallation(page);
    await page.clock.runFor(30_000);
    await expect.poll(() => installPrompt(page, 'fr').isVisible()).toBe(true);
    expect(await installPrompt(page, 'fr').getByRole('button', { name: text('fr', 'install.install') }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  it('‘Install’ opens the browser’s prompt and hides', async () => {
    const { page, problems, close } = await openWithClock(375);
    await offerInstallation(page);
    await page.clock.runFor(30_000);
    await installPrompt(page).getByRole('button', { name: text('en', 'install.install'), exact: true }).click();
    await expect.poll(() => installPrompt(page).count()).toBe(0);
    expect(await promptCalls(page)).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  it.each(['install.notNow', 'install.close'])('%s hides it for the rest of the session', async (key) => {
    const { page, problems, close } = await openWithClock(375);
    await offerInstallation(page);
    await page.clock.runFor(30_000);
    await installPrompt(page).getByRole('button', { name: text('en', key), exact: true }).click();
    await expect.poll(() => installPrompt(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portfolio-install-dismissed'))).toBe('true');

    await offerInstallation(page);
    await page.clock.runFor(60_000);
    expect(await installPrompt(page).count()).toBe(0);

    // Another page of the same session remembers the dismissal.
    await visitWithPausedClock(page, pagePath('en', '/projects/'));
    await offerInstallation(page);
    await page.clock.runFor(60_000);
    expect(await installPrompt(page).count()).toBe(0);
    expect(await promptCalls(page)).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('never appears on a 1280 px screen, and loads no code for it', async () => {
    const { page, problems, requests, close } = await openWithClock(1280);
    await offerInstallation(page);
    await page.clock.runFor(120_000);
    expect(await installPrompt(page).count()).toBe(0);
    expect(requests.filter((url) => /\/assets\/(hydrate-island|install-prompt)-/.test(url))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('hides once the site is installed', async () => {
    const { page, problems, close } = await openWithClock(375);
    await offerInstallation(page);
    await page.clock.runFor(30_000);
    await expect.poll(() => installPrompt(page).isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect.poll(() => installPrompt(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
