/**
 * The page's second inline script (hashed into the CSP like the boot script): it requests the site's entry
 * module only once the page has painted and its HTML is all parsed, so no script competes with the first
 * paint — the page paints as fast as the same HTML without JavaScript.
 *
 * "Painted" is the browser's first-contentful-paint entry (PerformanceObserver `paint`); where there is none, the frame
 * after DOMContentLoaded. A hidden tab paints nothing, so there (or once the tab is hidden) it does not wait
 * for a paint. Not `load`: on a busy device it can come before the first paint. Parsed matters too: a long
 * page can paint before its end (the islands the runtime looks for) has arrived.
 */
export function scriptLoader(entry: string): string {
  return `(function(src){var p=0,d=0,s=0;
function go(){if(s||!p||!d)return;s=1;var e=document.createElement('script');e.type='module';e.src=src;document.head.appendChild(e)}
function painted(){p=1;setTimeout(go,0)}
document.addEventListener('DOMContentLoaded',function(){d=1;go()});
document.addEventListener('visibilitychange',function(){if(document.visibilityState==='hidden')painted()});
if(document.visibilityState==='hidden')p=1;
else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true});
else document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(painted,0)})})})(${JSON.stringify(entry).replace(/</g, '\\u003c')});`;
}

/** `<script type="module" … src="…">` tags that vite-react-ssg writes into the page. */
const moduleScriptTag = /<script\b[^>]*\btype="module"[^>]*><\/script>/g;
/** `<link rel="modulepreload" …>`: a request too. */
const modulePreloadTag = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const sourceAttribute = /\bsrc="([^"]+)"/;

/**
 * `html` without the matches of `tag` (global, starting with `<`) and the white space just before each: what a
 * replace of `\s*` and the tag removes, without a pattern that tries `\s*` at every character of the page (0.4–0.5 ms
 * a page of 75 kB, each such pattern: over a second of the 1,000-work prerender's CPU). `removed`: the tags.
 */
export function withoutTags(html: string, tag: RegExp): { html: string; removed: string[] } {
  const removed: string[] = [];
  let kept = '';
  let from = 0;
  for (const match of html.matchAll(tag)) {
    let start = match.index;
    while (start > from && /\s/.test(html[start - 1] as string)) start -= 1;
    kept += html.slice(from, start);
    from = match.index + match[0].length;
    removed.push(match[0]);
  }
  return { html: kept + html.slice(from), removed };
}

/**
 * Takes the module scripts and module preloads out of a prerendered page. Returns the page without them and
 * the entry module's URL (the one module script vite-react-ssg writes), for scriptLoader.
 */
export function withoutModuleScripts(html: string): { html: string; entry: string | null } {
  const scripts = withoutTags(html, moduleScriptTag);
  const entries = scripts.removed.map((tag) => sourceAttribute.exec(tag)?.[1]).filter(Boolean);
  if (entries.length > 1) throw new Error(`the page has ${entries.length} module scripts; expected one entry`);
  return {
    html: withoutTags(scripts.html, modulePreloadTag).html,
    entry: entries[0] ?? null,
  };
}
