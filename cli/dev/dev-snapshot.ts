import { resolve } from 'node:path';
import type { CacheEntries } from '../build/cache/cache-entries.ts';
import { packFiles, unpackFiles } from '../build/cache/packed-files.ts';
import type { DevContent } from './content-refresh.ts';

const namespace = 'dev';
/** One snapshot a content folder: the state the last `portfolio dev` served. */
const snapshotKey = 'latest';

type SnapshotMeta = Omit<DevContent, 'files' | 'served'> & { inputs: string };

/**
 * What `portfolio dev` served last, kept in the build cache so that the next start on the same content (and the
 * same product) serves it at once instead of waiting for the content's check and data (seconds for 1,000 works);
 * the check runs right after, as at every edit (docs/decisions/dev-warm-start.md).
 */
export interface DevSnapshots {
  /** The state kept for this content, byte for byte as it is now; undefined when there is none or it differs. */
  read(): Promise<DevContent | undefined>;
  /** Keeps `content`, made from the content folder as it is now, if it is `stillCurrent()` once the folder is read. */
  keep(content: DevContent, stillCurrent: () => boolean): Promise<void>;
}

export function devSnapshots(
  contentDir: string,
  product: () => string,
  readable: CacheEntries,
  writable: () => Promise<CacheEntries | undefined>,
): DevSnapshots {
  const inputsNow = async () => {
    const { contentInputs } = await import('../build/cache/unchanged-build.ts');
    return contentInputs(contentDir, `${product()}\n${resolve(contentDir)}\nportfolio dev`);
  };
  return {
    async read() {
      const [payload, inputs] = await Promise.all([readable.read(namespace, snapshotKey), inputsNow()]);
      const unpacked = payload && unpackFiles<SnapshotMeta>(payload);
      if (unpacked === undefined || unpacked.meta.inputs !== inputs) return undefined;
      const { inputs: _inputs, ...meta } = unpacked.meta;
      const served = new Map(unpacked.files.map(([key, bytes]) => [key, bytes.toString('utf8')]));
      const files = Object.fromEntries([...served].map(([key, text]) => [key, JSON.parse(text) as unknown]));
      return { ...meta, files, served };
    },
    async keep(content, stillCurrent) {
      const entries = await writable();
      const inputs = await inputsNow();
      if (entries === undefined || !stillCurrent()) return;
      const meta: SnapshotMeta = {
        inputs,
        sections: content.sections,
        languages: content.languages,
        defaultLanguage: content.defaultLanguage,
        cvFile: content.cvFile,
      };
      await entries.write(namespace, snapshotKey, packFiles(meta, [...content.served].map(([key, text]) => [key, Buffer.from(text)] as const)));
    },
  };
}
