import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewsFile } from '../../schemas/types.generated.ts';
import { byYear, homeNewsCount, newestFirst } from '../../core/collections/news/news-model.ts';
import { plainText } from '../../core/markdown/inline-nodes.ts';
import { parseInlineMarkdown } from '../../cli/markdown/inline-markdown.ts';
import { expectHomeSectionLeadsToPage, expectNoIslandOfItsOwn, expectOpensAtAnchor, openCollectionPage } from './support/collection-page.ts';
import { pagePath, text, type Language } from './support/site-content.ts';

const news = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/news.json'), 'utf8')) as NewsFile;
const newest = newestFirst(news.items);
const newsPath = (language: Language) => (language === 'en' ? '/news/' : `/${language}/news/`);
/** What a visitor reads of an item: its text without the Markdown marks. */
const shown = (language: Language, item: NewsFile['items'][number]) => plainText(parseInlineMarkdown(item.text[language] ?? '').nodes);

const open = (path: string, javaScriptEnabled = true) => openCollectionPage(path, { javaScriptEnabled });

const itemTexts = (page: Page, selector: string) => page.locator(`${selector} li p`).allTextContents();

describe.each([
  { javaScript: 'on', javaScriptEnabled: true },
  { javaScript: 'off', javaScriptEnabled: false },
])('the news with JavaScript $javaScript', ({ javaScriptEnabled }) => {
  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    it('/news/ lists every item newest first under its year, each with its id as its anchor', async () => {
      const { page, problems } = await open(newsPath(language), javaScriptEnabled);
      expect(await page.locator('h1').textContent()).toBe(text(language, 'news.title'));
      const main = page.getByRole('main');
      expect(await main.locator('h2').allTextContents()).toEqual(byYear(newest).map(({ year }) => year));
      expect(await main.locator('li').evaluateAll((items) => items.map((item) => item.id))).toEqual(newest.map((item) => item.id));
      expect(await itemTexts(page, 'main')).toEqual(newest.map((item) => shown(language, item)));
      // Markdown marks are elements, its links real links in the page's language.
      const first = main.locator(`[id="${newest[0]!.id}"]`);
      expect(await first.locator('time').getAttribute('datetime')).toBe(newest[0]!.date);
      expect(await first.locator('a').getAttribute('href')).toBe(language === 'en' ? '/publications/w4415582013/' : '/fr/publications/w4415582013/');
      expect(await main.locator('em, strong, code').count()).toBeGreaterThanOrEqual(3);
      expect(problems).toEqual([]);
    });

    it('the home page shows the newest items and a link to /news/, and the header links to it', async () => {
      const { page, problems, requests } = await open(pagePath(language, '/'), javaScriptEnabled);
      expect(await itemTexts(page, 'section#news')).toEqual(newest.slice(0, homeNewsCount).map((item) => shown(language, item)));
      await expectHomeSectionLeadsToPage(page, requests, { id: 'news', language, total: news.items.length, pagePath: newsPath(language) });
      expect(problems).toEqual([]);
    });
  });
});

describe('/news/ with JavaScript', () => {
  it('has no island of its own (the header aside): the islands runtime only, whatever the visitor reads', () => expectNoIslandOfItsOwn('/news/'));

  it('opens an item at its anchor', () => expectOpensAtAnchor('/fr/news/', newest.at(-1)!.id));
});
