import type { Language } from './support/site-content.ts';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { TimelineFile, TimelineItem } from '../../schemas/types.generated.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { education, experience } from './support/section-content.ts';
import { pagePath, text } from './support/site-content.ts';
import { openTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');

const open = (options?: BrowserContextOptions) => openTestPage(browser, options);

async function visitHome(page: Page, language: Language = 'en'): Promise<void> {
  await page.goto(`${baseUrl}${pagePath(language, '/')}`);
  await waitForHydration(page);
}

/** Newest first by start_date (YYYY-MM compares like a date); equal starts keep the file's order. */
function newestFirst(items: readonly TimelineItem[]): TimelineItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.start_date.localeCompare(a.item.start_date) || a.index - b.index)
    .map(({ item }) => item);
}

const timelines = [
  { id: 'experience', file: experience },
  { id: 'education', file: education },
] as const satisfies readonly { id: string; file: TimelineFile }[];

/** The bullets an item shows in a language; none means no 'Key Highlights' toggle. */
const bulletsOf = (item: TimelineItem, language: Language) => item.bullets?.[language] ?? [];

async function expectTimeline(page: Page, id: string, file: TimelineFile, language: Language): Promise<void> {
  const sorted = newestFirst(file.items);
  const cards = page.locator(`#${id} article`);
  expect(await cards.locator('h3').allTextContents()).toEqual(sorted.map((item) => item.title[language]));

  const present = text(language, 'experience.present');
  const toggleName = text(language, 'experience.keyHighlights');
  for (const [index, item] of sorted.entries()) {
    const card = cards.nth(index);
    const dates = await card.locator('header p').last().textContent();
    if (item.end_date === null) expect(dates).toMatch(new RegExp(`– ${present}`));
    else expect(dates).not.toContain(present);

    const toggle = card.getByRole('button', { name: toggleName, exact: true });
    const bullets = bulletsOf(item, language);
    if (bullets.length === 0) {
      expect(await toggle.count()).toBe(0);
      continue;
    }
    const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
    await toggle.click();
    // The first use of the section wakes its island: the answer comes once its code has loaded.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    expect(await list.locator('li').allTextContents()).toEqual(bullets);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isVisible()).toBe(false);
  }
}

describe('timelines', () => {
  it.each(timelines)('shows $id newest first, ongoing entries as Present, and Key Highlights only where there are bullets', async ({ id, file }) => {
    const { page, problems } = await open();
    await visitHome(page);
    // Specification section 4 gives these English texts verbatim.
    expect(text('en', 'experience.present')).toBe('Present');
    expect(text('en', 'experience.keyHighlights')).toBe('Key Highlights');
    // The shipped experience exercises every branch: an order the site must change, ongoing and ended
    // entries, entries with and without bullets.
    expect(newestFirst(experience.items)).not.toEqual(experience.items);
    expect(experience.items.some((item) => item.end_date === null)).toBe(true);
    expect(experience.items.some((item) => item.end_date !== null)).toBe(true);
    expect(experience.items.some((item) => bulletsOf(item, 'en').length === 0)).toBe(true);
    expect(experience.items.some((item) => bulletsOf(item, 'en').length > 0)).toBe(true);
    await expectTimeline(page, id, file, 'en');
    expect(problems).toEqual([]);
  });

  it.each(timelines)('shows $id in French on /fr/', async ({ id, file }) => {
    const { page, problems } = await open();
    await visitHome(page, 'fr');
    await expectTimeline(page, id, file, 'fr');
    expect(problems).toEqual([]);
  });
});
