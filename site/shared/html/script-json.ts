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
