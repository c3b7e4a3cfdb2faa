import type { OldSite, OldTimelineEntry, SiteReader } from '../old-site.ts';
import { parseDocument } from 'yaml';
import { text } from '../jekyll/front-matter-values.ts';
import { isFile, listFiles, readJekyllConfig, readPages, readTextIfPresent, reportDrafts } from '../jekyll/jekyll-files.ts';
import type { BodyContext } from '../jekyll/import-body.ts';
import { importPages, pageAddress, type PageRules, planPages } from '../jekyll/jekyll-pages.ts';
import { importPosts, planPosts, postAddresses } from '../jekyll/jekyll-posts.ts';
import { defaultPostPermalink } from '../jekyll/permalinks.ts';
import { SiteLog } from '../jekyll/site-log.ts';
import { readJsonResume, readOldAlFolioCv, readRenderCv, type CvRead } from '../jekyll/cv-data.ts';
import { demoCvName, demoPost } from './al-folio-demo.ts';
import { importCourses, importNews, importProjects } from './al-folio-items.ts';
import { readBibliography } from './al-folio-bibliography.ts';
import { readProfile } from './al-folio-profile.ts';

/** An al-folio site (github.com/alshedivat/al-folio), read without changing anything in it. */

const signs = ['_bibliography/papers.bib', '_data/socials.yml', '_layouts/about.liquid', '_layouts/about.html', '_includes/figure.liquid'];

const pageRules: PageRules = {
  tool: 'al-folio',
  lists: { '/blog/': '/posts/', '/publications/': '/publications/', '/projects/': '/projects/', '/news/': '/news/', '/cv/': '/cv/', '/teaching/': '/teaching/' },
  toolLayouts: new Set(['about', 'cv', 'bib', 'archive', 'archive-year', 'archive-tag', 'archive-category', 'distill', 'book-shelf', 'book-review', 'profiles']),
  // al-folio's example pages (repositories, books, people) are its own layouts or only Liquid: left out as such.
  demo: () => null,
};

async function recognise(oldSiteDir: string): Promise<string[] | null> {
  if (!(await isFile(oldSiteDir, '_config.yml'))) return null;
  const found: string[] = [];
  for (const sign of signs) if (await isFile(oldSiteDir, sign)) found.push(sign);
  return found.length === 0 ? null : ['_config.yml', ...found];
}

async function read(oldSiteDir: string): Promise<OldSite> {
  const config = await readJekyllConfig(oldSiteDir);
  const log = new SiteLog();
  log.imported('_config.yml', "the site's name, links and address rules");
  await reportDrafts(oldSiteDir, log);
  const siteFiles = new Set((await Promise.all(['assets', 'images', 'files'].map((folder) => listFiles(oldSiteDir, folder)))).flat());

  const posts = planPosts(await readPages(oldSiteDir, '_posts', log), text(config, 'permalink') ?? defaultPostPermalink, demoPost, log);
  const allPages = await readPages(oldSiteDir, '_pages', log);
  const about = allPages.find((page) => pageAddress(page) === '/') ?? null;
  const cvPage = allPages.find((page) => pageAddress(page) === '/cv/') ?? null;
  const pages = allPages.filter((page) => page !== about);
  const plannedPages = planPages(pages, pageRules);
  const addresses = new Map([...postAddresses(posts), ...[...plannedPages].map(([page, to]): [string, string] => [page.path.replace(/\.[^./]+$/, ''), to])]);
  const context: BodyContext = { siteFiles, log, newAddressOf: (path) => addresses.get(path) ?? null };

  const profile = readProfile({ config, socialsText: await readTextIfPresent(oldSiteDir, '_data/socials.yml'), about, cvPage }, context);
  const cv = await readCv(oldSiteDir, log);
  return {
    tool: 'al-folio',
    profile,
    bibliography: readBibliography(await readTextIfPresent(oldSiteDir, '_bibliography/papers.bib'), log),
    publications: [],
    posts: importPosts(posts, context),
    pages: importPages(pages, plannedPages, pageRules, context),
    news: importNews(await readPages(oldSiteDir, '_news', log), config, context),
    talks: [],
    courses: importCourses(await readPages(oldSiteDir, '_teachings', log), config, context),
    projects: importProjects(await readPages(oldSiteDir, '_projects', log), config, context),
    experience: cv.experience,
    education: cv.education,
    assets: log.assets,
    redirects: log.redirects,
    report: log.report,
  };
}

/** RenderCV's `_data/cv.yml` first, else JSON Resume's `assets/json/resume.json`; al-folio's Einstein example left out. */
async function readCv(oldSiteDir: string, log: SiteLog): Promise<{ experience: OldTimelineEntry[]; education: OldTimelineEntry[] }> {
  const sources: Array<{ path: string; parse: (text: string) => CvRead | string }> = [
    { path: '_data/cv.yml', parse: readCvYaml },
    { path: 'assets/json/resume.json', parse: (source) => { try { return readJsonResume(JSON.parse(source) as Record<string, unknown>); } catch (error) { return `not JSON (${(error as Error).message}); fix it and import again`; } } },
  ];
  for (const source of sources) {
    const content = await readTextIfPresent(oldSiteDir, source.path);
    if (content === null) continue;
    const read = source.parse(content);
    if (typeof read === 'string') {
      log.leftOut(source.path, read);
      continue;
    }
    if ((read.name ?? '').toLowerCase() === demoCvName) {
      log.leftOut(source.path, 'demo content al-folio ships (the "Albert Einstein" example CV)');
      continue;
    }
    log.imported(source.path, `CV: ${read.experience.length} experience and ${read.education.length} education entries`, read.problems);
    return read;
  }
  return { experience: [], education: [] };
}

/** `_data/cv.yml`: RenderCV's mapping, or the older al-folio list of sections. */
function readCvYaml(source: string): CvRead | string {
  const document = parseDocument(source);
  const [error] = document.errors;
  if (error !== undefined) return `line ${error.linePos?.[0]?.line ?? 1}: not YAML (${error.message.split('\n')[0] ?? ''}); fix it and import again`;
  const data: unknown = document.toJS();
  if (Array.isArray(data)) return readOldAlFolioCv(data);
  return data !== null && typeof data === 'object' ? readRenderCv(data as Record<string, unknown>) : 'neither RenderCV data nor al-folio\'s CV sections';
}

export const alFolioReader: SiteReader = { tool: 'al-folio', recognise, read };
