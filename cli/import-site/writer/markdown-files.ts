import { isRealDate } from '../../../core/collections/calendar-day.ts';
import { productPathSegments } from '../../../core/site/site-pages.ts';
import type { OldPage, OldPost, OldProject } from '../old-site.ts';
import type { Notes } from './site-file.ts';
import { blockCount, firstParagraph, imagesWithoutAlt, markdownFile, uniqueIds } from './texts.ts';

/** A file of the new content folder: its path under content/ and its text. */
export interface ContentFile {
  path: string;
  text: string;
}

/** The Markdown files of one kind, and the old slugs that had to change (the old site's addresses follow them). */
export interface MarkdownFiles {
  files: ContentFile[];
  /** Old path on the new site → new path, for a slug that could not be an address as it was. */
  renamed: Map<string, string>;
}

/** An image with no alt text (`![](…)`): screen readers say nothing of it, so the report asks for one. */
function checkAltTexts(path: string, body: string, notes: Notes): void {
  const missing = imagesWithoutAlt(body);
  if (missing > 0) notes.toCheck.push(`${path}: ${missing === 1 ? 'an image has' : `${missing} images have`} no alt text; describe ${missing === 1 ? 'it' : 'each'} in its ![…].`);
}

const reservedSegments = new Set(productPathSegments.map((entry) => entry.segment));
const summaryLength = 200;

function shortened(text: string): string {
  if (text.length <= summaryLength) return text;
  const cut = text.slice(0, summaryLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), summaryLength / 2))}…`;
}

/** posts/<slug>.md, in the default language (a post is on the pages of the languages it is written in). */
export function postFiles(posts: readonly OldPost[], leaveOut: ReadonlySet<string>, notes: Notes): MarkdownFiles {
  const kept = posts.filter((post) => {
    if (!isRealDate(post.date)) notes.changes.push(`post "${post.title}" left out: its date ${post.date} is not a day of the calendar`);
    return isRealDate(post.date) && !leaveOut.has(`posts/${post.slug}`);
  });
  const slugs = uniqueIds(kept.map((post) => post.slug), 'post');
  const renamed = new Map<string, string>();
  const files = kept.map((post, index) => {
    const slug = slugs[index] as string;
    if (slug !== post.slug) {
      renamed.set(`/posts/${post.slug}/`, `/posts/${slug}/`);
      notes.changes.push(`post ${post.slug} is now /posts/${slug}/ (an address takes lower-case letters, digits and hyphens)`);
    }
    const summary = post.summary?.trim() || shortened(firstParagraph(post.body) ?? post.title);
    if (post.summary === null || post.summary.trim() === '') notes.toCheck.push(`posts/${slug}.md: its summary is its first words; write one sentence.`);
    checkAltTexts(`posts/${slug}.md`, post.body, notes);
    return { path: `posts/${slug}.md`, text: markdownFile({ title: post.title, date: post.date, summary, tags: post.tags.length === 0 ? undefined : post.tags }, post.body) };
  });
  return { files, renamed };
}

/** A page's slug as an address at the site's root: never a product page's or a language's name. */
function rootSlug(slug: string): string {
  return reservedSegments.has(slug) || /^[a-z]{2}$/.test(slug) ? `${slug}-page` : slug;
}

/** pages/<slug>.md for the owner's own pages, in the header's menu as the old site's were. */
export function pageFiles(pages: readonly OldPage[], leaveOut: ReadonlySet<string>, notes: Notes): MarkdownFiles {
  const kept = pages.filter((page) => !leaveOut.has(`pages/${page.slug}`));
  const slugs = uniqueIds(kept.map((page) => page.slug), 'page').map(rootSlug);
  const renamed = new Map<string, string>();
  const files = kept.map((page, index) => {
    const slug = slugs[index] as string;
    if (slug !== page.slug) {
      renamed.set(`/${page.slug}/`, `/${slug}/`);
      notes.changes.push(`page ${page.slug} is now /${slug}/ (that address is the product's, or not one)`);
    }
    checkAltTexts(`pages/${slug}.md`, page.body, notes);
    return { path: `pages/${slug}.md`, text: markdownFile({ title: page.title, nav: true }, page.body) };
  });
  return { files, renamed };
}

/** The about text beyond its first paragraph (site.json keeps that one) as a page, when the old site had more. */
export function aboutPage(about: string, taken: ReadonlySet<string>): OldPage | null {
  if (blockCount(about) <= 1 || taken.has('about')) return null;
  return { slug: 'about', title: 'About', body: about };
}

function projectBlock(project: OldProject, url: string): string {
  const description = project.description.trim() || firstParagraph(project.body) || project.title;
  const image = project.image !== null && project.image.startsWith('images/') ? `\n\n![${project.title}](/${project.image})` : '';
  return `[${project.title.replace(/[[\]]/g, '')}](${url})\n\n${description.replace(/\n+/g, ' ')}${image}\n`;
}

/**
 * projects.md (and a copy per other language, to translate) for the projects with an address; a project without
 * one has no place in that list, so it becomes a page of its own.
 */
export function projectFiles(projects: readonly OldProject[], languages: readonly string[], notes: Notes): { files: ContentFile[]; pages: OldPage[] } {
  const linked = projects.flatMap((project) => (project.url !== null && /^https?:\/\/\S+$/.test(project.url) ? [{ project, url: project.url }] : []));
  const pages = projects
    .filter((project) => !linked.some((entry) => entry.project === project))
    .map((project) => {
      notes.changes.push(`project "${project.title}" has no web address of its own: it is the page /${project.slug}/ instead of a card on /projects/`);
      return { slug: project.slug, title: project.title, body: project.body.trim() || project.description };
    });
  for (const { project } of linked) {
    if (blockCount(project.body) > 1) notes.toCheck.push(`projects.md "${project.title}": only its description is on the card; the old page's text is at ${project.url ?? ''} or in the old site.`);
  }
  if (linked.length === 0) return { files: [], pages };
  const text = linked.map(({ project, url }) => projectBlock(project, url)).join('\n---\n\n');
  const files = languages.map((language) => ({ path: language === 'en' ? 'projects.md' : `projects.${language}.md`, text }));
  return { files, pages };
}
