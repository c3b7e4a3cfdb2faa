import type { Publication } from '../../schemas/types.generated.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import type { PageCitations } from './citation-data.ts';
import { toCsl } from './csl.ts';
import { sha256, type CacheEntries } from '../build/cache/cache-entries.ts';
import { PackedEntries } from '../build/cache/packed-entries.ts';

const namespace = 'citations';

/** One work's share of PageCitations. */
interface WorkCitations {
  bibtex: string;
  ris: string;
  references: Record<string, string | undefined>;
}

function isWorkCitations(value: unknown): value is WorkCitations {
  const own = value as Partial<WorkCitations> | null;
  return typeof own?.bibtex === 'string' && typeof own.ris === 'string' && typeof own.references === 'object' && own.references !== null;
}

/** Every work's citations at once, for a publications.json as a whole, with the keys of the works' own entries. */
interface WholeCitations {
  keys: string[];
  citations: PageCitations;
}

function isWholeCitations(value: unknown): value is WholeCitations {
  const whole = value as Partial<WholeCitations> | null;
  const citations = whole?.citations as Partial<PageCitations> | undefined;
  return Array.isArray(whole?.keys) && typeof citations?.bibtex === 'object' && typeof citations.ris === 'object' && typeof citations.references === 'object';
}

async function wholeCitations(entries: CacheEntries, key: string): Promise<WholeCitations | undefined> {
  const payload = await entries.read(namespace, key);
  try {
    const whole: unknown = payload === undefined ? undefined : JSON.parse(payload.toString('utf8'));
    return isWholeCitations(whole) ? whole : undefined;
  } catch {
    return undefined;
  }
}

export interface CachedCitations {
  citations: Promise<PageCitations>;
  /** Works whose citations came from the cache. */
  reused: Promise<number>;
  /** Keeps the citations made, once the build succeeded (cli/build/cache/packed-entries.ts). */
  flush(): Promise<void>;
}

/**
 * Each work's BibTeX entry, RIS record and APA references (one reference stands alone: cli/citations/formats.ts), taken from
 * the cache by the hash of the work's CSL item (csl.ts: all they are made from) and the site's languages; only the other works go to `compute` (the
 * citations' child process), which is not started when every work is in the cache. Without a cache, every work.
 * Kept in packs: 1,000 works' entries were 1,000 files to create in a cold build. With the hash of publications.json
 * (`source`), all of them are also kept as one entry, which a build of the same file reads instead (hashing each
 * work and reading its entry took 0.15 s of a post's edit), keeping the works' own for the next refresh.
 */
export function cachedPageCitations(
  entries: CacheEntries | undefined,
  works: readonly Publication[],
  languages: readonly string[],
  compute: (works: readonly Publication[]) => Promise<PageCitations>,
  source?: string,
  memory?: Map<string, Buffer>,
): CachedCitations {
  if (entries === undefined) {
    if (memory === undefined) return { citations: compute(works), reused: Promise.resolve(0), flush: async () => undefined };
    const made = rememberedCitations(memory, keyedWorks(works, languages), languages, compute);
    return { citations: made.then(({ citations }) => citations), reused: made.then(({ reused }) => reused), flush: async () => undefined };
  }
  const packed = new PackedEntries(entries, namespace);
  const wholeKey = source === undefined ? undefined : `whole-${sha256(source, '\0', languages.join(','))}`;
  const whole = wholeKey === undefined ? Promise.resolve(undefined) : wholeCitations(entries, wholeKey);
  const made = whole.then(async (found) => {
    if (found !== undefined) {
      for (const key of found.keys) packed.keep(key);
      return { citations: found.citations, reused: works.length };
    }
    const keyed = keyedWorks(works, languages);
    const own = await eachWorkCitations(packed, keyed, languages, compute);
    if (wholeKey !== undefined) await entries.write(namespace, wholeKey, Buffer.from(JSON.stringify({ keys: keyed.map(({ key }) => key), citations: own.citations } satisfies WholeCitations)));
    return own;
  });
  const citations = made.then(({ citations: result }) => result);
  return {
    citations,
    reused: made.then(({ reused }) => reused),
    flush: async () => {
      await citations;
      await packed.flush();
    },
  };
}

/**
 * Each work with its page key and the key of its citations: what they are made from (its CSL item) and the
 * languages. A refresh that changes a work's citation count or open-access link does not format it again.
 */
function keyedWorks(works: readonly Publication[], languages: readonly string[]): Array<{ work: Publication; id: string; key: string }> {
  const languagesText = JSON.stringify(languages);
  return works.map((work) => ({ work, id: publicationKey(work), key: citationsKey(work, languagesText) }));
}

/**
 * Each work's key, by the work: `portfolio dev` keeps an unchanged work's identity between saves
 * (cli/dev/shared-values.ts), so a save of publications.json reads the authors' names of the works it changed only
 * (1,000 works: 95 ms a save).
 */
const keysOfWorks = new WeakMap<Publication, { languagesText: string; key: string }>();

function citationsKey(work: Publication, languagesText: string): string {
  const known = keysOfWorks.get(work);
  if (known?.languagesText === languagesText) return known.key;
  const key = sha256(`[${JSON.stringify(toCsl(work))},${languagesText}]`);
  keysOfWorks.set(work, { languagesText, key });
  return key;
}

/**
 * Without a build cache (`portfolio dev --no-cache`, a cache that cannot be opened): each work's citations kept in
 * `memory` for the next call, only the current works' (a work edited many times leaves one entry), so that a save
 * of publications.json formats only the works it changed (1,000 works: its refresh 8.5–10.0 → 0.8–1.2 s).
 */
async function rememberedCitations(
  memory: Map<string, Buffer>,
  keyed: ReadonlyArray<{ work: Publication; id: string; key: string }>,
  languages: readonly string[],
  compute: (works: readonly Publication[]) => Promise<PageCitations>,
): Promise<{ citations: PageCitations; reused: number }> {
  const made = new Map<string, Buffer>();
  const store = { read: async (key: string) => memory.get(key), write: (key: string, payload: Buffer) => void made.set(key, payload) };
  const own = await eachWorkCitations(store, keyed, languages, compute);
  const current = new Set(keyed.map(({ key }) => key));
  for (const key of memory.keys()) if (!current.has(key)) memory.delete(key);
  for (const [key, payload] of made) memory.set(key, payload);
  return own;
}

/** Each work's citations from its own entry, those missing computed and kept; how many came from the cache. */
async function eachWorkCitations(
  packed: Pick<PackedEntries, 'read' | 'write'>,
  keyed: ReadonlyArray<{ work: Publication; id: string; key: string }>,
  languages: readonly string[],
  compute: (works: readonly Publication[]) => Promise<PageCitations>,
): Promise<{ citations: PageCitations; reused: number }> {
  const cached = await Promise.all(
    keyed.map(async ({ key }) => {
      const payload = await packed.read(key);
      if (payload === undefined) return undefined;
      try {
        const own: unknown = JSON.parse(payload.toString('utf8'));
        return isWorkCitations(own) ? own : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  const missing = keyed.filter((_, index) => cached[index] === undefined);
  const computed: PageCitations = missing.length > 0 ? await compute(missing.map(({ work }) => work)) : { bibtex: {}, ris: {}, references: {} };
  const result: PageCitations = { bibtex: {}, ris: {}, references: Object.fromEntries(languages.map((language) => [language, {}])) };
  for (const [index, { id, key }] of keyed.entries()) {
    const own: WorkCitations = cached[index] ?? {
      bibtex: computed.bibtex[id] as string,
      ris: computed.ris[id] as string,
      references: Object.fromEntries(languages.map((language) => [language, computed.references[language]?.[id]])),
    };
    if (cached[index] === undefined) packed.write(key, Buffer.from(JSON.stringify(own)));
    result.bibtex[id] = own.bibtex;
    result.ris[id] = own.ris;
    for (const language of languages) {
      const reference = own.references[language];
      if (reference !== undefined) (result.references[language] as Record<string, string>)[id] = reference;
    }
  }
  return { citations: result, reused: cached.filter((entry) => entry !== undefined).length };
}
