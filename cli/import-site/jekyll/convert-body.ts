import { localFile, newFilePath } from './file-paths.ts';
import { attributes, citeLinks, convertLiquid, type LiquidContext, plainText } from './liquid.ts';
import { lineOfOffset } from './line-index.ts';

/**
 * A Jekyll page's body as the new site's Markdown: Liquid first (liquid.ts), then raw HTML the new site's Markdown
 * does not hold — images, links and figures become Markdown, other tags are removed with their text kept — and
 * the site's own files it points to are renamed to their place in the new content folder. Code stays as written.
 */

export interface ConvertedBody {
  markdown: string;
  changes: string[];
  /** The old site's files the body points to (site-relative), each to copy to `newFilePath(file)`. */
  files: string[];
}

const markup =
  /(^|\n)(```|~~~)[\s\S]*?\n\2|`[^`\n]+`|<!--[\s\S]*?-->|<d-cite\b[^>]*>\s*<\/d-cite>|<(style|script)\b[\s\S]*?<\/\3>|<figure\b[\s\S]*?<\/figure>|<img\b[^>]*>|<a\b([^>]*)>([\s\S]*?)<\/a>|<br\s*\/?>|<\/?([a-zA-Z][\w-]*)\b[^>]*>|(!?)\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g;

export function convertBody(body: string, firstLine: number, context: LiquidContext): ConvertedBody {
  const liquid = convertLiquid(body, firstLine, context);
  const files = new Set<string>();
  const removedTags = new Map<string, number[]>();
  const changes = [...liquid.changes];
  const text = liquid.text;
  const lineOf = lineOfOffset(text);

  const fileAddress = (reference: string): string => {
    const file = localFile(reference);
    if (file === null) return reference;
    files.add(file);
    return newFilePath(file);
  };
  const image = (source: string, alt: string, caption = ''): string => {
    const title = caption !== '' && caption !== alt ? ` "${caption.replace(/"/g, "'")}"` : '';
    return `![${alt.replace(/[[\]]/g, '')}](${fileAddress(source)}${title})`;
  };

  const markdown = text.replace(
    markup,
    (whole: string, newline: string | undefined, fence: string | undefined, block: string | undefined, anchorAttributes: string | undefined, anchorText: string | undefined, tagName: string | undefined, bang: string | undefined, linkText: string | undefined, target: string | undefined, linkTitle: string | undefined, offset: number) => {
      const line = firstLine + lineOf(offset + (newline?.length ?? 0));
      if (fence !== undefined || whole.startsWith('`')) return whole;
      if (whole.startsWith('<!--')) return '\n'.repeat(whole.split('\n').length - 1);
      // al-folio's distill posts cite with <d-cite key="a,b">: the same links as {% cite %}.
      if (whole.startsWith('<d-cite')) return citeLinks((attributes(whole)['key'] ?? '').split(','));
      if (block !== undefined) {
        changes.push(`line ${line}: <${block}> removed: the new site does not run a page's own styles or scripts`);
        return '\n'.repeat(whole.split('\n').length - 1);
      }
      if (whole.startsWith('<figure')) {
        const img = /<img\b([^>]*)>/.exec(whole);
        const caption = plainText(/<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/.exec(whole)?.[1] ?? '');
        const found = attributes(img?.[1] ?? '');
        if (found['src'] !== undefined) return image(found['src'], plainText(found['alt'] ?? '') || caption, caption);
        changes.push(`line ${line}: <figure> without an image removed`);
        return '';
      }
      if (whole.startsWith('<img')) {
        const found = attributes(whole.slice(4, -1));
        if (found['src'] !== undefined) return image(found['src'], plainText(found['alt'] ?? found['title'] ?? ''));
        changes.push(`line ${line}: <img> without src removed`);
        return '';
      }
      if (anchorAttributes !== undefined) {
        const href = attributes(anchorAttributes)['href'];
        const label = plainText(anchorText ?? '');
        return href === undefined ? label : `[${label}](${fileAddress(href)})`;
      }
      if (/^<br/i.test(whole)) return '\\\n';
      if (tagName !== undefined) {
        const name = tagName.toLowerCase();
        removedTags.set(name, [...(removedTags.get(name) ?? []), line]);
        return '';
      }
      if (target !== undefined) return `${bang ?? ''}[${linkText ?? ''}](${fileAddress(target)}${linkTitle ?? ''})`;
      return whole;
    },
  );

  for (const [name, lines] of removedTags) {
    const unique = [...new Set(lines)];
    changes.push(`raw HTML <${name}> removed, its text kept (line${unique.length > 1 ? 's' : ''} ${unique.join(', ')})`);
  }
  return { markdown: tidy(markdown), changes, files: [...files] };
}

/** Blank lines left by removed tags squeezed to one, and no space at the ends. */
function tidy(markdown: string): string {
  return markdown.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}
