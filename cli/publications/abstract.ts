import { decodeHTML } from 'entities';

/** A `<` followed by a letter, `/` or `!`, up to the next `>`. Bare `<4` or `> 0.9` are text. */
const tagPattern = /<([A-Za-z/!])[^>]*>/g;
const elementName = /^<\/?(?:[A-Za-z][\w.-]*:)?([A-Za-z][\w.-]*)/;

/**
 * Elements that style words in place (<i>Journal</i>, m<sup>2</sup>): removing them must not split a word.
 * Every other tag (<sec>, <title>, <p>, <br>, comments) separates text, so it becomes a space.
 */
const inlineElements = new Set([
  'a', 'abbr', 'b', 'bold', 'em', 'i', 'italic', 'monospace', 'sc', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'underline',
]);

export const teaserLength = 240;

/** Rebuilds the abstract from OpenAlex's inverted index as plain text; '' when there is none. */
export function abstractFromInvertedIndex(index: unknown): string {
  if (typeof index !== 'object' || index === null || Array.isArray(index)) return '';
  const placed: Array<{ position: number; word: string }> = [];
  for (const [word, positions] of Object.entries(index)) {
    if (!Array.isArray(positions)) continue;
    for (const position of positions) {
      if (Number.isInteger(position)) placed.push({ position: position as number, word });
    }
  }
  placed.sort((a, b) => a.position - b.position);
  return toPlainText(placed.map((entry) => entry.word).join(' '));
}

/**
 * Turns abstract markup into plain text: tags stripped, every entity decoded, tags that decoding
 * reveals (`&lt;i&gt;`) stripped too, whitespace collapsed. Entities are decoded as a browser decodes
 * text, so also those missing their ';' (`&amp D`, `&#39quoted`).
 * Decoding repeats until nothing changes, so double-escaped text (`&amp;lt;`) ends as plain text as
 * well; each pass shortens the text, so it ends.
 */
export function toPlainText(markup: string): string {
  let text = stripTags(markup);
  for (;;) {
    const decoded = decodeHTML(text);
    if (decoded === text) break;
    text = stripTags(decoded);
  }
  return collapseWhitespace(text);
}

function stripTags(markup: string): string {
  let text = markup;
  // Removing one tag can join its neighbours into a new one (`<<i>b>`), so strip until none is left.
  for (;;) {
    const stripped = text.replace(tagPattern, (tag) => (isInline(tag) ? '' : ' '));
    if (stripped === text) return text;
    text = stripped;
  }
}

function isInline(tag: string): boolean {
  const name = elementName.exec(tag)?.[1];
  return name !== undefined && inlineElements.has(name.toLowerCase());
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The abstract itself when short enough, else its words up to 240 characters plus '…'. */
export function abstractTeaser(abstract: string): string {
  const characters = Array.from(abstract);
  if (characters.length <= teaserLength) return abstract;
  const head = characters.slice(0, teaserLength + 1).join('');
  const lastBreak = head.search(/\s\S*$/);
  const cut = lastBreak > 0 ? head.slice(0, lastBreak) : characters.slice(0, teaserLength).join('');
  return `${cut.trimEnd()}…`;
}
