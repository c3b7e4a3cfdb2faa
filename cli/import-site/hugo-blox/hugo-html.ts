import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** Tags whose content is an embed or code, not text: removed whole. */
const embeds = /^<(iframe|script|style|video|audio|object|embed|form)\b[\s\S]*$/i;

function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((value) => value !== undefined) ?? null;
}

/**
 * Posts hold Markdown only (validate refuses raw HTML), so the HTML Markdown found in a body is converted: an
 * `<img>` becomes an image, `<br>` a line break, a comment (Hugo's `<!--more-->` summary divider) goes, an embed
 * goes and is named, any other tag goes and its text stays. Code blocks are Markdown code, never touched.
 */
export function convertHtml(markdown: string, image: (src: string, alt: string) => string): { markdown: string; notes: string[] } {
  const notes = new Set<string>();
  const replacements: Array<{ start: number; end: number; text: string }> = [];
  visit(unified().use(remarkParse).parse(markdown), 'html', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    const value = node.value.trim();
    const tags = [...new Set([...value.matchAll(/<\/?([a-z][\w-]*)/gi)].map(([, tag]) => (tag ?? '').toLowerCase()))];
    let text: string;
    if (value.startsWith('<!--')) {
      text = value.replace(/<!--[\s\S]*?-->/g, '').trim();
    } else if (embeds.test(value)) {
      notes.add(`raw HTML <${tags[0] ?? 'embed'}> removed: posts hold Markdown only; link to what it showed instead`);
      text = '';
    } else {
      text = value
        .replace(/<img\b[^>]*>/gi, (tag) => image(attribute(tag, 'src') ?? '', attribute(tag, 'alt') ?? ''))
        .replace(/<br\s*\/?>/gi, '\\\n')
        .replace(/<\/?[a-z][^>]*>/gi, '');
      const removed = tags.filter((tag) => tag !== 'img' && tag !== 'br');
      if (tags.includes('img')) notes.add('raw HTML <img> → an image');
      for (const tag of removed) notes.add(`raw HTML <${tag}> removed, its text kept: posts hold Markdown only`);
    }
    replacements.push({ start, end, text });
  });
  let converted = markdown;
  for (const { start, end, text } of replacements.reverse()) converted = converted.slice(0, start) + text + converted.slice(end);
  return { markdown: converted, notes: [...notes] };
}
