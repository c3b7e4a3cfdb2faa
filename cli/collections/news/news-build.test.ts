import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsFile } from '../../../schemas/types.generated.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { newsDataFiles } from './news-build.ts';

function item(id: string, date: string, en: string, fr: string = en) {
  return { id, date, text: { en, fr } };
}

const file = (items: unknown[]) => `${JSON.stringify({ $schema: '../schemas/news.schema.json', items }, null, 2)}\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

describe('news.json in validate', () => {
  it('without the file: no news section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('news');
    expect(content?.collections).not.toHaveProperty('news');
  });

  it('with the file: the news section, before contact', async () => {
    await writeFile(join(directory, 'news.json'), file([item('one', '2025-01-02', 'Hello *world*.')]));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections.slice(-2)).toEqual(['news', 'contact']);
    expect(content?.homeSections).toContain('news');
  });

  it('names the file, the place and the fix: a duplicate id, an impossible date, a missing language, more than inline Markdown', async () => {
    await writeFile(
      join(directory, 'news.json'),
      file([
        item('one', '2025-01-02', 'Fine.'),
        item('one', '2025-02-30', 'Also fine.'),
        { id: 'two', date: '2025-03-01', text: { en: 'Only English.' } },
        item('three', '2025-03-02', '# A heading', 'Un <em>titre</em>'),
      ]),
    );
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    expect(formatRelative(directory, problems)).toEqual([
      'news.json:13:13  /items/1/id  error: id "one" is already used at ' + join(directory, 'news.json') + ':5:13: give each news item its own id',
      'news.json:14:15  /items/1/date  error: news item "one": 2025-02-30 is not a day of the calendar: correct the date (YYYY-MM-DD)',
      'news.json:23:15  /items/2/text/fr  error: missing the "fr" text (the site\'s languages are en, fr): add "fr": … with the text in that language',
      'news.json:31:15  /items/3/text/en  error: news item "three", text "en": a heading (a line starting with #) is not allowed: use emphasis (*text*), strong (**text**), links ([text](https://…)) and `code` only',
      'news.json:32:15  /items/3/text/fr  error: news item "three", text "fr": HTML is not allowed: use emphasis (*text*), strong (**text**), links ([text](https://…)) and `code` only',
    ]);
  });

  it('a language the site lacks is an error too (one-language site)', async () => {
    await replaceInFile(directory, 'site.json', '"languages": ["en", "fr"]', '"languages": ["en"]');
    await writeFile(join(directory, 'news.json'), file([item('one', '2025-01-02', 'Fine.', 'Bien.')]));
    const { problems } = await validateContent(directory);
    expect(formatRelative(directory, problems).some((line) => line.includes('/items/0/text') && line.includes('"fr"'))).toBe(true);
  });
});

describe('newsDataFiles', () => {
  const news: NewsFile = {
    items: Array.from({ length: 7 }, (_, index) => item(`n${index}`, `2025-0${index + 1}-01`, `English ${index}`, `Français ${index}`)),
  };

  it('writes each language newest first, and the newest 5 for the home page', () => {
    const files = newsDataFiles(news, ['en', 'fr']);
    expect(Object.keys(files).sort()).toEqual(['news-home.en', 'news-home.fr', 'news.en', 'news.fr']);
    expect(files['news.fr']?.items.map((entry) => entry.id)).toEqual(['n6', 'n5', 'n4', 'n3', 'n2', 'n1', 'n0']);
    expect(files['news.fr']?.items[0]?.text).toEqual([{ type: 'text', value: 'Français 6' }]);
    expect(files['news-home.en']).toMatchObject({ total: 7 });
    expect(files['news-home.en']?.items.map((entry) => entry.id)).toEqual(['n6', 'n5', 'n4', 'n3', 'n2']);
  });
});
