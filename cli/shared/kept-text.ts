import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Enough for several sites' languages and an upgrade; the oldest go first. */
const keptPerFolder = 16;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key of what a text is made from: the sha-256 of those inputs. */
export const keyOf = (inputs: unknown) => sha256(JSON.stringify(inputs));

/**
 * A text the product derives from its own files and keeps in its folder between runs (`<folder>/<key>.<extension>`):
 * `<sha-256 of the text>\n<text>`, so a cut or changed file is never read, written under a temporary name then
 * renamed. A folder nobody may write to only means the text is made again at the next run.
 */
export function keptText(folder: string, key: string, extension: string) {
  const file = join(folder, `${key}.${extension}`);
  return {
    read(): string | undefined {
      let sealed: string;
      try {
        sealed = readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
      const newline = sealed.indexOf('\n');
      const text = sealed.slice(newline + 1);
      return newline === 64 && sealed.slice(0, 64) === sha256(text) ? text : undefined;
    },
    keep(text: string): void {
      try {
        mkdirSync(folder, { recursive: true });
        const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
        writeFileSync(temporary, `${sha256(text)}\n${text}`);
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
