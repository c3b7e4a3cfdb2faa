import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RedirectsFile, SectionId, SiteConfig } from '../../schemas/types.generated.ts';
import { collectionItemPagesKey, type CollectionItemPages } from '../../core/collections/collection-model.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { directoryPath, pagesFor } from '../../core/site/site-pages.ts';
import { languagePrefix } from '../../core/i18n/languages.ts';
import { collectionMovedPages, writeCollectionOutputs } from '../collections/registry.ts';
import type { BuiltOutput } from '../collections/collection-build.ts';
import { renderHeadersFile, renderRedirectsFile } from './host-files.ts';
import { pageRedirects, renderRedirectPage, renderRedirectRules } from './redirect-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { oldAddressOutput } from '../redirects/redirect-output.ts';
import { mergeFolder, moveFolder } from '../shared/move-folder.ts';
import { linkIfSame } from '../shared/linked-files.ts';

/**
 * The catch-all route is prerendered at /404 (and /<lang>/404); hosts want 404.html files (linked from the last
 * output, `previousOutDir`, when the same bytes). After this the
 * prerendered pages are where they are served from: the search index (cli/build/search-index.ts) reads them
 * beside the rest of finishOutput.
 */
export async function placeNotFoundPages(outDir: string, site: Pick<SiteConfig, 'defaultLanguage' | 'languages'>, previousOutDir?: string): Promise<void> {
  for (const dir of ['', ...site.languages.filter((language) => language !== site.defaultLanguage)]) {
    const page = join(outDir, dir, '404.html');
    await rename(join(outDir, dir, '404', 'index.html'), page);
    await rm(join(outDir, dir, '404'), { recursive: true });
    // The prerender cannot link it from the last output, where it is not at its route's place: linked here.
    if (previousOutDir !== undefined) linkIfSame(page, await readFile(page), join(previousOutDir, dir, '404.html'));
  }
}

/**
 * The output's files no page needs, written into `filesDir` (a folder beside the output being built) while the
 * pages are prerendered: the collections' own files (a work's citation files, the publications feed, the
 * manuscripts), the site's feed, the owner's images and files, sitemap, robots and `_headers`. finishOutput moves
 * them into the pages' folder. `data` are the data files by key; `feed` the site feed's title per language and its
 * date (the edition's: the last publications import); `writeFiles` writes into `filesDir` what is made from named
 * inputs (the last build's files linked when made from the same: cli/shared/site-files.ts).
 */
export async function writeOutputFiles(
  filesDir: string,
  contentDir: string,
  site: SiteConfig,
  sections: readonly SectionId[],
  data: Record<string, unknown>,
  feed: { titles: Readonly<Record<string, string>>; updatedAt: string },
  { writeFiles, risRecords, dataSources }: Pick<BuiltOutput, 'writeFiles' | 'risRecords' | 'dataSources'>,
): Promise<void> {
  await mkdir(filesDir, { recursive: true });
  await writeCollectionOutputs(sections, data, { outDir: filesDir, contentDir, site, writeFiles, risRecords, ...(dataSources ? { dataSources } : {}) });
  // Loaded here so that the other commands do not load the feed package at start.
  const { writeSiteFeeds } = await import('../feed/write-feeds.ts');
  await writeSiteFeeds(writeFiles, site, data, feed);

  if (existsSync(join(contentDir, 'images'))) await cp(join(contentDir, 'images'), join(filesDir, 'images'), { recursive: true });
  // The owner's other files (a talk's slides, content/files/), served at /files/….
  if (existsSync(join(contentDir, 'files'))) await cp(join(contentDir, 'files'), join(filesDir, 'files'), { recursive: true });
  const { cv } = site.profile;
  if (cv !== undefined) await cp(join(contentDir, cv), join(filesDir, basename(cv)));

  const siteUrl = site.siteUrl.replace(/\/$/, '');
  const root = site.defaultLanguage;
  // Every page the content has in every language (core/site/site-pages.ts); a collection's item page (a paper, a
  // post) only in the languages it has, its x-default in the root language when it has it, else in its first.
  const itemPages = collectionModels.flatMap((model) => (data[collectionItemPagesKey(model.id)] as CollectionItemPages | undefined)?.pages ?? []);
  const pages = pagesFor(sections, itemPages).map(({ neutralPath, languages = site.languages }) => ({
    alternates: languages.map((language) => ({ language, url: siteUrl + directoryPath(language, neutralPath, root) })),
    defaultUrl: siteUrl + directoryPath(languages.includes(root) ? root : (languages[0] ?? root), neutralPath, root),
  }));
  await writeFile(join(filesDir, 'sitemap.xml'), renderSitemap(pages));
  await writeFile(join(filesDir, 'robots.txt'), renderRobots(siteUrl));
  await writeFile(join(filesDir, '_headers'), renderHeadersFile(site.languages.filter((language) => language !== root)));
}

/**
 * Turns the prerender's output into the deployable site (its 404 pages placed first: placeNotFoundPages): the data
 * files from `dataDir` (/data/<key>.json) and the files writeOutputFiles wrote into `filesDir` moved in, the
 * refresh pages of moved pages and of the owner's old addresses, `_redirects`; and drops what only the prerender
 * needed. The generated CVs are written after it (cli/build/build-site.ts).
 */
export async function finishOutput(outDir: string, contentDir: string, site: SiteConfig, sections: readonly SectionId[], data: Record<string, unknown>, dataDir: string, filesDir: string): Promise<void> {
  const root = site.defaultLanguage;
  const prefixed = site.languages.filter((language) => language !== root);

  // What only vite-react-ssg's loaders use (this site has none; their file names are random, which would make
  // two builds of the same content differ), and Vite's build manifests.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  await rm(join(outDir, 'static-loader-data'), { recursive: true, force: true });
  for (const file of await readdir(outDir)) {
    if (file.startsWith('static-loader-data-manifest-')) await rm(join(outDir, file));
  }

  // The data files the prerender read, byte for byte, with their compressed copies: written once, by the data phase
  // (a second JSON.stringify of every file cost the build process hundreds of MB at the end of the build, where it
  // peaked), and moved here from the build's work folder, which is removed after the build.
  await moveFolder(dataDir, join(outDir, 'data'));
  mergeFolder(filesDir, outDir);

  const siteUrl = site.siteUrl.replace(/\/$/, '');
  // A moved page (a merged work's former key): a permanent redirect where the host reads _redirects, else a refresh page.
  const moved = collectionMovedPages(sections, data);
  const prefixes = site.languages.map((language) => ({ language, prefix: languagePrefix(language, root) }));
  const redirects = prefixes.flatMap(({ language, prefix }) => pageRedirects(moved, [prefix]).map((redirect) => ({ redirect, language })));
  for (const { redirect, language } of redirects) {
    await mkdir(join(outDir, redirect.from), { recursive: true });
    await writeFile(join(outDir, redirect.from, 'index.html'), renderRedirectPage(siteUrl, redirect, language));
  }
  const oldSite = await oldSiteAddresses(outDir, contentDir, site);
  await writeFile(join(outDir, '_redirects'), oldSite + renderRedirectRules(redirects.map(({ redirect }) => redirect)) + renderRedirectsFile(prefixed));
}

/**
 * The addresses of the owner's old site (content/redirects.json, validated): a refresh page at each, and their
 * `_redirects` rules. An old address is never any page or file of the site (validate refuses it), so a refresh
 * page that would replace one is a bug, not the owner's: it stops the build.
 */
async function oldSiteAddresses(outDir: string, contentDir: string, site: SiteConfig): Promise<string> {
  const text = await readFile(join(contentDir, 'redirects.json'), 'utf8').catch(() => undefined);
  if (text === undefined) return '';
  const { redirects } = JSON.parse(text) as RedirectsFile;
  const output = oldAddressOutput(redirects, site);
  for (const page of output.pages) {
    const file = join(outDir, page.file);
    if (existsSync(file)) throw new Error(`content/redirects.json: the refresh page of an old address would replace the built ${page.file}; remove that entry`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page.html);
  }
  return output.rules;
}
