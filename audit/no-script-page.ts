/**
 * The audit's reference pages, built beside each audited page: the same HTML with every `<script>` and
 * `modulepreload` removed (what the page would cost with no JavaScript at all), and for the CSS question the
 * same again with its stylesheets inlined.
 */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const hrefAttribute = /\bhref="([^"]+)"/;

export function withoutScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/** The stylesheets a page links (their href), in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].flatMap((match) => {
    const href = hrefAttribute.exec(match[0])?.[1];
    return href ? [href] : [];
  });
}

/** Replaces each `<link rel="stylesheet">` with a `<style>` holding the file (`sheets` maps href → CSS). */
export function withInlineStylesheets(html: string, sheets: ReadonlyMap<string, string>): string {
  return html.replace(stylesheetLink, (tag) => {
    const href = hrefAttribute.exec(tag)?.[1];
    const css = href === undefined ? undefined : sheets.get(href);
    if (css === undefined) throw new Error(`no CSS given for the stylesheet ${href ?? tag}`);
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

export type TwinVariant = 'no-script' | 'no-script-inline-css';

/** Where the file served at a page path lives in the built site: "/fr/" → "fr/index.html". */
export function pageFile(path: string): string {
  const relative = path.replace(/^\//, '');
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/** Where a page's reference twin is written and served: "/fr/projects/" → "/audit-twins/no-script/fr-projects.html". */
export function twinPath(slug: string, variant: TwinVariant): string {
  return `/audit-twins/${variant}/${slug}.html`;
}
