import type { ManualAuthor, SoftwareFile } from '../../../schemas/types.generated.ts';
import { newestFirst as relatedNewestFirst, type RelatedBlock } from '../../../core/collections/related-to-works.ts';
import { softwareCv, cvSoftwareData } from '../../../core/collections/software/software-cv.ts';
import {
  byKind,
  homeSoftwareCount,
  homeSoftwareDataKey,
  newestFirst,
  softwareDataKey,
  type SoftwareData,
  type SoftwareEntry,
  type SoftwareHomeData,
} from '../../../core/collections/software/software-data.ts';
import { nameIn, textIn } from '../../../core/cv/localized.ts';
import { localizedPath, pickDefaultLanguage } from '../../../core/i18n/languages.ts';
import type { CollectionBuild, CollectionEdition } from '../collection-build.ts';
import { bibtexEntry, softwareCitations, type SoftwareCitations } from './software-citations.ts';
import { softwareProblems } from './software-rules.ts';

type Item = SoftwareFile['items'][number];

/** The citations of every item in one language (`software-citations.<lang>`): what /software/'s downloads hold. */
export const softwareCitationsDataKey = (language: string) => `software-citations.${language}` as const;

function displayName(author: ManualAuthor): string {
  return typeof author === 'string' ? author : (author.name ?? [author.given, author.family].filter(Boolean).join(' '));
}

function entry(item: Item, language: string, works: CollectionEdition['works']): SoftwareEntry {
  return {
    id: item.id,
    kind: item.kind,
    name: nameIn(item.name, language),
    description: textIn(item.description, language),
    date: item.date,
    ...(item.version === undefined ? {} : { version: item.version }),
    ...(item.doi === undefined ? {} : { doi: item.doi }),
    ...(item.url === undefined ? {} : { url: item.url }),
    ...(item.repository === undefined ? {} : { repository: item.repository }),
    ...(item.license === undefined ? {} : { license: item.license }),
    authors: (item.authors ?? []).map(displayName),
    ...(item.language === undefined ? {} : { language: item.language }),
    papers: (item.publications ?? []).flatMap((id) => {
      const work = works?.get(id);
      return work === undefined ? [] : [work];
    }),
  };
}

/** Each language's page (by kind, newest first, with each item's BibTeX), home section (the newest few) and downloads. */
export function softwareDataFiles(file: SoftwareFile, languages: readonly string[], edition: CollectionEdition): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const language of languages) {
    const entries = file.items.map((item) => ({ ...entry(item, language, edition.works), bibtex: bibtexEntry(item, language) }));
    files[softwareDataKey(language)] = { groups: byKind(entries), total: entries.length } satisfies SoftwareData;
    const home = newestFirst(file.items.map((item) => entry(item, language, edition.works))).slice(0, homeSoftwareCount);
    files[homeSoftwareDataKey(language)] = { items: home, total: file.items.length } satisfies SoftwareHomeData;
    files[softwareCitationsDataKey(language)] = softwareCitations(file.items, language);
  }
  return files;
}

/** The items that implement each publication, by its id and then language, newest first: the paper's page lists them. */
export function softwareRelatedToWorks(file: SoftwareFile, languages: readonly string[]): Map<string, Record<string, RelatedBlock>> {
  const byWork = new Map<string, Record<string, RelatedBlock>>();
  for (const item of relatedNewestFirst(file.items)) {
    for (const workId of item.publications ?? []) {
      const blocks = byWork.get(workId) ?? {};
      for (const language of languages) {
        (blocks[language] ??= { id: 'software', headingKey: 'software.relatedHeading', items: [] }).items.push({
          id: item.id,
          neutralPath: `/software/#${item.id}`,
          title: nameIn(item.name, language),
          date: item.date,
          ...(item.version === undefined ? {} : { detail: item.version }),
          labelKey: `software.kind.${item.kind}`,
        });
      }
      byWork.set(workId, blocks);
    }
  }
  return byWork;
}

export const softwareBuild: CollectionBuild = {
  rules: softwareProblems,
  dataFiles: (value, languages, edition) => softwareDataFiles(value as SoftwareFile, languages, edition),
  cvDataFiles: (value) => ({ [softwareCv.dataKey]: cvSoftwareData(value as SoftwareFile) }),
  relatedToWorks: (value, languages) => softwareRelatedToWorks(value as SoftwareFile, languages),
  // A release is news: each item's version, on its day.
  feedEntries: (data, language) =>
    ((data[softwareDataKey(language)] as SoftwareData | undefined)?.groups ?? []).flatMap((group) =>
      group.items.map((item) => ({
        neutralPath: `/software/#${item.id}`,
        title: item.version === undefined ? item.name : `${item.name} ${item.version}`,
        date: item.date,
        summary: item.description,
      })),
    ),
  writeOutput: async (data, { site, writeFiles }) => {
    const rootLanguage = pickDefaultLanguage(site.languages, site.defaultLanguage);
    // Each language's page offers its own language's files (the default language's at /software/).
    for (const language of site.languages) {
      const citations = data[softwareCitationsDataKey(language)] as SoftwareCitations | undefined;
      if (citations === undefined) continue;
      const at = (file: string) => localizedPath(language, `/software/${file}`, rootLanguage);
      const files = { [at('software.bib')]: citations.bibtex, [at('software.ris')]: citations.ris, [at('software.json')]: citations.csl };
      await writeFiles(`software-citations-${language}`, [JSON.stringify(files)], () => files);
    }
  },
};
