import { collectionItemPagesKey, type CollectionItemPages, type NavLinks } from '../../../core/collections/collection-model.ts';
import { byNavOrder, ownPagePath, pagesModel, type OwnPageData } from '../../../core/collections/pages/pages-model.ts';
import { productPathSegments } from '../../../core/site/site-pages.ts';
import type { LoadedContent } from '../../content/loaded-content.ts';
import { renderMarkdownBody } from '../../markdown/render-markdown.ts';
import { renderedBodies, type MarkdownParser, type MarkdownRenderer } from '../../markdown/remembered-markdown.ts';
import type { Problem } from '../../shared/problems.ts';
import type { CollectionBuild, MarkdownFile } from '../collection-build.ts';
import { nameMarkdownFiles, wholeFile } from '../markdown-folder.ts';
import { parsePage, type ParsedPage } from './parse-page.ts';

const [itemPage] = pagesModel.itemPages;

/** Why a page may not have this slug: a product page's address, or a language's prefix; undefined when it may. */
export function slugCollision(slug: string): string | undefined {
  const product = productPathSegments.find((entry) => entry.segment === slug);
  if (product !== undefined) return `its address /${slug}/ is ${product.page}`;
  if (/^[a-z]{2}$/.test(slug)) return `its address /${slug}/ is kept for a site language's pages (/${slug}/…)`;
  return undefined;
}

/**
 * content/pages/: <slug>.md in the default language, <slug>.<lang>.md in another (cli/collections/markdown-folder.ts);
 * the slug is the page's address (/<slug>/), so it may not be a product page's (/cv/, /publications/, a section's,
 * a language's). Each page is then parsed and checked (parse-page.ts); every problem of every file at once.
 */
function readPages(files: readonly MarkdownFile[], loaded: Pick<LoadedContent, 'directory' | 'documents'>, parse?: MarkdownParser): { value: ParsedPage[]; problems: Problem[] } {
  const { named, problems } = nameMarkdownFiles(files, loaded, { name: 'page', address: (slug) => `/${slug}/`, example: 'consulting' });
  const pages: ParsedPage[] = [];
  for (const file of named) {
    const collision = slugCollision(file.slug);
    if (collision !== undefined) {
      problems.push(wholeFile(file.file, `the page "${file.slug}" collides with the product: ${collision}; rename the file (e.g. my-${file.slug}.md)`));
      continue;
    }
    const parsed = parsePage(file, loaded.directory, parse);
    problems.push(...parsed.problems);
    if (parsed.page !== undefined) pages.push(parsed.page);
  }
  return { value: pages, problems };
}

/** Which of the owner's pages exist in which language: each in the languages it is written in. */
function ownItemPages(pages: readonly ParsedPage[], languages: readonly string[]): CollectionItemPages['pages'] {
  const languagesOf = (slug: string) => languages.filter((language) => pages.some((page) => page.slug === slug && page.language === language));
  return [...new Set(pages.map((page) => page.slug))].map((slug) => ({ page: itemPage.id, key: slug, languages: languagesOf(slug) }));
}

/**
 * Each language's pages: one data file per page (pages-item.<lang>.<slug>, its body rendered), the header's links
 * to those with `nav: true` in order (pages-nav.<lang>), and which pages exist in which language (pages-pages).
 * A page written in one language is in that language only.
 */
export async function pagesDataFiles(pages: readonly ParsedPage[], languages: readonly string[], renderMarkdown: MarkdownRenderer = renderMarkdownBody): Promise<Record<string, unknown>> {
  const files: Record<string, unknown> = {};
  const bodyOf = await renderedBodies(pages, renderMarkdown);
  const languagesOf = (slug: string) => languages.filter((language) => pages.some((page) => page.slug === slug && page.language === language));
  const items = ownItemPages(pages, languages);
  for (const language of languages) {
    const own = pages.filter((page) => page.language === language);
    for (const page of own) {
      const written = languagesOf(page.slug);
      files[itemPage.dataKey(language, page.slug)] = {
        slug: page.slug,
        title: page.title,
        body: bodyOf(page),
        twins: written.filter((other) => other !== language),
        head: {
          title: page.title,
          description: page.description ?? { key: 'pages.metaDescription', values: { title: page.title } },
          languages: written,
          ogType: 'website',
        },
      } satisfies OwnPageData;
    }
    const links = own.filter((page) => page.nav).sort(byNavOrder).map((page) => ({ neutralPath: ownPagePath(page.slug), label: page.title }));
    files[pagesModel.navLinks.dataKey(language)] = { links } satisfies NavLinks;
  }
  files[collectionItemPagesKey(pagesModel.id)] = { pages: items } satisfies CollectionItemPages;
  return files;
}

export const pagesBuild: CollectionBuild = {
  readMarkdown: readPages,
  dataFiles: (value, languages, { renderMarkdown }) => pagesDataFiles(value as ParsedPage[], languages, renderMarkdown),
  itemPages: (value, languages) => ownItemPages(value as ParsedPage[], languages),
  imageUses: (value) => [...new Set((value as ParsedPage[]).flatMap((page) => page.images))].map((path) => ({ path, role: 'post' as const })),
};
