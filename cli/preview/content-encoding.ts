export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer with, from a request's Accept-Encoding: Brotli first, then gzip, else none. A coding
 * the browser refuses (`;q=0`) does not count; `*` accepts both.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    accepted.set(coding.trim(), !refused);
  }
  const allows = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? false;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

export const encodingSuffix: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };
