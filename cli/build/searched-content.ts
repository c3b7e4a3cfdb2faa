/** The start tag of an element Pagefind leaves out whole: its text, and the filters and meta inside it. */
const ignoredTag = /<([a-z][a-z0-9-]*)(?=[\s/>])[^>]*\sdata-pagefind-ignore="all"[^>]*>/g;

/** Elements without an end tag: their start tag is the whole element. */
const voidElements = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Where the element whose start tag ends at `from` ends, after its end tag; undefined when it is not closed. */
function elementEnd(html: string, name: string, from: number): number | undefined {
  const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let tag = tags.exec(html); tag !== null; tag = tags.exec(html)) {
    depth += tag[1] === '/' ? -1 : 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return undefined;
}

/** `main` without its elements marked `data-pagefind-ignore="all"`; undefined when one of them is not closed. */
function withoutIgnored(main: string): string | undefined {
  let kept = '';
  let from = 0;
  ignoredTag.lastIndex = 0;
  for (let tag = ignoredTag.exec(main); tag !== null; tag = ignoredTag.exec(main)) {
    const name = tag[1] as string;
    const afterStart = tag.index + tag[0].length;
    const end = voidElements.has(name) || tag[0].endsWith('/>') ? afterStart : elementEnd(main, name, afterStart);
    if (end === undefined) return undefined;
    kept += main.slice(from, tag.index);
    from = end;
    ignoredTag.lastIndex = end;
  }
  return kept + main.slice(from);
}

/**
 * What Pagefind reads of a built page (`rootSelector: 'main'`, cli/build/search-index.ts): the language of `<html>`
 * and the page's `<main>` without the elements it leaves out whole (`data-pagefind-ignore="all"`). A search index
 * part's key holds its pages' hashes of this (cli/build/cache/cached-search-index.ts), so a change Pagefind does not
 * read (a paper's citation count) leaves the part as it was. React writes the pages: every `>` in an attribute value
 * is escaped, every element closed. Anything else (no `<main>`, an element not closed) gives the whole page: at worst a
 * part made again, never one kept that Pagefind would make otherwise.
 */
export function searchedContent(html: string): string {
  const start = html.search(/<main\b/);
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return html;
  const main = withoutIgnored(html.slice(start, end + '</main>'.length));
  if (main === undefined) return html;
  const language = /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '';
  return `lang=${language}\n${main}`;
}
