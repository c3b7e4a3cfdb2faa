import type { BibtexWork } from './map-entry.ts';
import { mapBibtexEntry } from './map-entry.ts';
import { parseBibtex } from './parse-bibtex.ts';

/** An entry left out, named by its line and key so the owner can find it in the file. */
interface SkippedEntry {
  line: number;
  key: string | null;
  title: string | null;
  reason: string;
}

export interface BibtexRead {
  works: BibtexWork[];
  skipped: SkippedEntry[];
}

/**
 * Every work of a .bib text: an entry with a syntax error, without a title, or whose key (or page key) repeats
 * an earlier entry's is skipped and named; one bad entry never loses the others.
 */
export function readBibtex(text: string): BibtexRead {
  const parsed = parseBibtex(text);
  const skipped: SkippedEntry[] = parsed.errors.map((error) => ({
    line: error.line,
    key: error.key,
    title: null,
    reason: `syntax error: ${error.message}; fix the entry's braces, quotes and commas`,
  }));
  const works: BibtexWork[] = [];
  const firstById = new Map<string, BibtexWork>();
  for (const entry of parsed.entries) {
    const mapped = mapBibtexEntry(entry);
    if (mapped.kind === 'skipped') {
      skipped.push(mapped);
      continue;
    }
    const first = firstById.get(mapped.work.publication.id);
    if (first !== undefined) {
      const same = first.key === entry.key ? `the key ${entry.key}` : `the page key ${first.publication.id} (from ${first.key})`;
      skipped.push({ line: entry.line, key: entry.key, title: mapped.work.publication.title, reason: `duplicate: the entry at line ${first.line} already has ${same}; rename or remove one` });
      continue;
    }
    firstById.set(mapped.work.publication.id, mapped.work);
    works.push(mapped.work);
  }
  return { works, skipped: skipped.sort((a, b) => a.line - b.line) };
}
