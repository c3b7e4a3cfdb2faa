import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import { localFile } from './file-paths.ts';
import { lineOfOffset } from './line-index.ts';

/**
 * Liquid in a Jekyll page, made Markdown (the first of two passes, see convert-body.ts): what has a Markdown
 * equivalent becomes it, anything else is removed and named with its line. Jekyll renders Liquid everywhere,
 * code blocks included, so this pass does too.
 */

export interface LiquidContext {
  /** The new address of an old file named by `{% post_url %}` (`_posts/2020-01-02-waves`) or `{% link %}` (without extension). */
  newAddressOf(oldPathWithoutExtension: string): string | null;
}

export interface LiquidResult {
  text: string;
  /** "line 12: {% include video.liquid %} removed: no equivalent", in the order met. */
  changes: string[];
}

const token = /\{%-?\s*raw\s*-?%\}([\s\S]*?)\{%-?\s*endraw\s*-?%\}|\{%-?\s*([\s\S]*?)\s*-?%\}|\{\{-?\s*([\s\S]*?)\s*-?\}\}/g;

export function convertLiquid(body: string, firstLine: number, context: LiquidContext): LiquidResult {
  const changes: string[] = [];
  const lineOf = lineOfOffset(body);
  const text = body.replace(token, (whole: string, raw: string | undefined, tag: string | undefined, output: string | undefined, offset: number) => {
    if (raw !== undefined) return raw;
    const line = firstLine + lineOf(offset);
    const note = (detail: string): void => void changes.push(`line ${line}: ${detail}`);
    const converted = tag !== undefined ? convertTag(tag, context, note) : convertOutput(output ?? '', note);
    // A removed tag keeps its line breaks, so later line numbers still point at the old file.
    return converted ?? '\n'.repeat(countLines(whole));
  });
  return { text, changes };
}

function countLines(text: string): number {
  return text.split('\n').length - 1;
}

function shortTag(tag: string): string {
  const oneLine = tag.replace(/\s+/g, ' ');
  return `{% ${oneLine.length > 60 ? `${oneLine.slice(0, 57)}…` : oneLine} %}`;
}

function convertTag(tag: string, context: LiquidContext, note: (detail: string) => void): string | null {
  const [name = '', ...rest] = tag.split(/\s+/);
  const argument = rest.join(' ');
  if (name === 'cite' || name === 'reference') {
    const keys = rest.filter((word) => word !== '' && !word.startsWith('-') && !/^\d+$/.test(word));
    if (keys.length > 0) return citeLinks(keys);
  }
  // academicpages starts pages with `{% include base_path %}`, which only sets `{{ base_path }}` (resolved below).
  if (name === 'include' && rest[0] === 'base_path') return '';
  if (name === 'include' && /^figure\.(?:liquid|html)$/.test(rest[0] ?? '')) {
    const image = figureFromAttributes(attributes(argument));
    if (image !== null) return image;
  }
  if (name === 'post_url' || name === 'link') {
    const reference = argument.trim().replace(/^\/+/, '');
    const target = name === 'post_url' ? `_posts/${reference.replace(/\.(?:md|markdown|html)$/, '')}` : reference.replace(/\.[^./]+$/, '');
    const address = context.newAddressOf(target);
    if (address !== null) return address;
    // `{% link assets/pdf/paper.pdf %}` names a file, not a page: its address, renamed with the other file links.
    if (name === 'link' && localFile(reference) !== null) return `/${reference}`;
    note(`${shortTag(tag)} removed: it names ${reference}, which was not imported`);
    return null;
  }
  note(`${shortTag(tag)} removed: no Markdown equivalent`);
  return null;
}

/** Cited BibTeX keys as links to their works' pages, keyed as the bibliography source keys them. */
export function citeLinks(keys: string[]): string {
  return keys
    .map((key) => key.trim())
    .filter((key) => key !== '')
    .map((key) => `[${key}](/publications/${keyFromName(key)}/)`)
    .join(', ');
}

/** `key="value"`, `key='value'` and `key=value` pairs of an include. */
export function attributes(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    found[match[1] as string] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return found;
}

/** A Markdown image from a figure's path, alt or title, and caption (HTML dropped from the caption). */
function figureFromAttributes(found: Record<string, string>): string | null {
  const given = found['path'] ?? found['src'];
  const path = given === undefined ? undefined : resolveBaseUrl(given);
  // A path from a variable (`path=page.img`) or another Liquid output has no address to give.
  if (path === undefined || path.includes('{{') || /^[a-z_.]+$/.test(path)) return null;
  const caption = plainText(found['caption'] ?? '');
  const alt = plainText(found['alt'] ?? found['title'] ?? '') || caption;
  const title = caption !== '' && caption !== alt ? ` "${caption.replace(/"/g, "'")}"` : '';
  return `![${alt.replace(/[[\]]/g, '')}](${path}${title})`;
}

export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
}

function resolveBaseUrl(path: string): string {
  return path.replace(/\{\{-?\s*site\.(?:baseurl|url)\s*-?\}\}/g, '');
}

const siteAddress = /^(?:site\.(?:baseurl|url)|base_path)$/;
const addressFilter = /^(?:"([^"]*)"|'([^']*)')\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.(?:baseurl|url))\s*(?:\|\s*prepend:\s*site\.(?:baseurl|url)\s*)?$/;

function convertOutput(output: string, note: (detail: string) => void): string | null {
  if (siteAddress.test(output)) return '';
  const literal = addressFilter.exec(output);
  if (literal !== null) return literal[1] ?? literal[2] ?? '';
  note(`{{ ${output.replace(/\s+/g, ' ')} }} removed: no Markdown equivalent`);
  return null;
}
