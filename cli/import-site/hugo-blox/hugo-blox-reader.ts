import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import type { OldSite, ReportLine, SiteReader } from '../old-site.ts';
import { hugoAddresses } from './hugo-addresses.ts';
import { authorCandidates, type AuthorSource, chooseOwner, isDemoAuthor, readProfile, siteOwnerName } from './hugo-author.ts';
import { readConfigFiles, mergeConfig } from './hugo-config.ts';
import { listAddress, placeContentFile, rekeyBibtex } from './hugo-content.ts';
import { isDemoPage } from './hugo-demo.ts';
import { type ContentPage, type ItemRead, type Mapped, pageDate, toPage, toPost, toProject, toPublication, toTalk } from './hugo-items.ts';
import { readEducation, readExperience } from './hugo-timeline.ts';
import { readHugoPage, readYamlData, text } from './hugo-values.ts';

/** Folders of a Hugo site that are build output or tooling, never the owner's content. */
const skippedFolders = new Set(['.git', 'node_modules', 'public', 'resources', '.hugo_build.lock']);

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

type Accepted = { page: ContentPage; slug: string; title: string; to: string; addresses: string[]; futureNote: string | null };

export function createHugoBloxReader(options: { today: () => Date }): SiteReader {
  const read = async (siteDir: string): Promise<OldSite> => {
    const siteFiles = await listSiteFiles(siteDir);
    const readText = (file: string) => readFile(path.join(siteDir, file), 'utf8');
    const configFiles = await readConfigFiles(siteDir);
    const config = mergeConfig(configFiles);
    const report: ReportLine[] = configFiles.map(({ file }) => ({ file, outcome: 'imported', detail: 'site settings: title, parameters, permalinks' }));
    const leaveOut = (file: string, detail: string) => report.push({ file, outcome: 'left out', detail });

    const authors: AuthorSource[] = [];
    for (const file of authorCandidates(siteFiles)) {
      const raw = await readText(file);
      const parsed = file.endsWith('.md') ? readHugoPage(raw) : (() => { const data = readYamlData(raw); return data.ok ? { ok: true as const, page: { data: data.data, body: '' } } : data; })();
      if (!parsed.ok) leaveOut(file, `line ${parsed.line}: ${parsed.message}. Fix the author file and import again`);
      else authors.push({ file, slug: path.posix.basename(file.endsWith('.md') ? path.posix.dirname(file) : file.replace(/\.ya?ml$/, '')), data: parsed.page.data, body: parsed.page.body });
    }
    const chosen = chooseOwner(authors);
    const owner = chosen !== null && !isDemoAuthor(chosen) ? chosen : null;
    const profileRead = readProfile(owner, siteFiles, siteOwnerName(config.params, config.title));
    const experience = owner === null ? { entries: [], problems: [] } : readExperience(owner.data);
    const education = owner === null ? { entries: [], problems: [] } : readEducation(owner.data);
    for (const author of authors) {
      if (author === owner) {
        const notes = [...profileRead.notes, ...experience.problems, ...education.problems];
        report.push({ file: author.file, outcome: notes.length === 0 ? 'imported' : 'changed', detail: ['profile, about, links, experience and education', ...notes].join('; ') });
      } else leaveOut(author.file, author === chosen ? 'demo author the starter ships: fill in your profile in site.json' : "another author's profile: only the owner's is imported");
    }

    const accepted: Accepted[] = [];
    const taken = new Set<string>();
    const today = options.today().toISOString().slice(0, 10);
    for (const file of [...siteFiles].filter((file) => /^content\/.+\.(md|markdown)$/.test(file)).sort()) {
      const placement = placeContentFile(file);
      if (placement.as === 'author') continue;
      if (placement.as === 'left out') { leaveOut(file, placement.why); continue; }
      const parsed = readHugoPage(await readText(file));
      if (!parsed.ok) { leaveOut(file, `front matter does not parse at line ${parsed.line}: ${parsed.message}. Fix it and import again`); continue; }
      const { data, body } = parsed.page;
      if (placement.as === 'widget') {
        const widget = readExperience(data);
        if (widget.entries.length === 0 && widget.problems.length === 0) { leaveOut(file, 'a home page widget: the new home page is built from site.json'); continue; }
        experience.entries.push(...widget.entries);
        report.push({ file, outcome: widget.problems.length === 0 ? 'imported' : 'changed', detail: ['experience', ...widget.problems].join('; ') });
        continue;
      }
      const title = text(data, 'title');
      if (data.draft === true || data.draft === 'true') { leaveOut(file, 'draft (draft: true)'); continue; }
      if (title === null) { leaveOut(file, 'it has no title: add title: to its front matter'); continue; }
      if (placement.kind === 'page' && (data.type === 'landing' || Array.isArray(data.sections) || data.type === 'widget_page')) { leaveOut(file, 'a landing page made of blocks: its content comes from the author file and the other sections'); continue; }
      if (isDemoPage(placement.kind, placement.name, title)) { leaveOut(file, `demo content Hugo Blox ships ("${title}")`); continue; }
      const slug = keyFromName(text(data, 'slug') ?? placement.name);
      if (taken.has(`${placement.kind}/${slug}`)) { leaveOut(file, `another ${placement.kind} already has the slug "${slug}": rename one and import again`); continue; }
      taken.add(`${placement.kind}/${slug}`);
      const page: ContentPage = { file, kind: placement.kind, section: placement.section, name: placement.name, dir: placement.dir, data, body };
      const publishDate = pageDate(data, ['publishDate', 'date']).date;
      const futureNote = publishDate !== null && publishDate > today ? `publish date ${publishDate} is in the future: Hugo held it back; imported now` : null;
      const to = placement.kind === 'page' ? `/${slug}/` : placement.kind === 'publication' ? `/publications/${slug}/` : placement.kind === 'post' ? `/posts/${slug}/` : listAddress[placement.kind];
      const date = pageDate(data).date;
      accepted.push({ page, slug, title, to, futureNote, addresses: hugoAddresses({ section: placement.section, name: placement.name, date, title, data }, config.permalinks) });
    }

    const pages = new Map(accepted.flatMap(({ page, title, to, addresses }) => [`/${page.section}/${page.name}/`, ...addresses].map((address) => [address, { title, to }] as const)));
    const ownerSlugs = new Set(['admin', 'me', ...(owner === null ? [] : [owner.slug])]);
    const context = { siteFiles, pages, ownerName: profileRead.profile.name, ownerSlugs };
    const site: OldSite = {
      tool: 'hugo-blox', profile: profileRead.profile, bibliography: null, publications: [], posts: [], pages: [], news: [], talks: [], courses: [], projects: [],
      experience: experience.entries, education: education.entries, assets: [...profileRead.assets], redirects: [], report,
    };
    const bibliography: Array<{ file: string; text: string }> = [];
    const take = <T>(entry: Accepted, mapped: Mapped<T>, into: T[], extraNotes: string[] = []) => {
      if (!mapped.ok) { leaveOut(entry.page.file, `${mapped.problem}. Fix it and import again`); return; }
      const { item, assets, notes }: ItemRead<T> = mapped.read;
      into.push(item);
      site.assets.push(...assets);
      site.redirects.push(...entry.addresses.map((from) => ({ from, to: entry.to })));
      const all = [...(entry.futureNote === null ? [] : [entry.futureNote]), ...extraNotes, ...notes];
      report.push({ file: entry.page.file, outcome: all.length === 0 ? 'imported' : 'changed', detail: [`${entry.page.kind} → ${entry.to}`, ...all].join('; ') });
    };
    for (const entry of accepted) {
      const { page, slug, title } = entry;
      if (page.kind === 'publication') {
        const citeFile = `${page.dir}/cite.bib`;
        const cite = page.file.endsWith('/index.md') && siteFiles.has(citeFile) ? rekeyBibtex(await readText(citeFile), slug) : null;
        const mapped = toPublication(page, slug, title, context, cite?.text ?? null);
        if (cite !== null && mapped.ok) {
          bibliography.push({ file: citeFile, text: cite.text });
          report.push({ file: citeFile, outcome: cite.formerKey === slug ? 'imported' : 'changed', detail: `into the bibliography${cite.formerKey === slug ? '' : `, its key ${cite.formerKey} → ${slug} (the page's slug, so the work keeps one id)`}` });
        } else if (siteFiles.has(citeFile) && mapped.ok) leaveOut(citeFile, 'not one BibTeX entry: the publication is imported from its front matter');
        take(entry, mapped, site.publications);
      } else if (page.kind === 'post') take(entry, toPost(page, slug, title, context), site.posts);
      else if (page.kind === 'talk') take(entry, toTalk(page, slug, title), site.talks);
      else if (page.kind === 'project') take(entry, toProject(page, slug, title, context), site.projects);
      else take(entry, toPage(page, slug, title, context), site.pages);
    }
    if (bibliography.length > 0) site.bibliography = { from: bibliography.map(({ file }) => file), text: `${bibliography.map(({ text: entry }) => entry).join('\n\n')}\n` };
    const sections = new Map(accepted.filter(({ page }) => page.kind !== 'page').map(({ page }) => [`/${page.section}/`, listAddress[page.kind]]));
    // The owner's profile page: a section page (/authors/<slug>/), or the taxonomy term Academic linked (/author/<slug>/).
    if (owner !== null) for (const folder of ['authors', 'author']) sections.set(`/${folder}/${owner.slug}/`, '/');
    if (siteFiles.has('content/experience.md')) sections.set('/experience/', '/cv/');
    site.redirects.push(...[...sections].map(([from, to]) => ({ from, to })));
    site.redirects = [...new Map(site.redirects.filter(({ from, to }) => from !== to).map((redirect) => [redirect.from, redirect])).values()];
    site.assets = [...new Map(site.assets.map((asset) => [asset.to, asset])).values()];
    return site;
  };
  return { tool: 'hugo-blox', recognise, read };
}

/** The reader `portfolio init --from` uses for Hugo Blox, Wowchemy and Academic sites. */
export const hugoBloxReader = createHugoBloxReader({ today: () => new Date() });
