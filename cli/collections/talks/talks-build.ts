import { existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { TalkName, TalksFile } from '../../../schemas/types.generated.ts';
import { newestFirst, type RelatedBlock } from '../../../core/collections/related-to-works.ts';
import {
  homeTalks,
  homeTalksDataKey,
  slidesUrl,
  splitTalks,
  talksDataKey,
  videoUrl,
  type TalkEntry,
  type TalksData,
} from '../../../core/collections/talks/talks-model.ts';
import { cvTalksData, talksCv } from '../../../core/collections/talks/talks-cv.ts';
import { pointerOf, problemAt, type JsonDocument } from '../../content/json-document.ts';
import type { LoadedContent } from '../../content/loaded-content.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { calendarDayProblems, duplicateIdProblems } from '../collection-checks.ts';

/**
 * talks.json beyond its schema: ids unique, dates that exist, a slides file that exists under content/files/. (An
 * unknown type and a text missing one of the site's languages are the schema's; a publication that names no work
 * is found with every other reference to a publication, cli/collections/publications/reference-problems.ts.)
 */
function talksProblems(document: JsonDocument, loaded: Pick<LoadedContent, 'directory'>): Problem[] {
  const problems = duplicateIdProblems(document, 'items', 'talk');
  arrayAt(document.value, 'items').forEach((item, index) => {
    const id = stringAt(item, 'id');
    const name = id === undefined ? `talk ${index + 1}` : `talk "${id}"`;
    problems.push(...calendarDayProblems(document, 'items', index, name));
    const slides = stringAt(item, 'slides');
    if (slides !== undefined && slides.startsWith('files/')) {
      const path = join(loaded.directory, slides);
      if (slides.includes('..') || !existsSync(path) || !statSync(path).isFile()) {
        problems.push(
          problemAt(document, pointerOf('items', index, 'slides'), 'error', `${name}: the slides file ${slides} does not exist: put ${basename(slides)} in ${join(loaded.directory, 'files')}, or correct the path`),
        );
      }
    }
  });
  return problems;
}

const inLanguage = (name: TalkName, language: string): string => (typeof name === 'string' ? name : (name[language] ?? Object.values(name)[0] ?? ''));

function entry(item: TalksFile['items'][number], language: string, upcoming: boolean): TalkEntry {
  return {
    id: item.id,
    date: item.date,
    type: item.type,
    title: item.title[language] ?? '',
    event: inLanguage(item.event, language),
    ...(item.location === undefined ? {} : { location: inLanguage(item.location, language) }),
    ...(item.url === undefined ? {} : { url: item.url }),
    ...(item.slides === undefined ? {} : { slides: slidesUrl(item.slides) }),
    ...(item.video === undefined ? {} : { video: videoUrl(item.video) }),
    ...(item.abstract?.[language] === undefined ? {} : { abstract: item.abstract[language] }),
    upcoming,
  };
}

/** Each language's talks, upcoming (soonest first) then past (newest first): all for /talks/, fewer for home. */
export function talksDataFiles(file: TalksFile, languages: readonly string[], today: string): Record<string, TalksData> {
  const files: Record<string, TalksData> = {};
  const { upcoming, past } = splitTalks(file.items, today);
  for (const language of languages) {
    const data: TalksData = {
      upcoming: upcoming.map((item) => entry(item, language, true)),
      past: past.map((item) => entry(item, language, false)),
      total: file.items.length,
    };
    files[talksDataKey(language)] = data;
    const home = homeTalks(data);
    files[homeTalksDataKey(language)] = { ...home, upcoming: home.upcoming.map(withoutAbstract), past: home.past.map(withoutAbstract) };
  }
  return files;
}

/**
 * The talks that present each publication (their `publication`), by publication id and then language, newest
 * first: the block the paper's page lists.
 */
export function talksRelatedToWorks(file: TalksFile, languages: readonly string[]): Map<string, Record<string, RelatedBlock>> {
  const byPublication = new Map<string, Record<string, RelatedBlock>>();
  for (const item of newestFirst(file.items)) {
    if (item.publication === undefined) continue;
    const blocks = byPublication.get(item.publication) ?? {};
    for (const language of languages) {
      const { id, date, type, title, event } = entry(item, language, false);
      (blocks[language] ??= { id: 'talks', headingKey: 'publicationPage.talks', items: [] }).items.push({
        id,
        neutralPath: `/talks/#${id}`,
        title,
        date,
        detail: event,
        labelKey: `talks.type.${type}`,
      });
    }
    byPublication.set(item.publication, blocks);
  }
  return byPublication;
}

/** The home section shows no abstract: its data file leaves them out. */
function withoutAbstract({ abstract: _abstract, ...rest }: TalkEntry): TalkEntry {
  return rest;
}

export const talksBuild: CollectionBuild = {
  rules: talksProblems,
  dataFiles: (value, languages, edition) => talksDataFiles(value as TalksFile, languages, edition.date),
  cvDataFiles: (value) => ({ [talksCv.dataKey]: cvTalksData(value as TalksFile) }),
  relatedToWorks: (value, languages) => talksRelatedToWorks(value as TalksFile, languages),
  feedEntries: (data, language) => {
    const talks = data[talksDataKey(language)] as TalksData | undefined;
    return [...(talks?.upcoming ?? []), ...(talks?.past ?? [])].map((talk) => ({
      neutralPath: `/talks/#${talk.id}`,
      title: `${talk.title} — ${talk.event}`,
      date: talk.date,
      ...(talk.abstract === undefined ? {} : { summary: talk.abstract }),
    }));
  },
};
