import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openEntry, sealEntry, sha256 } from '../build/cache/cache-entries.ts';

/** Enough for several sites' languages and an upgrade; the oldest go first. */
const keptPerFolder = 16;

/** The key of what a text is made from: the sha-256 of those inputs. */
export const keyOf = (inputs: unknown) => sha256(JSON.stringify(inputs));

/**
 * A text the product derives from its own files and keeps in its folder between runs (`<folder>/<key>.<extension>`),
 * sealed as the build cache's entries are (`sealEntry`), so a cut or changed file is never read, and written under a
 * temporary name then renamed (synchronously: its readers are). A folder nobody may write to only means the text
 * is made again at the next run.
 */
export function keptText(folder: string, key: string, extension: string) {
  const file = join(folder, `${key}.${extension}`);
  return {
    read(): string | undefined {
      let sealed: Buffer;
      try {
        sealed = readFileSync(file);
      } catch {
        return undefined;
      }
      return openEntry(sealed)?.toString('utf8');
    },
    keep(text: string): void {
      try {
        mkdirSync(folder, { recursive: true });
        const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(temporary, sealEntry(Buffer.from(text)));
        renameSync(temporary, file);
        const kept = readdirSync(folder)
          .filter((name) => name.endsWith(`.${extension}`))
          .map((name) => ({ path: join(folder, name), changed: statSync(join(folder, name)).mtimeMs }))
          .sort((a, b) => b.changed - a.changed);
        for (const { path } of kept.slice(keptPerFolder)) rmSync(path, { force: true });
      } catch {
        // Made again at the next run; nothing else changes.
      }
    },
  };
}
