import { extname } from 'node:path';
import type { ViteDevServer } from 'vite';
import { collectionItemPagesKey, type CollectionItemPages } from '../../core/collections/collection-model.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { splitLanguage } from '../../core/i18n/languages.ts';
import { searchSectionAt } from '../../core/site/site-pages.ts';
import { prerenderedPaths } from '../build/vite/prerender-paths.ts';
import { pagefindIndexOptions, searchIndexLayout, type SearchIndexFile } from '../build/search-index.ts';
import { indexVocabulary, vocabularyRecord, type VocabularyRecord } from '../build/search-vocabulary.ts';
import { searchIndexApartAt } from '../../core/site/search-indexes.ts';
import { splitPageHead } from '../../core/site/page-head.ts';
import type { DevContent } from './content-refresh.ts';

/** Draws one page as the prerender does (site/app/boot/render-page.tsx, loaded through Vite: the CLI imports no site code). */
const pageRendererModule = '/app/boot/render-page.tsx';

type RenderPage = (path: string, read: (key: string) => unknown) => string;

/** The index's files by their URL path (/pagefind/…), as the build writes them to dist/pagefind/. */
export type SearchIndexFiles = ReadonlyMap<string, Uint8Array>;

/** The pages the build indexes (those whose `<main>` the search takes, docs/search.md), in every language they have. */
function searchedPaths(content: Pick<DevContent, 'files' | 'languages' | 'defaultLanguage' | 'sections'>): string[] {
  const itemPages = collectionModels
    .filter((model) => 'itemPages' in model && content.sections.includes(model.section))
    .flatMap((model) => (content.files[collectionItemPagesKey(model.id)] as CollectionItemPages | undefined)?.pages ?? []);
  return prerenderedPaths(content.languages, content.defaultLanguage, content.sections, itemPages).filter(
    (path) => searchSectionAt(splitLanguage(path, content.languages, content.defaultLanguage).neutralPath) !== undefined,
  );
}

function failure(step: string, errors: readonly string[]): Error {
  return new Error(`The dev server's search index could not be made (Pagefind, ${step}, cli/dev/dev-search.ts): ${errors.join('; ')}.`);
}

/** The words of each index kept apart, in each language it has pages in (cli/build/search-vocabulary.ts). */
function vocabularies(parts: readonly { apart?: string; files: SearchIndexFile[] }[], languages: readonly string[]): VocabularyRecord[] {
  return parts.flatMap(({ apart, files }) =>
    apart === undefined
      ? []
      : languages.flatMap((language) => {
          const fragments = files.filter(([name]) => name.startsWith(`fragment/${language}_`));
          return fragments.length === 0 ? [] : [{ apart, language, words: indexVocabulary(fragments) }];
        }),
  );
}

/**
 * The site search's index of the content as it is now, in memory: each page the build indexes, drawn on the server
 * from the same data files (Vite's SSR of the site's routes), given to Pagefind (`addHTMLFile`) as the build gives
 * it the prerendered pages, in the same indexes (core/site/search-indexes.ts), served as the build writes them, so
 * a search finds the same pages and items. A kind's items are one index here: the build's groups of them
 * (the papers' newest two years apart) spare its cache, not the search, which finds the same.
 */
export async function makeSearchIndex(server: ViteDevServer, content: DevContent): Promise<SearchIndexFiles> {
  const [pagefind, { renderPage }] = await Promise.all([
    import('pagefind'),
    server.ssrLoadModule(pageRendererModule) as Promise<{ renderPage: RenderPage }>,
  ]);
  const byIndex = new Map<string | undefined, string[]>();
  for (const path of searchedPaths(content)) {
    const apart = searchIndexApartAt(splitLanguage(path, content.languages, content.defaultLanguage).neutralPath);
    byIndex.set(apart, [...(byIndex.get(apart) ?? []), path]);
  }
  const parts: { apart?: string; files: SearchIndexFile[] }[] = [];
  // The indexes kept apart first: the site's holds the record of their words in each language, as the build's does.
  for (const [apart, paths] of [...byIndex].sort(([a], [b]) => Number(a === undefined) - Number(b === undefined))) {
    const { index, errors } = await pagefind.createIndex(pagefindIndexOptions);
    if (index === undefined || errors.length > 0) throw failure('createIndex', errors);
    try {
      for (const path of paths) {
        const { language } = splitLanguage(path, content.languages, content.defaultLanguage);
        const rendered = renderPage(path, (key) => content.files[key]);
        // The head moved where the prerender moves it (core/site/page-head.ts).
        const page = splitPageHead(rendered) ?? { body: rendered, head: '', language };
        const html = `<!doctype html><html lang="${page.language}"><head>${page.head}</head><body>${page.body}</body></html>`;
        // The URL the built page has (its folder's index.html), so a result links where the build's would.
        const added = await index.addHTMLFile({ url: path.endsWith('/') ? path : `${path}/`, content: html });
        if (added.errors.length > 0) throw failure(`addHTMLFile ${path}`, added.errors);
      }
      if (apart === undefined) {
        for (const record of vocabularies(parts, content.languages)) {
          const added = await index.addCustomRecord(vocabularyRecord(record));
          if (added.errors.length > 0) throw failure(`addCustomRecord (the words of ${record.apart})`, added.errors);
        }
      }
      const written = await index.getFiles();
      if (written.errors.length > 0) throw failure('getFiles', written.errors);
      parts.push({ apart, files: written.files.map(({ path, content: bytes }) => [path, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]) });
    } finally {
      await index.deleteIndex();
    }
  }
  return new Map([...searchIndexLayout(parts).files].map(([path, bytes]) => [`/pagefind/${path}`, bytes]));
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

export function searchFileType(path: string): string {
  return contentTypes[extname(path)] ?? 'application/octet-stream';
}
