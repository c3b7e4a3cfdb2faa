import { createHash } from 'node:crypto';
import { firstPaintAfterAttribute } from '../../../core/page/first-paint-marker.ts';
import { speculationRulesText } from '../../../core/page/speculation-rules.ts';
import { splitLanguage } from '../../../core/i18n/languages.ts';
import { pageWithPath } from '../../../core/site/site-pages.ts';
import { bootScript } from './boot-script.ts';
import { scriptLoader, withoutModuleScripts, withoutTags } from './script-loader.ts';

/**
 * What the prerender entry leaves in vite-react-ssg's initialState for each page (site/main.tsx,
 * site/app/boot/active-store.ts): the page's data store, of which the build reads the site settings.
 */
interface RenderedPageRecord {
  store: { read(key: 'site'): { status: 'loading' } | { status: 'error'; error: Error } | { status: 'success'; data: unknown } };
}

interface SiteSettings {
  languages: string[];
  defaultLanguage: string;
  defaultTheme: 'system' | 'light';
  contact?: { formEndpoint: string };
  analytics: { endpoint: string | null };
}

/**
 * Inline scripts of vite-react-ssg and React Router that carry loader data. This site has no loaders (the
 * client router is created without them, see site/main.tsx), so both are dropped: fewer bytes, and no inline
 * script the Content-Security-Policy would have to allow.
 */
const ssgHashScript = /<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/g;
const routerHydrationScript = /<script>window\.__staticRouterHydrationData = [\s\S]*?<\/script>/;
/** site/index.html's `<meta charset="UTF-8" />` (the dev server needs it), replaced by the one placed first. */
const charsetMeta = /<meta charset="utf-8"\s*\/?>/i;

/** React escapes `>` in attribute values, so a start tag ends at the first `>`. */
const markedTag = new RegExp(`<[a-z][^>]*\\s${firstPaintAfterAttribute}(?:="")?(?=[\\s/>])[^>]*>`, 'g');

/** `<link rel="expect">` for each element marked `data-first-paint-after` (core/page/first-paint-marker.ts). */
export function firstPaintLinks(route: string, html: string): string {
  return [...html.slice(html.indexOf('<body')).matchAll(markedTag)]
    .map(([tag]) => {
      const id = /\sid="([^"]+)"/.exec(tag)?.[1];
      if (id === undefined) throw new Error(`Page ${route}: an element the first paint waits for has no id: ${tag.slice(0, 80)}`);
      return `<link rel="expect" href="#${id}" blocking="render">`;
    })
    .join('');
}

function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * `webAssembly`: the search page's (Pagefind compiles its WebAssembly there, `'wasm-unsafe-eval'`); every other
 * page runs none, so none may.
 */
export function contentSecurityPolicy(site: SiteSettings, inlineScripts: readonly string[], { webAssembly = false } = {}): string {
  // Without a contact form nothing is ever posted to another origin.
  const formOrigin = site.contact ? ` ${new URL(site.contact.formEndpoint).origin}` : '';
  const connect = [`'self'${formOrigin}`];
  if (site.analytics.endpoint) connect.push(new URL(site.analytics.endpoint).origin);
  return [
    "default-src 'self'",
    `script-src 'self'${webAssembly ? " 'wasm-unsafe-eval'" : ''} ${inlineScripts.map(scriptHash).join(' ')}`,
    // React sets a few style attributes (e.g. transitions); no script can be injected through them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `form-action 'self'${formOrigin}`,
    'frame-src https://www.youtube-nocookie.com',
    "manifest-src 'self'",
    "worker-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Completes a prerendered page: the boot script (theme and language before first paint), the loader that
 * requests the page's code once it has painted (in place of vite-react-ssg's module script), and the CSP that
 * allows exactly those two scripts and the speculation rules the page's script adds.
 */
export function finishPrerenderedPage(route: string, html: string, initialState: Record<string, unknown>): string {
  const record = initialState.record as RenderedPageRecord | undefined;
  if (!record) throw new Error(`Page ${route} was rendered without a data store`);
  const { store } = record;
  const site = store.read('site');
  if (site.status !== 'success') throw new Error(`Page ${route} has no site settings`);
  const settings = site.data as SiteSettings;

  const pageLanguage = /<html[^>]*\slang="([a-z]{2})"/.exec(html)?.[1];
  if (pageLanguage === undefined || !settings.languages.includes(pageLanguage)) {
    throw new Error(`Page ${route} has no <html lang> of the site's languages (${settings.languages.join(', ')})`);
  }

  const boot = bootScript({
    defaultTheme: settings.defaultTheme,
    pageLanguage,
    defaultLanguage: settings.defaultLanguage,
    languages: settings.languages,
  });
  const { html: withoutScripts, entry } = withoutModuleScripts(html);
  if (!entry) throw new Error(`Page ${route} has no module script to load`);
  const loader = scriptLoader(entry);
  // The speculation rules the page's script adds are inline too: Chromium wants their hash as well.
  const csp = contentSecurityPolicy(settings, [boot, loader, speculationRulesText], {
    webAssembly: pageWithPath(splitLanguage(route, settings.languages, settings.defaultLanguage).neutralPath)?.id === 'search',
  });

  // The charset must come within the first 1024 bytes, and the CSP before any script it governs.
  const head =
    `<meta charset="UTF-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="referrer" content="strict-origin-when-cross-origin">` +
    `<script>${boot}</script>` +
    `<script>${loader}</script>` +
    firstPaintLinks(route, html);

  return withoutTags(withoutScripts, ssgHashScript)
    .html.replace(routerHydrationScript, '')
    .replace(charsetMeta, '')
    .replace('<head>', `<head>${head}`);
}
