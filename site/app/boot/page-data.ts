import type { DataKey } from '../../shared/data/data-keys.ts';

export const pageDataElementId = 'portfolio-data';
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

function readEmbeddedJson(id: string, whatIfUnreadable: string): Record<string, unknown> {
  const element = document.getElementById(id);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch (error) {
    console.error(`The page's #${id} could not be read; ${whatIfUnreadable}.`, error);
    return {};
  }
}

/** The data the page was prerendered with, so hydration renders exactly what the HTML shows. */
export function readEmbeddedPageData(): Partial<Record<DataKey, unknown>> {
  return readEmbeddedJson(pageDataElementId, 'sections will fetch their data');
}

/** The numbers and dates as the prerender formatted them, so hydration does not wait for the browser's Intl. */
export function readEmbeddedIntlResults(): Record<string, string> {
  return readEmbeddedJson(intlResultsElementId, 'numbers and dates will be formatted again') as Record<string, string>;
}
