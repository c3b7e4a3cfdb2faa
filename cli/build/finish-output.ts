import { cp, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { PublicationsFile, SiteConfig } from '../../schemas/types.generated.ts';
import { publicationRedirects } from '../../site/shared/publications/publication-key.ts';
import { writeCitationFiles } from '../citations/write-citation-files.ts';
import { writeFeeds } from '../feed/write-feeds.ts';
import { renderHeadersFile, renderRedirectsFile } from './host-files.ts';
import { paperRedirects, renderPaperRedirectRules, renderRedirectPage } from './redirect-pages.ts';
import { allNeutralPages, otherLanguage, pagePath } from './site-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

/**
 * Turns the prerender's output into the deployable site: 404 pages where hosts look for them, the data files,
 * the owner's images and files, sitemap, robots and host files; and drops what only the prerender needed.
 */
export async function finishOutput(
  outDir: string,
  contentDir: string,
  site: SiteConfig,
  data: Record<string, unknown>,
): Promise<void> {
  const other = otherLanguage(site.defaultLanguage);

  // The catch-all route is prerendered at /404 (and /<other>/404); hosts want 404.html files.
  await rename(join(outDir, '404', 'index.html'), join(outDir, '404.html'));
  await rm(join(outDir, '404'), { recursive: true });
  await rename(join(outDir, other, '404', 'index.html'), join(outDir, other, '404.html'));
  await rm(join(outDir, other, '404'), { recursive: true });

  // What only vite-react-ssg's loaders use (this site has none; their file names are random, which would make
  // two builds of the same content differ), and Vite's build manifests.
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
  await rm(join(outDir, 'static-loader-data'), { recursive: true, force: true });
  for (const file of await readdir(outDir)) {
    if (file.startsWith('static-loader-data-manifest-')) await rm(join(outDir, file));
  }

  await mkdir(join(outDir, 'data'), { recursive: true });
  for (const [key, value] of Object.entries(data)) {
    await writeFile(join(outDir, 'data', `${key}.json`), JSON.stringify(value));
  }

  // Publication downloads (BibTeX, RIS, CSL-JSON) and Atom feeds: computed here, at build time only.
  const publications = data.publications as PublicationsFile;
  await writeCitationFiles(outDir, publications.items);
  await writeFeeds(outDir, site, publications, [site.defaultLanguage, other]);

  await cp(join(contentDir, 'images'), join(outDir, 'images'), { recursive: true });
  await cp(join(contentDir, site.profile.cv), join(outDir, basename(site.profile.cv)));

  const siteUrl = site.siteUrl.replace(/\/$/, '');
  const list = data['publications-list'] as { entries: { key: string }[] } | undefined;
  const pages = allNeutralPages(list?.entries.map((entry) => entry.key) ?? []).map((neutralPath) => ({
    alternates: {
      en: siteUrl + pagePath('en', site.defaultLanguage, neutralPath),
      fr: siteUrl + pagePath('fr', site.defaultLanguage, neutralPath),
    },
    defaultUrl: siteUrl + pagePath(site.defaultLanguage, site.defaultLanguage, neutralPath),
  }));
  await writeFile(join(outDir, 'sitemap.xml'), renderSitemap(pages));
  await writeFile(join(outDir, 'robots.txt'), renderRobots(siteUrl));
  await writeFile(join(outDir, '_headers'), renderHeadersFile(other));
  // A merged work's former keys: a permanent redirect where the host reads _redirects, else a refresh page.
  const redirects = paperRedirects(publicationRedirects(publications.items), ['', `/${other}`]);
  for (const redirect of redirects) {
    const language = redirect.from.startsWith(`/${other}/`) ? other : site.defaultLanguage;
    await mkdir(join(outDir, redirect.from), { recursive: true });
    await writeFile(join(outDir, redirect.from, 'index.html'), renderRedirectPage(siteUrl, redirect, language));
  }
  await writeFile(join(outDir, '_redirects'), renderPaperRedirectRules(redirects) + renderRedirectsFile(other));
}
