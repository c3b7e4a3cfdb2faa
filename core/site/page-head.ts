/**
 * How a prerendered page hands its head to the prerender: the page draws its head elements inside one
 * `<noscript data-page-head="<language>">` (React leaves elements in a <noscript> where they are, where it would
 * hoist a <title> or <meta> to the start of the HTML), and the prerender moves them into the document's <head>
 * and the language onto <html> (cli/build/prerender-patch.ts; docs/decisions/page-head-moved.md).
 */
export const pageHeadMark = 'data-page-head';

const opening = `<noscript ${pageHeadMark}="`;
const closing = '</noscript>';

/** A rendered page without its head, and the head's elements and language as React wrote them. */
export interface SplitPage {
  body: string;
  head: string;
  language: string;
}

/**
 * The page's head taken out of its rendered HTML, or undefined when the page drew none. React escapes every `<` in
 * text and attribute values, and the structured data's script escapes its own (site/shared/html/script-json.ts), so
 * the first `</noscript>` after the opening tag closes it. A page that drew two heads is a fault of the site's code.
 */
export function splitPageHead(html: string): SplitPage | undefined {
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  const languageEnd = html.indexOf('"', start + opening.length);
  const headStart = html.indexOf('>', languageEnd) + 1;
  const headEnd = html.indexOf(closing, headStart);
  if (languageEnd < 0 || headStart === 0 || headEnd < 0) throw new Error(`A page's head is not closed: ${html.slice(start, start + 200)}`);
  const body = html.slice(0, start) + html.slice(headEnd + closing.length);
  if (body.includes(opening)) throw new Error(`A page drew its head twice (site/app/head/page-head.tsx): ${html.slice(start, start + 200)}`);
  return { body, head: html.slice(headStart, headEnd), language: html.slice(start + opening.length, languageEnd) };
}
