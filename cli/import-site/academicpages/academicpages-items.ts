import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import type { OldCourse, OldProject, OldPublication, OldTalk } from '../old-site.ts';
import { slugOf, SlugSet, text } from '../jekyll/front-matter-values.ts';
import { readDate } from '../jekyll/jekyll-dates.ts';
import type { JekyllFile } from '../jekyll/jekyll-files.ts';
import { type BodyContext, importBody, importFile } from '../jekyll/import-body.ts';
import { plainText } from '../jekyll/liquid.ts';
import { collectionAddress, redirectFrom, servedAddresses } from '../jekyll/permalinks.ts';
import { academicPagesDemo } from './academicpages-demo.ts';
import { authorsFromCitation } from './citation-authors.ts';

/** academicpages' collections — `_publications/`, `_talks/`, `_teaching/`, `_portfolio/` — one file each. */

type Config = Record<string, unknown>;
type Read<T> = { item: T; changes: string[] };

/** Reads each file of a collection that is not the demo, redirecting its old page; a bad date leaves only that file out. */
function importCollection<T>(files: JekyllFile[], collection: string, config: Config, context: BodyContext, read: (file: JekyllFile, date: string | null) => Read<T> & { newUrl: string; label: string }): T[] {
  const items: T[] = [];
  for (const file of files) {
    const demo = academicPagesDemo(file);
    if (demo !== null) {
      context.log.leftOut(file.path, demo);
      continue;
    }
    const dated = file.data['date'] === undefined ? null : readDate(file.data['date']);
    if (dated !== null && !dated.ok) {
      context.log.leftOut(file.path, `front matter date: ${dated.problem}`);
      continue;
    }
    const { item, changes, newUrl, label } = read(file, dated?.date ?? null);
    const old = collectionAddress(config, collection, file.path.slice(collection.length + 2), text(file.data, 'permalink'));
    for (const served of [...(old === null ? [] : servedAddresses(old)), ...redirectFrom(file.data)]) context.log.redirect(served, newUrl);
    context.log.imported(file.path, `${label}${old === null ? '' : ` (was ${old})`}`, changes);
    items.push(item);
  }
  return items;
}

/** An address or a file of the old site (`/files/paper1.pdf`, `http://me.github.io/files/paper1.pdf`) as the new one. */
function linkOrFile(value: string | null, siteUrl: string | null, context: BodyContext): string | null {
  if (value === null) return null;
  const own = ownPath(value, siteUrl);
  return own === null ? value : (importFile(own, context) ?? value);
}

/** The path of an address on the old site's own host (http or https), or of a relative one; null for another site's. */
function ownPath(value: string, siteUrl: string | null): string | null {
  if (!/^[a-z]+:/i.test(value)) return value;
  try {
    const address = new URL(value);
    return siteUrl !== null && address.host === new URL(siteUrl).host ? decodeURI(address.pathname) : null;
  } catch {
    return null;
  }
}

const categories: Record<string, OldPublication['category']> = { manuscripts: 'article', journal: 'article', conferences: 'conference', books: 'book', thesis: 'thesis', preprints: 'preprint' };

export function importPublications(files: JekyllFile[], config: Config, context: BodyContext): OldPublication[] {
  const siteUrl = text(config, 'url');
  return importCollection(files, 'publications', config, context, (file, date) => {
    const slug = file.name.replace(/\.[^.]+$/, '');
    const { markdown, changes } = importBody(file, context);
    const citation = plainText((text(file.data, 'citation') ?? '').replace(/&quot;/g, '"'));
    const authors = authorsFromCitation(citation);
    if (authors.length > 0) changes.push('authors read from the citation: check them');
    const paper = linkOrFile(text(file.data, 'paperurl'), siteUrl, context);
    const isPdf = paper !== null && /\.pdf$/i.test(paper);
    const doi = /\b10\.\d{4,9}\/[^\s"<>]+/.exec(`${text(file.data, 'doi') ?? ''} ${paper ?? ''} ${citation}`)?.[0]?.replace(/[.,;]+$/, '') ?? null;
    const newUrl = `/publications/${keyFromName(slug)}/`;
    const item: OldPublication = {
      slug,
      title: text(file.data, 'title') ?? slug,
      date,
      year: date === null ? null : Number(date.slice(0, 4)),
      venue: text(file.data, 'venue'),
      authors,
      abstract: markdown !== '' ? markdown : text(file.data, 'excerpt'),
      doi,
      url: isPdf ? null : paper,
      pdf: isPdf ? paper : null,
      category: categories[text(file.data, 'category') ?? ''] ?? 'other',
      bibtex: null,
    };
    return { item, changes, newUrl, label: `publication ${newUrl}` };
  });
}

/** academicpages' free `talk_type:` (`type:` before 2024) as the new site's talk types. */
export function talkType(type: string | null): string {
  const lower = (type ?? '').toLowerCase();
  if (lower.includes('keynote')) return 'keynote';
  if (lower.includes('invited')) return 'invited';
  if (lower.includes('poster')) return 'poster';
  if (lower.includes('seminar') || lower.includes('colloquium')) return 'seminar';
  if (lower.includes('conference') || lower.includes('contributed')) return 'contributed';
  return 'other';
}

export function importTalks(files: JekyllFile[], config: Config, context: BodyContext): OldTalk[] {
  const siteUrl = text(config, 'url');
  const slugs = new SlugSet();
  return importCollection(files, 'talks', config, context, (file, date) => {
    const { markdown, changes } = importBody(file, context);
    if (date === null) changes.push('no date: add it to the talk');
    const item: OldTalk = {
      slug: slugs.claim(slugOf(file.name.replace(/\.[^.]+$/, ''))),
      title: text(file.data, 'title') ?? file.name,
      event: text(file.data, 'venue') ?? '',
      date: date ?? '',
      location: text(file.data, 'location'),
      type: talkType(text(file.data, 'talk_type') ?? text(file.data, 'type')),
      url: text(file.data, 'talk_url'),
      slides: linkOrFile(text(file.data, 'slidesurl'), siteUrl, context),
      video: text(file.data, 'videourl'),
      abstract: markdown === '' ? null : markdown,
    };
    return { item, changes, newUrl: '/talks/', label: `talk ${item.slug}` };
  });
}

export function importCourses(files: JekyllFile[], config: Config, context: BodyContext): OldCourse[] {
  const slugs = new SlugSet();
  return importCollection(files, 'teaching', config, context, (file, date) => {
    const { markdown, changes } = importBody(file, context);
    const item: OldCourse = {
      slug: slugs.claim(slugOf(file.name.replace(/\.[^.]+$/, ''))),
      title: text(file.data, 'title') ?? file.name,
      institution: text(file.data, 'venue') ?? '',
      role: null,
      level: text(file.data, 'type'),
      when: date === null ? null : date.slice(0, 4),
      description: markdown === '' ? null : markdown,
      url: null,
    };
    if (item.institution === '') changes.push('no venue (institution): add it to the course');
    return { item, changes, newUrl: '/teaching/', label: `course ${item.slug}` };
  });
}

export function importPortfolio(files: JekyllFile[], config: Config, context: BodyContext): OldProject[] {
  const slugs = new SlugSet();
  return importCollection(files, 'portfolio', config, context, (file) => {
    const { markdown, changes } = importBody(file, context);
    const header = file.data['header'] !== null && typeof file.data['header'] === 'object' ? (file.data['header'] as Record<string, unknown>) : {};
    const teaser = text(header, 'teaser');
    const image = teaser === null ? null : importFile(teaser.includes('/') ? teaser : `images/${teaser}`, context);
    const item: OldProject = {
      slug: slugs.claim(slugOf(file.name.replace(/\.[^.]+$/, ''))),
      title: text(file.data, 'title') ?? file.name,
      description: plainText(text(file.data, 'excerpt') ?? ''),
      url: null,
      image,
      body: markdown,
    };
    return { item, changes, newUrl: '/projects/', label: `project ${item.slug}` };
  });
}
