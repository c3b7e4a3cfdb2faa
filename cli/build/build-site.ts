import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Content } from '../content/validate-content.ts';
import { withBuildLock } from './build-lock.ts';
import { cvDataFiles, dataFiles } from './data-files.ts';
import { renderCvsInChildProcess, writeCvs } from '../cv/write-cvs.ts';
import { pageCitationsInChildProcesses } from '../citations/page-citations-child.ts';
import { finishOutput, placeNotFoundPages, writeOutputFiles } from './finish-output.ts';
import { createTranslate, type Strings } from '../../core/i18n/translate.ts';
import { PhaseClock, silentReporter, type BuildReporter } from './build-report.ts';
import { compressOutput, type CompressionTotals } from './compress-output.ts';
import { indexSearchPart, searchIndexFolder, searchIndexParts, searchPartName, type SearchIndexPart } from './search-index.ts';
import { prepareBuild, type PreparedBuild } from './prepared-build.ts';
import { buildImages, rasterImageUses } from '../images/build-images.ts';
import { collectionImageUses, collectionSearchIndexGroups } from '../collections/registry.ts';
import { productPath } from '../shared/product-files.ts';
import { entryNamespaces, type BuildCache } from './cache/build-cache.ts';
import { cachedCvs } from './cache/cached-cvs.ts';
import { cachedHighlightedBlocks, cachedMarkdownBodies } from './cache/cached-markdown.ts';
import { isUnchangedDataFile, unchangedDataFiles } from './cache/sourced-data-files.ts';
import { rememberingRenderer } from '../markdown/remembered-markdown.ts';
import { cachedPageCitations } from '../citations/cached-page-citations.ts';
import { cachedSearchIndex, type IndexedSite } from './cache/cached-search-index.ts';
import { compressedCopiesCache } from './cache/compressed-copies.ts';
import { encodedImagesCache } from './cache/encoded-images.ts';
import { previousOutput } from './cache/previous-output.ts';
import { joinedStates, outputState, type BuildRecord } from './cache/unchanged-build.ts';
import { linkOrWrite } from '../shared/linked-files.ts';
import { filesUnder, pathUnder } from '../shared/files-under.ts';
import { removeInBackground, removeLeftovers } from '../shared/remove-in-background.ts';
import { plainSiteFilesWriter } from '../shared/site-files.ts';
import { mergeFolderBeside } from '../shared/move-folder.ts';
import { mayBePrecached } from './vite/pwa-build-options.ts';
import { reusedSiteFilesWriter } from './cache/reused-site-files.ts';
import { OutputRoots } from './output-roots.ts';

// The prerender writes into the product's site/ folder (vite-react-ssg's temporary files): one build at a time per installed product.
const buildLock = productPath('.portfolio', 'build.lock');
/** `dist.previous-<suffix>`: an output a build replaced, until it is removed. */
const replacedMarker = '.previous-';

export interface BuildOptions {
  reporter?: BuildReporter;
  /** Show the bundlers' own logs as they come (otherwise they are kept, and shown only if the build fails). */
  verbose?: boolean;
  /** What earlier builds made (cli/build/cache/): reused where the inputs are the same; without it, everything is made. */
  cache?: BuildCache;
  /** The build's folder and prerender, started before the content was validated; else started here. */
  prepared?: PreparedBuild;
  /** With the cache: the hash of the content file each sourced data file is made from (cache/sourced-data-files.ts). */
  dataSources?: Readonly<Record<string, string>>;
  /** Write a `.br` and a `.gz` copy beside every text file, for a server that sends such copies as they are. */
  compressedCopies?: boolean;
}

const noCopies: CompressionTotals = { files: 0, reused: 0, plainBytes: 0, gzipBytes: 0, brotliBytes: 0 };

/** The totals of several compressions, as one. */
function addedTotals(...totals: readonly CompressionTotals[]): CompressionTotals {
  const sum = (field: keyof CompressionTotals) => totals.reduce((total, each) => total + each[field], 0);
  return { files: sum('files'), reused: sum('reused'), plainBytes: sum('plainBytes'), gzipBytes: sum('gzipBytes'), brotliBytes: sum('brotliBytes') };
}

/** "citations 998 of 1000 reused": what a phase took from the build cache. */
function reuseDetail(what: string, reused: number, total: number): string {
  return `${what} ${reused} of ${total} reused`;
}

/**
 * Builds the site from validated content into `outDir`. Everything is built beside it first; only a complete
 * build replaces the previous output (two renames), so a failed build leaves the last good site untouched.
 * Gives the new output's state (unchanged-build.ts's outputState).
 */
export async function buildSite(
  content: Content,
  contentDir: string,
  outDir: string,
  {
    reporter = silentReporter,
    verbose = false,
    cache,
    prepared = prepareBuild(outDir, { verbose, ...(cache ? { prerenderCacheDir: cache.prerenderDir } : {}) }),
    dataSources = {},
    compressedCopies = false,
  }: BuildOptions = {},
): Promise<BuildRecord['files']> {
  const startedAt = Date.now();
  const entries = cache?.entries;
  const copiesCache = compressedCopies ? entries && compressedCopiesCache(entries) : undefined;
  const compress: typeof compressOutput = compressedCopies ? compressOutput : () => Promise.resolve(noCopies);
  const clock = new PhaseClock(reporter, () => performance.now());
  const { target, suffix, staging, prerender } = prepared;
  const workDir = productPath('.portfolio', `build-${suffix}`);
  const imagesDir = join(workDir, 'images');
  const stopChildren = new AbortController();
  const filesDir = `${staging}.files`;
  let dataCompressed: Promise<CompressionTotals> | undefined;
  let outputFiles: Promise<{ totals: CompressionTotals; paths: Set<string> }> | undefined;
  let filesMovedEarly: Promise<void> | undefined;
  let finishing = false;
  let prerendered: Promise<void> | undefined;
  let search: Promise<{ parts: SearchIndexPart[]; pagesRead: Promise<unknown>; indexed: Promise<IndexedSite> }> | undefined;
  // The pages are final once the prerender makes the service worker: Pagefind (a process per language) indexes them
  // beside it, finish and the compression, which write no page it indexes (docs/search.md).
  const startSearch = () =>
    (search ??= Promise.resolve().then(() => {
      const parts = searchIndexParts(staging, content.languages, content.site.defaultLanguage, collectionSearchIndexGroups(content.collections));
      const started = cachedSearchIndex(entries, staging, parts, indexSearchPart, { outDir: target, last: lastOutput, ready: prerendered });
      started.indexed.catch(() => undefined);
      return { parts, ...started };
    }));
  await removeLeftovers(target, replacedMarker);
  // What the last build with this cache left in the output folder: its unchanged files are linked, not written again.
  const lastOutput = entries && (await previousOutput(entries, target));

  try {
    clock.begin('data');
    // Rendered beside the data files, the bundle and the prerender (Typst's layout holds a core for seconds), written
    // with the rest of the output (finish). It needs none of the images and references the data phase makes.
    const cvs = cachedCvs(entries, cvDataFiles(content), () => renderCvsInChildProcess(cvDataFiles(content), stopChildren.signal), dataSources);
    const generatedCvs = cvs.rendered;
    // A failed prerender ends the build before anyone awaits the CVs; their failure must not go unhandled then.
    generatedCvs.catch(() => undefined);
    // Each work's BibTeX entry and APA references, in their own process too (citeproc's memory is not the build's).
    const cachedCitations = cachedPageCitations(
      entries,
      content.publications.items,
      content.languages,
      (works) => pageCitationsInChildProcesses(works, content.languages, stopChildren.signal),
      dataSources.publications,
    );
    const citations = cachedCitations.citations;
    citations.catch(() => undefined);
    // Responsive versions of the photo and project images; the pages read their manifest (data file "images").
    const images = await buildImages(contentDir, rasterImageUses(content.site, collectionImageUses(content.collections)), imagesDir, entries && encodedImagesCache(entries));
    const [markdownBodies, codeBlocks] = [entries && cachedMarkdownBodies(entries), entries && cachedHighlightedBlocks(entries)];
    const data = await dataFiles(content, images.manifest, citations, markdownBodies && rememberingRenderer(markdownBodies, codeBlocks));
    await Promise.all([markdownBodies?.written(), codeBlocks?.written()]);
    const reusedCitations = await cachedCitations.reused;
    clock.describe(
      [
        `${Object.keys(data).length} files`,
        ...(entries ? [reuseDetail('citations', reusedCitations, content.publications.items.length), reuseDetail('images', images.reused, images.sources)] : []),
      ].join(', '),
    );
    await mkdir(join(workDir, 'data'), { recursive: true });
    // A data file made from a content file unchanged since the last build is the last output's, linked unmade.
    const unchangedData = unchangedDataFiles(dataSources, lastOutput?.dataSources);
    for (const [key, value] of Object.entries(data)) {
      const file = join(workDir, 'data', `${key}.json`);
      if (isUnchangedDataFile(unchangedData, key) && lastOutput?.linkAsWritten(`data/${key}.json`, file)) continue;
      linkOrWrite(file, Buffer.from(JSON.stringify(value)), lastOutput?.fileAt(`data/${key}.json`));
    }
    // The data files are final: compressed now, one at a time, beside the bundle and the prerender, which hold
    // one core (the CV and the citations are done by then); finish copies them with their .br and .gz.
    dataCompressed = compress(join(workDir, 'data'), { under: 'data', parallel: 1, signal: stopChildren.signal, cache: copiesCache, previous: lastOutput });
    dataCompressed.catch(() => undefined);
    // So are the output's files no page needs (citation files, feeds, sitemap, the owner's files): written and
    // compressed beside the prerender too, into a folder beside the output (one file system: finish moves them in).
    const feedTitles = Object.fromEntries(
      content.languages.map((language) => [language, createTranslate(content.strings[language] as Strings)('feed.siteTitle', { name: content.site.profile.name })]),
    );
    outputFiles = (async () => {
      const roots = new OutputRoots(staging, filesDir);
      const writeFiles = entries ? reusedSiteFilesWriter(roots.rootOf, entries, lastOutput?.dir) : plainSiteFilesWriter(roots.rootOf, lastOutput?.dir);
      const feed = { titles: feedTitles, updatedAt: content.publications.updated_at };
      await writeOutputFiles(filesDir, contentDir, content.site, content.sections, data, feed, { writeFiles, risRecords: (await citations).ris, dataSources });
      const compressing = { parallel: 1, signal: stopChildren.signal, cache: copiesCache, previous: lastOutput };
      const inOutput = await compress(staging, { ...compressing, only: roots.inOutput });
      const beside = await compress(filesDir, compressing);
      const paths = [...roots.inOutput, ...filesUnder(filesDir).map((file) => pathUnder(filesDir, file))];
      return { totals: addedTotals(inOutput, beside), paths: new Set(paths) };
    })();
    outputFiles.catch(() => undefined);
    // Those left in the files folder that no glob of the prerender can take (the sitemap, the owner's files) are
    // moved into the output beside its pages once its bundle is in place; finish moves the rest.
    const outputFilesMade = outputFiles;
    const moveFilesEarly = () => {
      filesMovedEarly ??= outputFilesMade.then(() => (finishing ? undefined : mergeFolderBeside(filesDir, staging, mayBePrecached)));
      filesMovedEarly.catch(() => undefined);
    };
    await mkdir(dirname(target), { recursive: true });
    clock.begin('bundle');
    prerendered = withBuildLock(buildLock, () =>
      prerender.run(
        {
          PORTFOLIO_DATA_DIR: join(workDir, 'data'),
          PORTFOLIO_OUT_DIR: staging,
          PORTFOLIO_CONTENT_DIR: resolve(contentDir),
          VITE_DEFAULT_LANGUAGE: content.site.defaultLanguage,
          VITE_LANGUAGES: content.languages.join(','),
          ...(cache ? { PORTFOLIO_PRERENDER_CACHE: cache.prerenderDir } : {}),
          ...(lastOutput ? { PORTFOLIO_PREVIOUS_OUT_DIR: lastOutput.dir } : {}),
        },
        clock,
        reporter,
        (phase) => {
          if (phase === 'service worker') startSearch().catch(() => undefined);
          if (phase !== 'bundle') moveFilesEarly();
        },
      ),
    );
    await prerendered;
    clock.begin('finish');
    finishing = true;
    await filesMovedEarly;
    const { parts: searchParts, pagesRead, indexed: searchIndexed } = await startSearch();
    // The pages' hash lists the folder: the not-found pages are moved once it is read.
    await pagesRead;
    await placeNotFoundPages(staging, content.site, lastOutput?.dir);
    const dataTotals = await dataCompressed;
    const files = await outputFiles;
    await finishOutput(staging, contentDir, content.site, content.sections, data, join(workDir, 'data'), filesDir);
    if (existsSync(imagesDir)) await cp(join(imagesDir, 'images'), join(staging, 'images'), { recursive: true });
    // Every text file is final but the search index's, which Pagefind is still writing: compressed beside it.
    if (compressedCopies) {
      clock.begin('compress');
      const compressedData = new Set(Object.keys(data).map((key) => `data/${key}.json`));
      const compressed = await compress(staging, { skip: (path) => compressedData.has(path) || files.paths.has(path), except: [searchIndexFolder], cache: copiesCache, previous: lastOutput });
      const compressedFiles = compressed.files + dataTotals.files + files.totals.files;
      const reusedCopies = compressed.reused + dataTotals.reused + files.totals.reused;
      clock.describe(entries ? reuseDetail(`${compressedFiles} files,`, reusedCopies, compressedFiles) : `${compressedFiles} files`);
    }
    // The CV generated from the content, a PDF per language (cli/cv/); a hand-made profile.cv still wins on the pages.
    clock.begin('CV PDFs');
    const rendered = await generatedCvs;
    await writeCvs(staging, rendered);
    if (entries) clock.describe((await cvs.reused) ? reuseDetail('PDFs', rendered.length, rendered.length) : `${rendered.length} PDFs made again`);
    // Every file but the search index's is final: their sizes and times (the build's record) are read while Pagefind
    // works, not after it (18,000 files for 1,000 works, 0.13–0.17 s).
    const stateBesideIndex = outputState(staging, { except: [searchIndexFolder] });

    // The phase's time is what Pagefind took after the compression, and the compression of its own files.
    clock.begin('search index');
    const searchIndex = await searchIndexed;
    const indexCompressed = await compress(join(staging, searchIndexFolder), { under: searchIndexFolder, cache: copiesCache, previous: lastOutput });
    clock.describe(
      [
        `${searchIndex.pages} pages, ${(searchIndex.bytes / 1000).toFixed(0)} kB`,
        ...(entries ? searchParts.map(searchPartName).map((name) => `${name} ${searchIndex.reused.includes(name) ? 'reused' : 'made again'}`) : []),
        ...(compressedCopies ? [`${indexCompressed.files} files compressed`] : []),
      ].join(', '),
    );

    const state = joinedStates(stateBesideIndex, outputState(staging, { only: searchIndexFolder }));

    // The packed entries this build made (copies, citations), written before the output is replaced: a failure
    // to write them leaves the last output in place, as any other.
    await copiesCache?.flush();
    await cachedCitations.flush();

    // The new output takes the old one's place; the old one (every page, every copy) is removed after the build.
    clock.begin('replace output');
    const previous = `${target}${replacedMarker}${suffix}`;
    const hadPrevious = existsSync(target);
    if (hadPrevious) await rename(target, previous);
    try {
      await rename(staging, target);
    } catch (error) {
      if (hadPrevious) await rename(previous, target);
      throw error;
    }
    if (hadPrevious) removeInBackground(previous);
    clock.end();
    // What this build did not use is from an older one: the cache holds one build's worth.
    await entries?.sweep(entryNamespaces, startedAt);
    return state;
  } finally {
    finishing = true;
    // After a failure the CVs will not be written: their renderer (and the citations' process, if still at work)
    // stops now rather than at its end (after a success both have already finished, and this does nothing).
    stopChildren.abort(new Error('the build stopped before the CVs were written'));
    await prerender.stop();
    // The data files' compression stops at its file's end; nothing writes into the work folder once it is removed.
    await dataCompressed?.catch(() => undefined);
    await outputFiles?.catch(() => undefined);
    await filesMovedEarly?.catch(() => undefined);
    // Pagefind reads the staging folder until it is done.
    await search?.then(({ indexed }) => indexed).catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
    await rm(filesDir, { recursive: true, force: true });
  }
}
