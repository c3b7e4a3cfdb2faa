import type { OldSite, OldTimelineEntry, SiteReader } from '../old-site.ts';
import { readJsonResume } from '../jekyll/cv-data.ts';
import { text } from '../jekyll/front-matter-values.ts';
import { localFile } from '../jekyll/file-paths.ts';
import { type BodyContext, importFile } from '../jekyll/import-body.ts';
import { isFile, listFiles, readJekyllConfig, readPages, readTextIfPresent, reportDrafts } from '../jekyll/jekyll-files.ts';
import { importPages, pageAddress, type PageRules, planPages } from '../jekyll/jekyll-pages.ts';
import { importPosts, planPosts, postAddresses } from '../jekyll/jekyll-posts.ts';
import { defaultPostPermalink } from '../jekyll/permalinks.ts';
import { SiteLog } from '../jekyll/site-log.ts';
import { academicPagesDemo } from './academicpages-demo.ts';
import { importCourses, importPortfolio, importPublications, importTalks } from './academicpages-items.ts';
import { readProfile } from './academicpages-profile.ts';

/** An academicpages site (github.com/academicpages/academicpages.github.io), read without changing anything in it. */

const signs = ['_includes/author-profile.html', 'talkmap.py', 'talkmap.ipynb', 'markdown_generator/publications.py'];
const collections = ['_publications', '_talks', '_teaching', '_portfolio'];

const pageRules: PageRules = {
  tool: 'academicpages',
  lists: {
    '/publications/': '/publications/',
    '/talks/': '/talks/',
    '/teaching/': '/teaching/',
    '/portfolio/': '/projects/',
    '/year-archive/': '/posts/',
    '/cv/': '/cv/',
    '/cv-json/': '/cv/',
  },
  toolLayouts: new Set(['archive', 'talkmap', 'cv-layout', 'splash']),
  demo: academicPagesDemo,
};

async function recognise(oldSiteDir: string): Promise<string[] | null> {
  if (!(await isFile(oldSiteDir, '_config.yml'))) return null;
  const found: string[] = [];
  for (const sign of signs) if (await isFile(oldSiteDir, sign)) found.push(sign);
  for (const folder of collections) if ((await listFiles(oldSiteDir, folder)).length > 0) found.push(`${folder}/`);
  return found.length === 0 ? null : ['_config.yml', ...found];
}

async function read(oldSiteDir: string): Promise<OldSite> {
  const config = await readJekyllConfig(oldSiteDir);
  const log = new SiteLog();
  await reportDrafts(oldSiteDir, log);
  const siteFiles = new Set((await Promise.all(['images', 'files', 'assets'].map((folder) => listFiles(oldSiteDir, folder)))).flat());

  const posts = planPosts(await readPages(oldSiteDir, '_posts', log), text(config, 'permalink') ?? defaultPostPermalink, academicPagesDemo, log);
  const allPages = await readPages(oldSiteDir, '_pages', log);
  const about = allPages.find((page) => pageAddress(page) === '/') ?? null;
  const pages = allPages.filter((page) => page !== about);
  const plannedPages = planPages(pages, pageRules);
  const addresses = new Map([...postAddresses(posts), ...[...plannedPages].map(([page, to]): [string, string] => [page.path.replace(/\.[^./]+$/, ''), to])]);
  const context: BodyContext = { siteFiles, log, newAddressOf: (path) => addresses.get(path) ?? null };

  const profile = readProfile(config, about, context);
  const cvPage = allPages.find((page) => pageAddress(page) === '/cv/');
  profile.cvPdf = cvPdf([about?.body ?? '', cvPage?.body ?? ''], context);
  const cv = readCvJson(await readTextIfPresent(oldSiteDir, '_data/cv.json'), log);
  return {
    tool: 'academicpages',
    profile,
    bibliography: null,
    publications: importPublications(await readPages(oldSiteDir, '_publications', log), config, context),
    posts: importPosts(posts, context),
    pages: importPages(pages, plannedPages, pageRules, context),
    news: [],
    talks: importTalks(await readPages(oldSiteDir, '_talks', log), config, context),
    courses: importCourses(await readPages(oldSiteDir, '_teaching', log), config, context),
    projects: importPortfolio(await readPages(oldSiteDir, '_portfolio', log), config, context),
    experience: cv.experience,
    education: cv.education,
    assets: log.assets,
    redirects: log.redirects,
    report: log.report,
  };
}

/**
 * `_data/cv.json` (JSON Resume, the data of the cv-json page) for experience and education; the template's
 * example ("Your Sidebar Name") is left out. Its talks, teaching and publications come from their own folders.
 */
function readCvJson(source: string | null, log: SiteLog): { experience: OldTimelineEntry[]; education: OldTimelineEntry[] } {
  const none = { experience: [], education: [] };
  if (source === null) return none;
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    log.leftOut('_data/cv.json', `not JSON (${(error as Error).message}); fix it and import again`);
    return none;
  }
  const read = readJsonResume(data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {});
  if (/^your (?:sidebar )?name$/i.test(read.name ?? '')) {
    log.leftOut('_data/cv.json', 'demo content academicpages ships (the "Your Sidebar Name" example CV)');
    return none;
  }
  log.imported('_data/cv.json', `CV: ${read.experience.length} experience and ${read.education.length} education entries (talks, teaching and publications come from their folders)`, read.problems);
  return read;
}

/** A CV PDF the about or CV page links (`/files/cv.pdf`, `files/Resume_2024.pdf`), copied. */
function cvPdf(bodies: string[], context: BodyContext): string | null {
  for (const body of bodies) {
    for (const match of body.matchAll(/(?:href=["']|\]\()([^"')\s]+\.pdf)/gi)) {
      const file = localFile(match[1] ?? '');
      if (file !== null && /(?:^|[/_-])(?:cv|resume|vita)[^/]*\.pdf$/i.test(file)) return importFile(file, context);
    }
  }
  return null;
}

export const academicPagesReader: SiteReader = { tool: 'academicpages', recognise, read };
