import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { slugCollision } from '../../collections/pages/pages-build.ts';
import type { OldSite, ReportLine, SiteReader } from '../old-site.ts';
import { authorCandidates, type AuthorSource, chooseOwner, isDemoAuthor, readProfile, siteOwnerName } from './hugo-author.ts';
import { mergeConfig, readConfigFiles } from './hugo-config.ts';
import { rekeyBibtex } from './hugo-content.ts';
import { type ItemRead, type Mapped, toPage, toPost, toProject, toPublication, toTalk } from './hugo-items.ts';
import { type AcceptedPage, readContentPages, sectionRedirects } from './hugo-pages.ts';
import { readEducation, readExperience, type TimelineRead } from './hugo-timeline.ts';
import { type DataRead, readHugoPage, readYamlData } from './hugo-values.ts';

/** Folders of a Hugo site that are build output or tooling, never the owner's content. */
const skippedFolders = new Set(['.git', 'node_modules', 'public', 'resources']);

async function listSiteFiles(siteDir: string): Promise<Set<string>> {
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !skippedFolders.has(file.split('/')[0] ?? '')),
  );
}

const themeMarks = /hugoblox|hugo-blox|wowchemy|academic/i;

/** A Hugo configuration, and the theme named in it or in go.mod, or an author file only Hugo Blox sites have. */
async function recognise(siteDir: string): Promise<string[] | null> {
  const files = await listSiteFiles(siteDir).catch(() => new Set<string>());
  const configs = [...files].filter((file) => /^(config\/_default\/)?(hugo|config)\.(toml|ya?ml)$/.test(file));
  if (configs.length === 0) return null;
  const themed: string[] = [];
  for (const file of ['go.mod', ...configs, ...[...files].filter((file) => /^config\/_default\/module\.(toml|ya?ml)$/.test(file))]) {
    if (files.has(file) && themeMarks.test(await readFile(path.join(siteDir, file), 'utf8'))) themed.push(file);
  }
  const authors = authorCandidates(files);
  return themed.length > 0 || authors.length > 0 ? [...new Set([...configs, ...themed, ...authors.slice(0, 1)])] : null;
}

function parseAuthor(file: string, raw: string): DataRead & { body?: string } {
  if (!file.endsWith('.md')) return readYamlData(raw);
  const parsed = readHugoPage(raw);
  return parsed.ok ? { ok: true, data: parsed.page.data, body: parsed.page.body } : parsed;
}

async function readAuthors(files: string[], readText: (file: string) => Promise<string>, report: ReportLine[]): Promise<AuthorSource[]> {
  const authors: AuthorSource[] = [];
  for (const file of files) {
    const parsed = parseAuthor(file, await readText(file));
    if (!parsed.ok) {
      report.push({ file, outcome: 'left out', detail: `line ${parsed.line}: ${parsed.message}. Fix the author file and import again` });
      continue;
    }
    const slug = file.endsWith('.md') ? path.posix.basename(path.posix.dirname(file)) : path.posix.basename(file).replace(/\.ya?ml$/, '');
    authors.push({ file, slug, data: parsed.data, body: parsed.body ?? '' });
  }
  return authors;
}

/** One copy per new path; two different old files meant for one path are named, and the first kept. */
function distinctAssets(assets: OldSite['assets'], report: ReportLine[]): OldSite['assets'] {
  const byTarget = new Map<string, OldSite['assets'][number]>();
  for (const asset of assets) {
    const kept = byTarget.get(asset.to);
    if (kept === undefined) byTarget.set(asset.to, asset);
    else if (kept.from !== asset.from) {
      report.push({ file: asset.from, outcome: 'left out', detail: `${kept.from} has the same name and is copied to ${asset.to}: rename one, copy this one by hand and fix its links` });
    }
  }
  return [...byTarget.values()];
}

const noTimeline: TimelineRead = { entries: [], problems: [] };

export function createHugoBloxReader(options: { today: () => Date }): SiteReader {
  const read = async (siteDir: string): Promise<OldSite> => {
    const siteFiles = await listSiteFiles(siteDir);
    const readText = (file: string) => readFile(path.join(siteDir, file), 'utf8');
    const configFiles = await readConfigFiles(siteDir);
    const config = mergeConfig(configFiles);
    const report: ReportLine[] = configFiles.map(({ file }) => ({ file, outcome: 'imported', detail: 'site settings: title, parameters, permalinks' }));

    const authors = await readAuthors(authorCandidates(siteFiles), readText, report);
    const chosen = chooseOwner(authors);
    const owner = chosen !== null && !isDemoAuthor(chosen) ? chosen : null;
    const profileRead = readProfile(owner, siteFiles, siteOwnerName(config.params, config.title));
    const experience = owner === null ? noTimeline : readExperience(owner.data);
    const education = owner === null ? noTimeline : readEducation(owner.data);
    for (const author of authors) {
      if (author === owner) {
        const notes = [...profileRead.notes, ...experience.problems, ...education.problems];
        report.push({ file: author.file, outcome: notes.length === 0 ? 'imported' : 'changed', detail: ['profile, about, links, experience and education', ...notes].join('; ') });
      } else {
        const detail = author === chosen ? 'demo author the starter ships: fill in your profile in site.json' : "another author's profile: only the owner's is imported";
        report.push({ file: author.file, outcome: 'left out', detail });
      }
    }

    const contentFiles = [...siteFiles].filter((file) => /^content\/.+\.(md|markdown)$/.test(file)).sort();
    const today = options.today().toISOString().slice(0, 10);
    const pagesRead = await readContentPages(contentFiles, readText, { permalinks: config.permalinks, today });
    report.push(...pagesRead.report);

    const site: OldSite = {
      tool: 'hugo-blox',
      profile: profileRead.profile,
      bibliography: null,
      publications: [],
      posts: [],
      pages: [],
      news: [],
      talks: [],
      courses: [],
      projects: [],
      experience: [...experience.entries, ...pagesRead.widgetExperience.entries],
      education: education.entries,
      assets: [...profileRead.assets],
      redirects: [],
      report,
    };
    const citable = pagesRead.accepted.flatMap(({ page, title, to, addresses }) => [`/${page.section}/${page.name}/`, ...addresses].map((address) => [address, { title, to }] as const));
    const context = { siteFiles, pages: new Map(citable), ownerName: profileRead.profile.name, ownerSlugs: new Set(['admin', 'me', ...(owner === null ? [] : [owner.slug])]) };
    const take = <T>(entry: AcceptedPage, mapped: Mapped<T>, into: T[]) => {
      if (!mapped.ok) {
        const line = entry.page.keyLines.get(/^(\w+):/.exec(mapped.problem)?.[1] ?? '');
        report.push({ file: entry.page.file, outcome: 'left out', detail: `${line === undefined ? '' : `line ${line}: `}${mapped.problem}. Fix it and import again` });
        return;
      }
      const { item, assets, notes }: ItemRead<T> = mapped.read;
      into.push(item);
      site.assets.push(...assets);
      site.redirects.push(...entry.addresses.map((from) => ({ from, to: entry.to })));
      const all = [...entry.notes, ...notes];
      report.push({ file: entry.page.file, outcome: all.length === 0 ? 'imported' : 'changed', detail: [`${entry.page.kind} → ${entry.to}`, ...all].join('; ') });
    };

    const bibliography: Array<{ file: string; text: string }> = [];
    for (const entry of pagesRead.accepted) {
      const { page, slug, title } = entry;
      if (page.kind === 'publication') {
        const citeFile = `${page.dir}/cite.bib`;
        const hasCite = page.file.endsWith('/index.md') && siteFiles.has(citeFile);
        const cite = hasCite ? rekeyBibtex(await readText(citeFile), slug) : null;
        const mapped = toPublication(page, slug, title, context, cite?.text ?? null);
        if (mapped.ok && cite !== null) {
          bibliography.push({ file: citeFile, text: cite.text });
          const rekeyed = cite.formerKey === slug ? '' : `, its key ${cite.formerKey} → ${slug} (the page's slug, so the work keeps one id)`;
          report.push({ file: citeFile, outcome: rekeyed === '' ? 'imported' : 'changed', detail: `into the bibliography${rekeyed}` });
        } else if (hasCite) {
          const detail = mapped.ok ? 'not one BibTeX entry: the publication is imported from its front matter' : `its publication page ${page.file} was left out`;
          report.push({ file: citeFile, outcome: 'left out', detail });
        }
        take(entry, mapped, site.publications);
      } else if (page.kind === 'post') take(entry, toPost(page, slug, title, context), site.posts);
      else if (page.kind === 'talk') take(entry, toTalk(page, slug, title, siteFiles), site.talks);
      else if (page.kind === 'project') take(entry, toProject(page, slug, title, context), site.projects);
      else take(entry, toPage(page, slug, title, context), site.pages);
    }
    if (bibliography.length > 0) site.bibliography = { from: bibliography.map(({ file }) => file), text: `${bibliography.map(({ text }) => text).join('\n\n')}\n` };

    site.redirects.push(...sectionRedirects(pagesRead.accepted, owner?.slug ?? null, siteFiles.has('content/experience.md')));
    // Once per old address, never to itself (an own page whose address did not change), and never from an address
    // the new site serves itself (an old /teaching/ page must not hide the new teaching list).
    const served = (from: string) => slugCollision(/^\/([^/]+)\/$/.exec(from)?.[1] ?? '') !== undefined;
    site.redirects = [...new Map(site.redirects.filter(({ from, to }) => from !== to && !served(from)).map((redirect) => [redirect.from, redirect])).values()];
    site.assets = distinctAssets(site.assets, report);
    return site;
  };
  return { tool: 'hugo-blox', recognise, read };
}

/** The reader `portfolio init --from` uses for Hugo Blox, Wowchemy and Academic sites. */
export const hugoBloxReader = createHugoBloxReader({ today: () => new Date() });
