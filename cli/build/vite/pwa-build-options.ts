// Build time only (vite.config.ts): never imported by the site.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { collectionModels } from '../../../core/collections/registry.ts';
import { isItemDataKey, itemPageGlobs } from '../../../core/site/site-pages.ts';

/** --color-accent and --color-bg of site/app/styles/global.css (light theme). */
export const themeColor = '#0b6e8a';
export const backgroundColor = '#f7fafc';

export type ManifestSite = Pick<SiteConfig, 'defaultLanguage' | 'theme'> & {
  profile: Pick<SiteConfig['profile'], 'name' | 'initials' | 'subtitle'>;
};

/** Launchers cut longer names under the icon. */
const shortNameLimit = 12;

/** The web app manifest, from the owner's site.json; without one (`portfolio dev`) a neutral fallback. */
export function webAppManifest(site: ManifestSite | null): Partial<ManifestOptions> {
  const name = site?.profile.name ?? 'Portfolio';
  return {
    id: '/',
    name,
    short_name: name.length <= shortNameLimit ? name : (site?.profile.initials ?? name),
    description: site ? site.profile.subtitle[site.defaultLanguage] : '',
    lang: site?.defaultLanguage ?? 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site?.theme?.accent?.light ?? themeColor,
    background_color: backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

function revisionOf(file: string): string {
  return createHash('md5').update(readFileSync(file)).digest('hex');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function entryFor(url: string, file: string): ManifestEntry {
  return { url, revision: revisionOf(file) };
}

/** A file's path below a folder, as a URL path. */
function urlPathUnder(dir: string, file: string): string {
  return relative(dir, file).split('\\').join('/');
}

/** The data files no page fetches: those the collections write for other programs, and the CV's (collection-model.ts). */
const dataNoPageReads: ReadonlySet<string> = new Set(collectionModels.flatMap((model): readonly string[] => ('dataNoPageReads' in model ? model.dataNoPageReads : [])));

/**
 * Data files left out of the precache, so it stays bounded whatever the number of works and posts: one per item
 * page (a paper, a post: cached when its page is visited) and those no page reads (pages read their own views).
 */
function runtimeCachedData(fileName: string): boolean {
  if (!fileName.endsWith('.json')) return false;
  const key = fileName.slice(0, -'.json'.length);
  return dataNoPageReads.has(key) || isItemDataKey(key);
}

/**
 * The collections' item pages (a paper's, a post's, a tag's, in every language) and the CV pages, which list every
 * work: cached when visited (service-worker.ts), never precached, so the precache stays bounded whatever their number.
 */
const cachedWhenVisitedGlobs = [...itemPageGlobs, '**/cv/index.html'];

/**
 * The files `portfolio build` adds after the prerender (cli/build/finish-output.ts), which the service worker
 * is generated before: the data files (written byte for byte from PORTFOLIO_DATA_DIR) and, when the build
 * passes the content folder, the owner's images and CV.
 */
export function filesAddedAfterPrerender(
  dataDir: string,
  contentDir: string | undefined,
  cv: string | undefined,
): ManifestEntry[] {
  const entries = filesUnder(dataDir)
    .filter((file) => file.endsWith('.json') && !runtimeCachedData(basename(file)))
    .map((file) => entryFor(`data/${urlPathUnder(dataDir, file)}`, file));
  if (!contentDir) return entries;
  const imagesDir = join(contentDir, 'images');
  // The photo and project images the build made responsive versions of: pages never ask for the source (it
  // may be a camera's many megabytes), so it is not precached either.
  const responsive = readResponsiveSources(dataDir);
  if (existsSync(imagesDir)) {
    for (const file of filesUnder(imagesDir)) {
      if (responsive.has(`images/${urlPathUnder(imagesDir, file)}`)) continue;
      entries.push(entryFor(`images/${urlPathUnder(imagesDir, file)}`, file));
    }
  }
  // A CV missing here is left to the copy after the prerender, which fails the build naming the file.
  if (cv && existsSync(join(contentDir, cv))) entries.push(entryFor(basename(cv), join(contentDir, cv)));
  return entries;
}

/** The source paths (images/…) of the build's images manifest (cli/images/), if it wrote one. */
function readResponsiveSources(dataDir: string): Set<string> {
  const file = join(dataDir, 'images.json');
  return new Set(existsSync(file) ? Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object) : []);
}

/** The prerender writes the 404 pages as 404/index.html; the build moves them to 404.html, content unchanged. */
export const moveNotFoundPages: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) => ({ ...entry, url: entry.url.replace(/(^|\/)404\/index\.html$/, '$1404.html') })),
  warnings: [],
});

function readSite(dataDir: string | undefined): SiteConfig | null {
  const file = dataDir ? join(dataDir, 'site.json') : null;
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SiteConfig) : null;
}

/** The kinds of file the service worker's glob precaches (its ignore globs aside). */
const precachedExtensions = ['html', 'js', 'css', 'svg', 'png', 'jpg', 'jpeg', 'webp', 'avif', 'ico', 'woff2'];

/**
 * Whether the service worker's glob could take a file of this name: one that cannot may be moved into the output
 * before the glob runs (cli/build/build-site.ts) without changing what is precached.
 */
export function mayBePrecached(name: string): boolean {
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  return extension !== undefined && precachedExtensions.includes(extension);
}

/** vite-plugin-pwa's options: manifest, and a service worker precaching the whole built site. */
export function pwaOptions(dataDir: string | undefined, contentDir: string | undefined): Partial<VitePWAOptions> {
  const site = readSite(dataDir);
  return {
    strategies: 'injectManifest',
    srcDir: 'features/install',
    filename: 'service-worker.ts',
    // <ServiceWorkerUpdates /> registers it from the app (an injected inline script would break the CSP).
    injectRegister: null,
    registerType: 'prompt',
    manifest: webAppManifest(site),
    // The icons are in the precache through the glob already.
    includeManifestIcons: false,
    injectManifest: {
      // A classic script, as registered (and no warning from Vite 8 about the ES build's options).
      rollupFormat: 'iife',
      globPatterns: [`**/*.{${precachedExtensions.join(',')}}`],
      globIgnores: [
        '_headers',
        '_redirects',
        'sitemap.xml',
        'robots.txt',
        'static-loader-data-manifest-*',
        ...cachedWhenVisitedGlobs,
      ],
      manifestTransforms: [moveNotFoundPages],
      additionalManifestEntries: dataDir ? filesAddedAfterPrerender(dataDir, contentDir, site?.profile.cv) : [],
    },
  };
}
