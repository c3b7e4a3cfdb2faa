import type { DataKey } from '../../shared/data/data-keys.ts';

/** The data files the page was rendered with, by key: hydration loads exactly these before it starts. */
export const pageDataKeysElementId = 'portfolio-data-keys';
/** The Intl results the page was rendered with (site/shared/i18n/intl-memo.ts). */
export const intlResultsElementId = 'portfolio-intl';

/**
 * JSON that is safe inside a <script> element: '<', '>' and '&' are escaped so that no text from content or
 * OpenAlex can close the element or open a comment; U+2028/9 are escaped for old parsers.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A JSON script element the browser never executes. */
export function embeddedJsonScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${serializeForScript(value)}</script>`;
}

function readEmbeddedJson(id: string, whatIfUnreadable: string): unknown {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch (error) {
    console.error(`The page's #${id} could not be read; ${whatIfUnreadable}.`, error);
    return null;
  }
}

/**
 * The keys of the data files the page was prerendered with. The page carries only their names, not the data:
 * the data is for the script, which loads after the first paint, so the HTML stays as light as the same page
 * without scripts and the files are cached once for every page that reads them.
 */
export function readPageDataKeys(): DataKey[] {
  const keys = readEmbeddedJson(pageDataKeysElementId, 'sections will fetch their data as they render');
  return Array.isArray(keys) ? keys.filter((key): key is DataKey => typeof key === 'string') : [];
}

/** The numbers and dates as the prerender formatted them, so hydration does not wait for the browser's Intl. */
export function readEmbeddedIntlResults(): Record<string, string> {
  const results = readEmbeddedJson(intlResultsElementId, 'numbers and dates will be formatted again');
  return results !== null && typeof results === 'object' && !Array.isArray(results) ? (results as Record<string, string>) : {};
}
