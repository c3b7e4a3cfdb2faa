import path from 'node:path';
import type { OldPage, OldPost, OldProject, OldPublication, OldTalk } from '../old-site.ts';
import { type BodyContext, convertBody, findOwnFile } from './hugo-shortcodes.ts';
import { type Data, hugoDate, record, records, strings, text } from './hugo-values.ts';

/** A content page of the old site, its front matter read. */
export interface ContentPage {
  file: string;
  kind: 'publication' | 'post' | 'talk' | 'project' | 'page';
  section: string;
  /** The bundle's folder name or the file's name: the page's slug unless `slug:` says otherwise. */
  name: string;
  /** The folder its images are looked up in: the bundle itself, or the section's folder. */
  dir: string;
  data: Data;
  body: string;
  /** Each top-level front matter key's line in the file, to point at a bad value. */
  keyLines: ReadonlyMap<string, number>;
}

/** What mapping a page gives: the item, the files to copy, and what changed on the way (for the report). */
export interface ItemRead<T> {
  item: T;
  assets: Array<{ from: string; to: string }>;
  notes: string[];
}

export type Mapped<T> = { ok: true; read: ItemRead<T> } | { ok: false; problem: string };

/** Wowchemy's numeric codes (`publication_types: ["2"]`) and the CSL names Hugo Blox uses since. */
const categories: Record<string, OldPublication['category']> = {
  '0': 'other', '1': 'conference', '2': 'article', '3': 'preprint', '4': 'other', '5': 'book', '6': 'book', '7': 'thesis', '8': 'other',
  'paper-conference': 'conference', 'article-journal': 'article', article: 'preprint', preprint: 'preprint', manuscript: 'preprint',
  thesis: 'thesis', book: 'book', chapter: 'book', report: 'other', patent: 'other',
};

/** A link of the page: `url_<type>` (Academic, Wowchemy) or `links: [{type, url}]` (Hugo Blox), empty and `#` skipped. */
function linkOf(data: Data, type: string): string | null {
  const fromLinks = records(data, 'links').find((link) => text(link, 'type') === type || text(link, 'name')?.toLowerCase() === type);
  const url = text(data, `url_${type}`) ?? (fromLinks === undefined ? null : text(fromLinks, 'url'));
  return url === null || url === '#' ? null : url;
}

/**
 * A link that may be a file of the old site (`url_pdf: /media/paper.pdf`, `url_slides: slides.pdf` in the
 * bundle): such a file is copied to `files/` and the link becomes that path; a web address stays as it is.
 */
function fileOrLink(page: ContentPage, type: string, siteFiles: ReadonlySet<string>): { link: string | null; asset: { from: string; to: string } | null; note: string | null } {
  const link = linkOf(page.data, type);
  if (link === null || /^[a-z]+:/i.test(link)) return { link, asset: null, note: null };
  const file = findOwnFile(link.startsWith('/') ? link : link.replace(/^\.\//, ''), page.dir, siteFiles);
  if (file === null) return { link: null, asset: null, note: `${type} ${link} left out: the old site has no such file; put it in content/files/ and link files/<name>` };
  return { link: file.to, asset: file, note: null };
}

/** The page's date: `date`, else what Hugo falls back on. */
export function pageDate(data: Data, keys = ['date', 'publishDate', 'event_start']): { date: string | null; problem: string | null } {
  for (const key of keys) {
    const value = text(data, key);
    if (value === null) continue;
    const read = hugoDate(value);
    return read.ok ? { date: read.date, problem: null } : { date: null, problem: `${key}: ${read.problem}` };
  }
  return { date: null, problem: null };
}

function bundleFile(page: ContentPage, siteFiles: ReadonlySet<string>, names: string[]): string | null {
  if (!page.file.endsWith('/index.md')) return null;
  return names.map((name) => `${page.dir}/${name}`).find((file) => siteFiles.has(file)) ?? null;
}

const featuredNames = ['featured.jpg', 'featured.jpeg', 'featured.png', 'featured.webp'];

function body(page: ContentPage, context: Omit<BodyContext, 'pageDir' | 'imageFolder'>, imageFolder: string) {
  return convertBody(page.body, { ...context, pageDir: page.dir, imageFolder });
}

type Context = Omit<BodyContext, 'pageDir' | 'imageFolder'> & { ownerName: string; ownerSlugs: ReadonlySet<string> };

export function toPublication(page: ContentPage, slug: string, title: string, context: Context, citeBib: string | null): Mapped<OldPublication> {
  const { date, problem } = pageDate(page.data, ['date']);
  if (problem !== null) return { ok: false, problem };
  const [type = '0'] = strings(page.data, 'publication_types');
  const notes: string[] = [];
  const category = categories[type] ?? 'other';
  if (categories[type] === undefined) notes.push(`publication_types "${type}" is not one Hugo Blox documents: imported as other`);
  const ids = record(record(page.data, 'hugoblox'), 'ids');
  const arxiv = text(ids, 'arxiv');
  const pdf = fileOrLink(page, 'pdf', context.siteFiles);
  // Wowchemy links a PDF named after the bundle (`tidal-mixing/tidal-mixing.pdf`) without being told.
  const bundlePdf = bundleFile(page, context.siteFiles, [`${page.name}.pdf`]);
  const ownPdf = pdf.asset ?? (pdf.link === null && bundlePdf !== null ? { from: bundlePdf, to: `files/publications/${slug}.pdf` } : null);
  const assets = ownPdf === null ? [] : [ownPdf];
  if (pdf.note !== null) notes.push(pdf.note);
  const unkept = ['code', 'slides', 'video', 'dataset', 'poster'].flatMap((type) => {
    const url = linkOf(page.data, type);
    return url === null ? [] : [`${type} ${url}`];
  });
  if (unkept.length > 0) notes.push(`links without a place in a publication, not kept: ${unkept.join(', ')}`);
  if (page.body.trim() !== '') notes.push(unkeptText('a publication'));
  return {
    ok: true,
    read: {
      item: {
        slug,
        title,
        date,
        year: date === null ? null : Number(date.slice(0, 4)),
        venue: (text(page.data, 'publication') ?? text(page.data, 'publication_short'))?.replace(/[*_]/g, '').replace(/^In\s+/, '').trim() || null,
        authors: strings(page.data, 'authors').map((author) => (context.ownerSlugs.has(author) ? context.ownerName : author)),
        abstract: text(page.data, 'abstract') ?? text(page.data, 'summary'),
        doi: (text(page.data, 'doi') ?? text(ids, 'doi'))?.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '') ?? null,
        url: linkOf(page.data, 'source') ?? linkOf(page.data, 'site') ?? (arxiv === null ? null : `https://arxiv.org/abs/${arxiv}`),
        pdf: ownPdf?.to ?? pdf.link,
        category,
        bibtex: citeBib,
      },
      assets,
      notes,
    },
  };
}

export function toPost(page: ContentPage, slug: string, title: string, context: Context): Mapped<OldPost> {
  const { date, problem } = pageDate(page.data, ['date', 'publishDate', 'lastmod']);
  if (problem !== null) return { ok: false, problem };
  if (date === null) return { ok: false, problem: 'it has no date: add date: YYYY-MM-DD to its front matter' };
  const converted = body(page, context, `images/posts/${slug}`);
  const featured = bundleFile(page, context.siteFiles, featuredNames);
  const cover = featured === null ? null : { from: featured, to: `images/posts/${slug}/${path.posix.basename(featured)}` };
  // The image's caption describes it best; a post's title is the fallback, never an empty alt text.
  const alt = text(record(page.data, 'image'), 'caption')?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '').trim() || title;
  const markdown = cover === null ? converted.markdown : `![${alt}](${cover.to})\n\n${converted.markdown}`;
  const notes = cover === null ? converted.notes : ['featured image → an image at the top', ...converted.notes];
  const item = { slug, title, date, summary: text(page.data, 'summary'), tags: [...strings(page.data, 'tags'), ...strings(page.data, 'categories')], body: markdown };
  return { ok: true, read: { item, assets: cover === null ? converted.assets : [cover, ...converted.assets], notes } };
}

function unkeptText(what: string): string {
  return `its page text not kept: ${what} has no place for it; move what matters into the abstract`;
}

function talkType(title: string, tags: string[]): string {
  const words = `${title} ${tags.join(' ')}`.toLowerCase();
  return ['keynote', 'invited', 'poster', 'seminar'].find((type) => words.includes(type)) ?? (words.includes('colloquium') ? 'seminar' : 'other');
}

export function toTalk(page: ContentPage, slug: string, title: string, siteFiles: ReadonlySet<string>): Mapped<OldTalk> {
  const { date, problem } = pageDate(page.data, ['date', 'event_start']);
  if (problem !== null) return { ok: false, problem };
  if (date === null) return { ok: false, problem: 'it has no date: add date: YYYY-MM-DD to its front matter' };
  const event = text(page.data, 'event') ?? text(page.data, 'event_name');
  const deck = text(page.data, 'slides');
  const slides = fileOrLink(page, 'slides', siteFiles);
  const notes = [...(slides.note === null ? [] : [slides.note]), ...(deck === null ? [] : [`Markdown slides "${deck}" (content/slides/${deck}/) not imported: link a PDF or an online deck as slides`])];
  const address = record(page.data, 'address');
  const location = text(page.data, 'location') ?? ([text(address, 'city'), text(address, 'country')].filter(Boolean).join(', ') || null);
  const item: OldTalk = {
    slug,
    title,
    event: event ?? location ?? title,
    date,
    location,
    type: talkType(title, strings(page.data, 'tags')),
    url: text(page.data, 'event_url'),
    slides: slides.link,
    video: linkOf(page.data, 'video'),
    abstract: text(page.data, 'abstract') ?? text(page.data, 'summary'),
  };
  if (page.body.trim() !== '') notes.push(unkeptText('a talk'));
  if (event === null) notes.push(`no event or event_name: the event is given as "${item.event}"`);
  return { ok: true, read: { item, assets: slides.asset === null ? [] : [slides.asset], notes } };
}

export function toProject(page: ContentPage, slug: string, title: string, context: Context): Mapped<OldProject> {
  const converted = body(page, context, `images/projects/${slug}`);
  const featured = bundleFile(page, context.siteFiles, featuredNames);
  const image = featured === null ? null : `images/projects/${slug}${path.posix.extname(featured)}`;
  const firstParagraph = converted.markdown.split(/\n\s*\n/)[0]?.trim() || null;
  const item: OldProject = {
    slug,
    title,
    description: text(page.data, 'summary') ?? firstParagraph ?? title,
    url: text(page.data, 'external_link') ?? linkOf(page.data, 'site') ?? linkOf(page.data, 'code'),
    image,
    body: converted.markdown,
  };
  const assets = featured === null || image === null ? converted.assets : [{ from: featured, to: image }, ...converted.assets];
  return { ok: true, read: { item, assets, notes: converted.notes } };
}

export function toPage(page: ContentPage, slug: string, title: string, context: Context): Mapped<OldPage> {
  const converted = body(page, context, `images/pages/${slug}`);
  return { ok: true, read: { item: { slug, title, body: converted.markdown }, assets: converted.assets, notes: converted.notes } };
}
