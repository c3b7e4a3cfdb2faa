import type { OldPage } from '../old-site.ts';
import { slugOf, SlugSet, text } from './front-matter-values.ts';
import type { JekyllFile } from './jekyll-files.ts';
import { type BodyContext, importBody } from './import-body.ts';
import { expandPermalink, redirectFrom, servedAddresses } from './permalinks.ts';

/** A tool's `_pages/`: list pages the new site makes itself (redirected to it), the owner's own pages, and the tool's machinery. */

export interface PageRules {
  tool: string;
  /** An old list page's address → the new site's list (`/blog/` → `/posts/`). */
  lists: Record<string, string>;
  /** Layouts that are the tool's own pages (a repositories grid, a 404), not the owner's text. */
  toolLayouts: ReadonlySet<string>;
  /** Says why a page is the tool's shipped example, or null when it is the owner's. */
  demo: (file: JekyllFile) => string | null;
}

/** The new site's own first path segments, which an owner's page may not take. */
const reservedSlugs = ['posts', 'publications', 'talks', 'teaching', 'projects', 'news', 'cv', 'fr', 'images', 'files'];

/** A page's address on the old site: its `permalink:`, else Jekyll's `/:path/:basename:output_ext`. */
export function pageAddress(file: JekyllFile): string {
  const own = text(file.data, 'permalink');
  if (own !== null) return expandPermalink(own, { output_ext: '.html' });
  return `/${file.path.replace(/\.[^./]+$/, '')}.html`.replace(/\/index\.html$/, '/');
}

/** The new address of each owner's page, before bodies are converted (for `{% link %}`). */
export function planPages(files: JekyllFile[], rules: PageRules): Map<JekyllFile, string> {
  const slugs = new SlugSet();
  for (const reserved of reservedSlugs) slugs.claim(reserved);
  const planned = new Map<JekyllFile, string>();
  for (const file of files) {
    const address = pageAddress(file);
    if (rules.lists[address] !== undefined || rules.toolLayouts.has(text(file.data, 'layout') ?? '') || rules.demo(file) !== null) continue;
    const last = address.replace(/\/$/, '').split('/').pop()?.replace(/\.html?$/, '') ?? '';
    planned.set(file, `/${slugs.claim(slugOf(last || file.name.replace(/\.[^.]+$/, '')))}/`);
  }
  return planned;
}

export function importPages(files: JekyllFile[], planned: Map<JekyllFile, string>, rules: PageRules, context: BodyContext): OldPage[] {
  const pages: OldPage[] = [];
  for (const file of files) {
    const address = pageAddress(file);
    const list = rules.lists[address];
    if (list !== undefined) {
      for (const served of [...servedAddresses(address), ...redirectFrom(file.data)]) context.log.redirect(served, list);
      context.log.imported(file.path, `list page: the new site makes its own at ${list}${list === address ? '' : `, and ${address} redirects there`}`);
      continue;
    }
    const demo = rules.demo(file);
    if (demo !== null) {
      context.log.leftOut(file.path, demo);
      continue;
    }
    const target = planned.get(file);
    if (target === undefined) {
      context.log.leftOut(file.path, `${rules.tool}'s own page (layout: ${text(file.data, 'layout') ?? 'none'}); the new site has no equivalent`);
      continue;
    }
    const { markdown, changes } = importBody(file, context);
    if (markdown === '') {
      context.log.leftOut(file.path, 'nothing left once its Liquid and HTML were removed' + (changes.length > 0 ? `; ${changes.join('; ')}` : ''));
      continue;
    }
    for (const served of [...servedAddresses(address), ...redirectFrom(file.data)]) context.log.redirect(served, target);
    context.log.imported(file.path, `page ${target} (was ${address})`, changes);
    pages.push({ slug: target.slice(1, -1), title: text(file.data, 'title') ?? target.slice(1, -1), body: markdown });
  }
  return pages;
}
