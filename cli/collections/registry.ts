import type { SectionId } from '../../schemas/types.generated.ts';
import { collectionModels, type CollectionId } from '../../core/collections/registry.ts';
import type { RelatedBlock } from '../../core/collections/related-to-works.ts';
import type { ImageUse } from '../images/build-images.ts';
import type { BuiltOutput, CollectionBuild, CollectionEdition, DevFile, FeedEntry, MovedPage } from './collection-build.ts';
import { educationBuild } from './education/education-build.ts';
import { experienceBuild } from './experience/experience-build.ts';
import { newsBuild } from './news/news-build.ts';
import { pagesBuild } from './pages/pages-build.ts';
import { postsBuild } from './posts/posts-build.ts';
import { projectsBuild } from './projects/projects-build.ts';
import { publicationsBuild } from './publications/publications-build.ts';
import { recognitionBuild } from './recognition/recognition-build.ts';
import { skillsBuild } from './skills/skills-build.ts';
import { softwareBuild } from './software/software-build.ts';
import { talksBuild } from './talks/talks-build.ts';
import { teachingBuild } from './teaching/teaching-build.ts';

/** The build part of every collection of core/collections/registry.ts, by id. */
export const collectionBuilds: Readonly<Record<CollectionId, CollectionBuild>> = {
  skills: skillsBuild,
  projects: projectsBuild,
  publications: publicationsBuild,
  experience: experienceBuild,
  education: educationBuild,
  news: newsBuild,
  talks: talksBuild,
  posts: postsBuild,
  teaching: teachingBuild,
  software: softwareBuild,
  recognition: recognitionBuild,
  pages: pagesBuild,
};

/** The data files of every collection the content has (its pages' and its home section's), by key. */
export async function collectionDataFiles(
  collections: Partial<Record<CollectionId, unknown>>,
  languages: readonly string[],
  edition: CollectionEdition,
): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(collections) as Array<[CollectionId, unknown]>) {
    Object.assign(files, await collectionBuilds[id].dataFiles?.(value, languages, edition));
  }
  return files;
}

/** The collections' shares of the CV's data files (their CV sections'), by key. */
export function collectionCvDataFiles(collections: Partial<Record<CollectionId, unknown>>): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(collections) as Array<[CollectionId, unknown]>) {
    Object.assign(files, collectionBuilds[id].cvDataFiles?.(value));
  }
  return files;
}

/** Per work id, and then language, the blocks its paper's page lists: each collection's items that name the work. */
export function collectionRelatedToWorks(collections: Partial<Record<CollectionId, unknown>>, languages: readonly string[]): Map<string, Record<string, RelatedBlock[]>> {
  const related = new Map<string, Record<string, RelatedBlock[]>>();
  for (const [id, value] of Object.entries(collections) as Array<[CollectionId, unknown]>) {
    for (const [workId, blocks] of collectionBuilds[id].relatedToWorks?.(value, languages) ?? []) {
      const byLanguage = related.get(workId) ?? {};
      for (const [language, block] of Object.entries(blocks)) (byLanguage[language] ??= []).push(block);
      related.set(workId, byLanguage);
    }
  }
  return related;
}

/** The site feed's entries of one language from every collection that has some, read from the data files. */
export function collectionFeedEntries(data: Readonly<Record<string, unknown>>, language: string): FeedEntry[] {
  return Object.values(collectionBuilds).flatMap((build) => build.feedEntries?.(data, language) ?? []);
}

/** Every collection's data files made from one content file alone (CollectionBuild's `sourcedDataFiles`): key → file. */
export function collectionSourcedDataFiles(): Record<string, string> {
  return Object.assign({}, ...Object.values(collectionBuilds).map((build) => build.sourcedDataFiles ?? {})) as Record<string, string>;
}

/** The content files a collection is read from: a folder's as `<folder>/`, a file per language's as `<name>.*`. */
function contentPathsOf(file: (typeof collectionModels)[number]['file']): string[] {
  if ('name' in file) return [file.name];
  if ('files' in file) return file.files.map((each) => each.name);
  if ('folder' in file) return [`${file.folder}/`];
  return [`${file.perLanguage}.*`];
}

/**
 * Every collection's item data files made from some content files alone (CollectionBuild's `sourcedItemDataFiles`),
 * with the files of the kinds that say something of the items (`relatedToWorks`): their key prefix and those files.
 */
export function collectionSourcedItemDataFiles(): Array<{ prefix: string; from: string[] }> {
  const related = collectionModels.filter((model) => collectionBuilds[model.id].relatedToWorks !== undefined).flatMap((model) => contentPathsOf(model.file));
  return Object.values(collectionBuilds).flatMap((build) => (build.sourcedItemDataFiles === undefined ? [] : [{ prefix: build.sourcedItemDataFiles.prefix, from: [...build.sourcedItemDataFiles.from, ...related] }]));
}

/** The raster images the collections' pages show, for the responsive image pipeline. */
export function collectionImageUses(collections: Partial<Record<CollectionId, unknown>>): ImageUse[] {
  return (Object.entries(collections) as Array<[CollectionId, unknown]>).flatMap(([id, value]) => collectionBuilds[id].imageUses?.(value) ?? []);
}

/** The groups of items each kind's search index is made in, for the kinds whose build groups them (`searchIndexGroups`). */
export function collectionSearchIndexGroups(collections: Partial<Record<CollectionId, unknown>>): Record<string, string[][]> {
  const groups: Record<string, string[][]> = {};
  for (const [id, value] of Object.entries(collections) as Array<[CollectionId, unknown]>) {
    const kindGroups = collectionBuilds[id].searchIndexGroups?.(value);
    if (kindGroups !== undefined) groups[id] = kindGroups;
  }
  return groups;
}

/** The builds of the collections a site with these sections has. */
function presentBuilds(sections: readonly SectionId[]): CollectionBuild[] {
  return collectionModels.filter((model) => sections.includes(model.section)).map((model) => collectionBuilds[model.id]);
}

/** Writes each present collection's files beside its pages (a work's citation files, the publications feed…). */
export async function writeCollectionOutputs(sections: readonly SectionId[], data: Readonly<Record<string, unknown>>, output: BuiltOutput): Promise<void> {
  for (const build of presentBuilds(sections)) await build.writeOutput?.(data, output);
}

/** The pages the present collections moved (a merged work's former keys), by language-neutral path. */
export function collectionMovedPages(sections: readonly SectionId[], data: Readonly<Record<string, unknown>>): MovedPage[] {
  return presentBuilds(sections).flatMap((build) => build.movedPages?.(data) ?? []);
}

/** `portfolio dev`: the file a present collection serves beside its pages at a site path, if any. */
export function collectionDevFile(sections: readonly SectionId[], sitePath: string, data: Readonly<Record<string, unknown>>, contentDir: string): DevFile | undefined {
  for (const build of presentBuilds(sections)) {
    const file = build.devFile?.(sitePath, data, contentDir);
    if (file !== undefined) return file;
  }
  return undefined;
}
