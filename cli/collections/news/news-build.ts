import type { NewsFile } from '../../../schemas/types.generated.ts';
import {
  homeNewsCount,
  homeNewsDataKey,
  newestFirst,
  newsDataKey,
  type NewsData,
  type NewsEntry,
} from '../../../core/collections/news/news-model.ts';
import { pointerOf, problemAt, type JsonDocument } from '../../content/json-document.ts';
import { arrayAt, isRecord, stringAt } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';
import { parseInlineMarkdown } from '../../markdown/inline-markdown.ts';
import { plainText } from '../../../core/markdown/inline-nodes.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { calendarDayProblems, duplicateIdProblems } from '../collection-checks.ts';

/**
 * news.json beyond its schema: ids unique, dates that exist, and texts of inline Markdown only. (A text missing
 * one of the site's languages is the schema's: localized.schema.json narrowed to the site's languages.)
 */
function newsProblems(document: JsonDocument): Problem[] {
  const problems = duplicateIdProblems(document, 'items', 'news item');
  arrayAt(document.value, 'items').forEach((item, index) => {
    const id = stringAt(item, 'id');
    const name = id === undefined ? `item ${index + 1}` : `news item "${id}"`;
    problems.push(...calendarDayProblems(document, 'items', index, name));
    const text = isRecord(item) ? item.text : undefined;
    if (!isRecord(text)) return;
    for (const [language, value] of Object.entries(text)) {
      if (typeof value !== 'string') continue;
      for (const problem of parseInlineMarkdown(value).problems) {
        problems.push(problemAt(document, pointerOf('items', index, 'text', language), 'error', `${name}, text "${language}": ${problem}`));
      }
    }
  });
  return problems;
}

/** Each language's news, newest first, its texts parsed: all of them for /news/, the newest few for the home page. */
export function newsDataFiles(file: NewsFile, languages: readonly string[]): Record<string, NewsData> {
  const files: Record<string, NewsData> = {};
  const sorted = newestFirst(file.items);
  for (const language of languages) {
    const items: NewsEntry[] = sorted.map(({ id, date, text }) => ({ id, date, text: parseInlineMarkdown(text[language] ?? '').nodes }));
    files[newsDataKey(language)] = { items, total: items.length };
    files[homeNewsDataKey(language)] = { items: items.slice(0, homeNewsCount), total: items.length };
  }
  return files;
}

export const newsBuild: CollectionBuild = {
  rules: newsProblems,
  dataFiles: (value, languages) => newsDataFiles(value as NewsFile, languages),
  feedEntries: (data, language) =>
    ((data[newsDataKey(language)] as NewsData | undefined)?.items ?? []).map((item) => ({ neutralPath: `/news/#${item.id}`, title: plainText(item.text), date: item.date })),
};
