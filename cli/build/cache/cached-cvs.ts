import type { RenderedCv } from '../../cv/render-cv.ts';
import { sha256, type CacheEntries } from './cache-entries.ts';
import { packFiles, unpackFiles } from './packed-files.ts';

const namespace = 'cvs';

type CvDescription = Omit<RenderedCv, 'bytes'>;

export interface CachedCvs {
  rendered: Promise<RenderedCv[]>;
  /** Whether the PDFs came from the cache. */
  reused: Promise<boolean>;
}

/**
 * The CV PDFs by the hash of the data files they are made from (`cvDataFiles`), each sourced one (`dataSources`:
 * the CV's works, 5.7 MB of JSON on 1,000 works) by its content file's hash; the Typst template and the fonts are
 * the product's, in the cache's identity. `render` (the CVs' child process) runs only when they are not there
 * (always without a cache).
 */
export function cachedCvs(
  entries: CacheEntries | undefined,
  cvData: Readonly<Record<string, unknown>>,
  render: () => Promise<RenderedCv[]>,
  dataSources: Readonly<Record<string, string>> = {},
): CachedCvs {
  if (entries === undefined) return { rendered: render(), reused: Promise.resolve(false) };
  const named = Object.entries(cvData).map(([key, value]) => [key, dataSources[key] === undefined ? value : `content file ${dataSources[key]}`]);
  const key = sha256(JSON.stringify(named));
  const found = entries.read(namespace, key).then((payload) => {
    const unpacked = payload === undefined ? undefined : unpackFiles<CvDescription[]>(payload);
    return unpacked?.meta.map((cv, index) => ({ ...cv, bytes: unpacked.files[index]?.[1] as Buffer }));
  });
  const rendered = found.then(async (cached) => {
    if (cached !== undefined) return cached;
    const made = await render();
    const description: CvDescription[] = made.map(({ bytes: _bytes, ...cv }) => cv);
    await entries.write(namespace, key, packFiles(description, made.map((cv) => [cv.path, cv.bytes] as const)));
    return made;
  });
  return { rendered, reused: found.then((cached) => cached !== undefined) };
}
