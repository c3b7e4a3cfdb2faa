import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEntry, sealEntry } from '../cache/cache-entries.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { isFileIdentity, type FileIdentity } from '../../shared/file-identity.ts';

/** A data file's content hash; null when the page asked for it and there was none. */
export type DataHash = string | null;

/**
 * A page of the last prerender: what it was made from (the bundle's identity, bundle-cache.ts, and each data file its
 * render read, with its hash), the file it was written to, and its HTML's sha-256 (what its entry must hold).
 */
export interface IndexedPage {
  bundle: string;
  reads: [key: string, hash: DataHash][];
  file: FileIdentity;
  html: string;
}

export type PageIndex = Map<string, IndexedPage>;

/**
 * Each process of a prerender (prerender-parallel.ts) writes the index of the pages it wrote: the lead's is read
 * last, so that where an index left by an earlier build's second process disagrees, the newer entry wins.
 */
export type PageIndexPart = 'lead' | 'helper';
const partsInReadingOrder: readonly PageIndexPart[] = ['helper', 'lead'];

function indexFile(cacheDir: string, part: PageIndexPart): string {
  return join(cacheDir, `page-index-${part}.json`);
}

function isIndexedPage(value: unknown): value is IndexedPage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Record<string, unknown>;
  return (
    typeof page.bundle === 'string' &&
    Array.isArray(page.reads) &&
    page.reads.every((read) => Array.isArray(read) && typeof read[0] === 'string' && (typeof read[1] === 'string' || read[1] === null)) &&
    isFileIdentity(page.file) &&
    typeof page.html === 'string'
  );
}

function readPart(file: string): [string, IndexedPage][] {
  let payload: Buffer | undefined;
  try {
    payload = openEntry(readFileSync(file));
  } catch {
    return [];
  }
  if (payload === undefined) return [];
  try {
    const pages: unknown = JSON.parse(payload.toString('utf8'));
    if (typeof pages !== 'object' || pages === null) return [];
    return Object.entries(pages).filter((entry): entry is [string, IndexedPage] => isIndexedPage(entry[1]));
  } catch {
    return [];
  }
}

/** The pages the last prerender wrote, by path; empty when its index is missing or not whole. */
export function readPageIndex(cacheDir: string): PageIndex {
  return new Map(partsInReadingOrder.flatMap((part) => readPart(indexFile(cacheDir, part))));
}

export async function writePageIndex(cacheDir: string, part: PageIndexPart, pages: PageIndex): Promise<void> {
  await writeFileAtomic(indexFile(cacheDir, part), sealEntry(Buffer.from(JSON.stringify(Object.fromEntries(pages)))));
}
