import type { OldPost } from '../old-site.ts';
import { text, slugOf, SlugSet, words } from './front-matter-values.ts';
import { readDate, readPostFileName } from './jekyll-dates.ts';
import type { JekyllFile } from './jekyll-files.ts';
import { type BodyContext, importBody } from './import-body.ts';
import { expandPermalink, postPlaceholders, redirectFrom, servedAddresses } from './permalinks.ts';
import type { SiteLog } from './site-log.ts';

/** `_posts/`: what Jekyll published as a post, where it served it, and the new post it becomes. */

export interface PlannedPost {
  file: JekyllFile;
  slug: string;
  date: string;
  title: string;
  oldUrl: string;
  newUrl: string;
}

/** Says why a file is the tool's shipped demo, or null when it is the owner's. */
export type DemoCheck = (file: JekyllFile) => string | null;

export function planPosts(files: JekyllFile[], sitePermalink: string, demo: DemoCheck, log: SiteLog): PlannedPost[] {
  const slugs = new SlugSet();
  const planned: PlannedPost[] = [];
  for (const file of files) {
    const named = readPostFileName(file.name);
    if (named === null) {
      log.leftOut(file.path, 'not named YYYY-MM-DD-title.md, so Jekyll did not publish it as a post; rename it to import it');
      continue;
    }
    if (!named.ok) {
      log.leftOut(file.path, `file name: ${named.problem}`);
      continue;
    }
    const dated = file.data['date'] === undefined ? { ok: true as const, date: named.date } : readDate(file.data['date']);
    if (!dated.ok) {
      log.leftOut(file.path, `front matter date: ${dated.problem}`);
      continue;
    }
    const elsewhere = text(file.data, 'redirect');
    if (elsewhere !== null && /^https?:\/\//.test(elsewhere)) {
      log.leftOut(file.path, `it only sends readers to ${elsewhere}; link to it from a post or page of your own`);
      continue;
    }
    const demoReason = demo(file);
    if (demoReason !== null) {
      log.leftOut(file.path, demoReason);
      continue;
    }
    const oldSlug = text(file.data, 'slug') ?? named.slug;
    const slug = slugs.claim(slugOf(oldSlug));
    const categories = words(file.data['categories'] ?? file.data['category']);
    const oldUrl = expandPermalink(text(file.data, 'permalink') ?? sitePermalink, postPlaceholders({ date: dated.date, slug: oldSlug, categories }));
    planned.push({ file, slug, date: dated.date, title: text(file.data, 'title') ?? titleFromSlug(named.slug), oldUrl, newUrl: `/posts/${slug}/` });
  }
  return planned;
}

function titleFromSlug(slug: string): string {
  const spaced = slug.replace(/[-_]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function importPosts(planned: PlannedPost[], context: BodyContext): OldPost[] {
  return planned.map((post) => {
    const { markdown, changes } = importBody(post.file, context);
    for (const address of [...servedAddresses(post.oldUrl), ...redirectFrom(post.file.data)]) context.log.redirect(address, post.newUrl);
    context.log.imported(post.file.path, `post ${post.newUrl} (was ${post.oldUrl})`, changes);
    const tags = [...new Set([...words(post.file.data['tags']), ...words(post.file.data['categories'] ?? post.file.data['category'])])];
    return {
      slug: post.slug,
      title: post.title,
      date: post.date,
      summary: text(post.file.data, 'description') ?? text(post.file.data, 'excerpt'),
      tags,
      body: markdown,
    };
  });
}

/** `{% post_url %}` and `{% link %}` names of the planned posts → their new addresses. */
export function postAddresses(planned: PlannedPost[]): Array<[string, string]> {
  return planned.map((post) => [post.file.path.replace(/\.[^./]+$/, ''), post.newUrl]);
}
