import { gunzipSync } from 'node:zlib';
import { vocabularyFilter } from '../../core/site/merged-search-indexes.ts';

/** Each Pagefind file holds, once decompressed, this mark, then its content (a page's fragment: JSON). */
const pagefindMark = 'pagefind_dcd';

/** The words of an index kept apart in one language, which the site's index of that language holds as one record. */
export interface VocabularyRecord {
  /** The index's name (core/site/search-indexes.ts). */
  apart: string;
  language: string;
  /** Its distinct words, in order, as its pages' text has them. */
  words: string;
}

/**
 * The distinct words of an index's pages, as Pagefind read them: each page's fragment (its text) split at spaces,
 * so that Pagefind makes of each the very words it made of the page.
 */
export function indexVocabulary(files: ReadonlyArray<readonly [string, Uint8Array]>): string {
  const words = new Set<string>();
  for (const [name, bytes] of files) {
    if (!name.startsWith('fragment/')) continue;
    const unpacked = gunzipSync(bytes);
    if (unpacked.subarray(0, pagefindMark.length).toString('latin1') !== pagefindMark) {
      throw new Error(`cli/build/search-vocabulary.ts: Pagefind's ${name} is not a fragment this product reads (Pagefind's format changed?)`);
    }
    const fragment = JSON.parse(unpacked.subarray(pagefindMark.length).toString('utf8')) as { content?: unknown };
    if (typeof fragment.content !== 'string') continue;
    for (const word of fragment.content.split(/\s+/)) if (word !== '') words.add(word);
  }
  return [...words].sort().join(' ');
}

/**
 * The record of an index's words as Pagefind's `addCustomRecord` takes it: never a result (the search leaves its
 * filter out), at an address of its own per index and language (Pagefind keeps one record per address).
 */
export function vocabularyRecord(record: VocabularyRecord): { url: string; content: string; language: string; filters: Record<string, string[]> } {
  return { url: `/pagefind/${record.apart}/${record.language}/`, content: record.words, language: record.language, filters: { [vocabularyFilter]: [record.apart] } };
}
