import type { RenderedCv } from '../../cv/render-cv.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'cvs';
/** What a sourced data file the CV reads hashes to, by its content file's hash. */
const cvSourcesNamespace = 'cv-sources';

type CvDescription = Omit<RenderedCv, 'bytes'>;

export interface CachedCvs {
  rendered: Promise<RenderedCv[]>;
  /** Whether the PDFs came from the cache. */
  reused: Promise<boolean>;
}

/**
 * The hash of a sourced data file's value (the CV's works: 5.7 MB of JSON on 1,000 works), remembered by the hash of
 * the content file it is made from: serialized only when that file changed, and a change of the file the CV does not
 * show (a citation count, an abstract: most weekly refreshes) leaves the key, and the PDFs, as they were.
 */
async function sourcedValueHash(entries: CacheEntries, dataKey: string, sourceHash: string, value: unknown): Promise<string> {
  const key = sha256(dataKey, '\0', sourceHash);
  const known = await entries.read(cvSourcesNamespace, key);
  if (known !== undefined) return known.toString('utf8');
  const hash = sha256(JSON.stringify(value));
  await entries.write(cvSourcesNamespace, key, Buffer.from(hash));
  return hash;
}

/**
 * The CV PDFs by the hash of the data files they are made from (`cvDataFiles`), each sourced one (`dataSources`: the
 * CV's works, by publications.json's hash) by the hash of its value (`sourcedValueHash`); the Typst template and the
 * fonts are the product's, in the cache's identity. `render` (the CVs' child process) runs only when they are not
 * there (always without a cache).
 */
export function cachedCvs(
  entries: CacheEntries | undefined,
  cvData: Readonly<Record<string, unknown>>,
  render: () => Promise<RenderedCv[]>,
  dataSources: Readonly<Record<string, string>> = {},
): CachedCvs {
  if (entries === undefined) return { rendered: render(), reused: Promise.resolve(false) };
  const key = Promise.all(
    Object.entries(cvData).map(async ([dataKey, value]) => {
      const source = dataSources[dataKey];
      return [dataKey, source === undefined ? value : `value ${await sourcedValueHash(entries, dataKey, source, value)}`];
    }),
  ).then((named) => sha256(JSON.stringify(named)));
  const found = key.then(async (cvKey) => {
    const payload = await entries.read(namespace, cvKey);
    const unpacked = payload === undefined ? undefined : unpackFiles<CvDescription[]>(payload);
    return unpacked?.meta.map((cv, index) => ({ ...cv, bytes: unpacked.files[index]?.[1] as Buffer }));
  });
  const rendered = found.then(async (cached) => {
    if (cached !== undefined) return cached;
    const made = await render();
    const description: CvDescription[] = made.map(({ bytes: _bytes, ...cv }) => cv);
    await entries.write(namespace, await key, packFiles(description, made.map((cv) => [cv.path, cv.bytes] as const)));
    return made;
  });
  return { rendered, reused: found.then((cached) => cached !== undefined) };
}
