import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Publication, SectionId } from '../../schemas/types.generated.ts';
import { dataFiles } from '../build/data-files.ts';
import { rememberingParser, rememberingRenderer } from '../markdown/remembered-markdown.ts';
import { BetweenRuns, layered } from '../shared/remembered.ts';
import { cachedHighlightedBlocks, cachedMarkdownBodies, markdownTreesToRead } from '../build/cache/cached-markdown.ts';
import type { PageCitations } from '../citations/citation-data.ts';
import { cachedPageCitations } from '../citations/cached-page-citations.ts';
import type { CacheEntries } from '../build/cache/cache-entries.ts';
import { validateContent, type Content } from '../content/validate-content.ts';
import { rememberingChecks, type RememberingChecks } from '../content/checked-documents.ts';
import { documentChecksToRead } from '../build/cache/validation-cache.ts';
import type { Problem } from '../shared/problems.ts';
import { JsonTexts, serveData, type ServedData } from './dev-data.ts';
import { sharedWithLast } from './shared-values.ts';

async function pageCitationsOf(works: readonly Publication[], languages: readonly string[]): Promise<PageCitations> {
  const [{ toCsl }, { pageCitations }] = await Promise.all([import('../citations/csl.ts'), import('../citations/citation-data.ts')]);
  return pageCitations(works.map(toCsl), languages);
}

/** One good state of the content, as the dev server serves it. */
export interface DevContent {
  /** The data files by key, as the build writes them (no responsive images while developing). */
  files: Readonly<Record<string, unknown>>;
  served: ServedData;
  sections: readonly SectionId[];
  languages: readonly string[];
  defaultLanguage: string;
  /** The owner's own CV file, content-relative, when site.json names one. */
  cvFile: string;
}

export type ContentRefresh = { content: DevContent; problems: Problem[] } | { content?: undefined; problems: Problem[] };

/**
 * Validates the content and makes its data files, as `portfolio build` does. The works' citations (citeproc: the
 * dearest part, seconds for 1,000 works) are made again only when the works or the languages changed, so an edit of
 * a post or a string never waits for them; each work's are taken from the build cache when a build or an earlier
 * `portfolio dev` made them (`cacheEntries`, opened once the content is first valid; none with --no-cache, when they
 * are kept in memory between saves), so a start waits only for the works changed since. The others are made in this
 * process, where citeproc stays loaded between edits (the build's child process would load it again at each: seconds).
 */
export function contentRefresher(
  contentDir: string,
  cacheEntries: () => Promise<CacheEntries | undefined> = async () => undefined,
  readableCache?: Promise<CacheEntries | undefined>,
): () => Promise<ContentRefresh> {
  let citations: { key: string; value: Promise<PageCitations> } | undefined;
  // Without the build cache, each work's citations are kept here between saves.
  const withoutCache = new Map<string, Buffer>();
  /** `worksText`: the text key of publications.json, the works' one source (its items as they are). */
  const citationsOf = (content: Content, worksText: string): Promise<PageCitations> => {
    const key = createHash('sha256').update(JSON.stringify(content.languages)).update(worksText).digest('hex');
    if (citations?.key !== key) {
      const value = cacheEntries().then(async (entries) => {
        const compute = (works: readonly Publication[]) => pageCitationsOf(works, content.languages);
        const cached = cachedPageCitations(entries, content.publications.items, content.languages, compute, undefined, withoutCache);
        await cached.flush();
        return cached.citations;
      });
      // A failed run is not kept: the next edit tries again.
      value.catch(() => (citations = undefined));
      citations = { key, value };
    }
    return citations.value;
  };
  // A post or page not edited since the last save is neither parsed nor rendered again; a tree a build parsed and a
  // body it rendered are taken from the build cache (a blog of hundreds of posts parses and renders none of them at
  // a session's start): the trees read only (`readableCache`, usable before the content is first valid).
  // So are the checks of a JSON file not saved since (publications.json's took 150–190 ms).
  const [trees, checked, bodies, blocks] = [new BetweenRuns<MdastRoot>(), new BetweenRuns<Problem[]>(), new BetweenRuns<Root>(), new BetweenRuns<Element>()];
  // Each JSON file's value as last read: a part that did not change keeps its identity, and what is made from it
  // alone is remembered by it (a work's citation key, CV entry and list entry), down to the JSON text of the data
  // files: a save of publications.json on 1,000 works serializes the works it changed, not 32 MB.
  let lastValues = new Map<string, unknown>();
  const texts = new JsonTexts();
  const sharing = (checks: RememberingChecks, read: Map<string, unknown>): RememberingChecks => ({
    ...checks,
    parse(file, source) {
      const parsed = checks.parse(file, source);
      if (parsed.document !== undefined) {
        parsed.document.value = sharedWithLast(lastValues.get(file), parsed.document.value);
        read.set(file, parsed.document.value);
      }
      return parsed;
    },
  });
  const built = readableCache?.then(
    (entries) => entries && { trees: markdownTreesToRead(entries), checked: documentChecksToRead(entries) },
    () => undefined,
  );
  return async () => {
    for (const kept of [trees, checked, bodies, blocks]) kept.nextRun();
    const fromBuild = await built;
    const parseMarkdown = rememberingParser(fromBuild ? layered(trees, fromBuild.trees) : trees);
    const read = new Map<string, unknown>();
    const checks = sharing(rememberingChecks(fromBuild ? layered(checked, fromBuild.checked) : checked), read);
    const { content, problems } = await validateContent(contentDir, { parseMarkdown, checks });
    lastValues = read;
    if (content === undefined) return { problems };
    const entries = await cacheEntries();
    const [cachedBodies, cachedBlocks] = [entries && cachedMarkdownBodies(entries), entries && cachedHighlightedBlocks(entries)];
    const codeBlocks = cachedBlocks ? { ...layered(blocks, cachedBlocks), keep: (key: string) => (blocks.keep(key), cachedBlocks.keep(key)) } : blocks;
    const renderMarkdown = rememberingRenderer(cachedBodies ? layered(bodies, cachedBodies) : bodies, codeBlocks);
    // Valid content has a publications.json, which validation read.
    const worksText = checks.textKey(join(contentDir, 'publications.json'));
    if (worksText === undefined) throw new Error('cli/dev/content-refresh.ts: the content was validated without reading its publications.json');
    const files = await dataFiles(content, {}, citationsOf(content, worksText), renderMarkdown);
    // A body or block not kept in the cache is made again by the next build: nothing worse.
    await Promise.all([cachedBodies?.written(), cachedBlocks?.written()]).catch(() => undefined);
    const served = serveData(files, texts);
    return {
      problems,
      content: {
        files,
        served,
        sections: content.sections,
        languages: content.languages,
        defaultLanguage: content.site.defaultLanguage,
        cvFile: content.site.profile.cv ?? '',
      },
    };
  };
}
