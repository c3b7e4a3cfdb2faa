/** A run of an excerpt's text, marked when it holds a word the visitor searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `&amp;`, `&#39;`, `&#x27;`… as the characters they stand for; an unknown entity stays as written. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return entities[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt is HTML: escaped text with the matched words in `<mark>`. It is split into plain text
 * runs, each marked or not, for React to render as text: nothing of it is ever parsed as HTML, so a page's text
 * cannot inject markup into the results. Any other tag is dropped.
 */
export function excerptParts(html: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of html.split(/(<\/?mark\b[^>]*>)/i)) {
    if (/^<mark\b/i.test(piece)) marked = true;
    else if (/^<\/mark/i.test(piece)) marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text === '') continue;
      const last = parts.at(-1);
      if (last !== undefined && last.marked === marked) last.text += text;
      else parts.push({ text, marked });
    }
  }
  return parts;
}
