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
  keep(content: DevContent, stillCurrent: () => boolean): Promise<boolean>;
}

/**
 * The data files as values, each parsed when first read: a start serves their text, and reads a few values only
 * (a paper's .bib), where parsing all of them would take 0.3 s of 1,000 works' start.
 */
function parsedWhenRead(served: ReadonlyMap<string, string>): Record<string, unknown> {
  const files: Record<string, unknown> = {};
  for (const [key, text] of served) {
    Object.defineProperty(files, key, {
      enumerable: true,
      configurable: true,
      get: () => {
        const value = JSON.parse(text) as unknown;
        Object.defineProperty(files, key, { value, enumerable: true });
        return value;
      },
    });
  }
  return files;
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
      return { ...meta, files: parsedWhenRead(served), served };
    },
    async keep(content, stillCurrent) {
      const entries = await writable();
      const inputs = await inputsNow();
      if (entries === undefined || !stillCurrent()) return false;
      const meta: SnapshotMeta = {
        inputs,
        sections: content.sections,
        languages: content.languages,
        defaultLanguage: content.defaultLanguage,
        cvFile: content.cvFile,
      };
      await entries.write(namespace, snapshotKey, packFiles(meta, [...content.served].map(([key, text]) => [key, Buffer.from(text)] as const)));
      return true;
    },
  };
}
