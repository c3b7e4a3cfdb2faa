import type { DataKey } from '../../shared/data/data-keys.ts';

export const pageDataElementId = 'portfolio-data';

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

export function pageDataScript(data: Partial<Record<DataKey, unknown>>): string {
  return `<script type="application/json" id="${pageDataElementId}">${serializeForScript(data)}</script>`;
}

/** The data the page was prerendered with, so hydration renders exactly what the HTML shows. */
export function readEmbeddedPageData(): Partial<Record<DataKey, unknown>> {
  const element = document.getElementById(pageDataElementId);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as Partial<Record<DataKey, unknown>>;
  } catch (error) {
    console.error('The page data could not be read; sections will fetch their data.', error);
    return {};
  }
}
