import { randomBytes } from 'node:crypto';
import * as nodeFs from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileChange } from './plan-upgrade.ts';

/** The file operations the upgrade writes with (a test hands in one that fails on purpose). */
export interface UpgradeFileSystem {
  mkdir(path: string, options: { recursive: true }): Promise<string | undefined>;
  writeFile(path: string, text: string, encoding: 'utf8'): Promise<void>;
  copyFile(from: string, to: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { recursive?: boolean; force: true }): Promise<void>;
  rmdir(path: string): Promise<void>;
}

/**
 * Applies an upgrade's changes all or nothing. Every new text and moved file is first written beside its target
 * under a temporary name; then each file to be replaced or removed is renamed aside, and the new files are
 * renamed into place. If any step fails, what was done is undone in reverse, so the folder is as it was; once
 * all are in place the set-aside files are deleted, and the folders a move or removal emptied.
 */
export async function writeChanges(directory: string, changes: readonly FileChange[], fs: UpgradeFileSystem = nodeFs): Promise<void> {
  const suffix = `.upgrade-${randomBytes(4).toString('hex')}`;
  const inside = (path: string) => join(directory, path);
  const staged = changes.flatMap((change) => (change.kind === 'remove' ? [] : [{ change, target: inside(change.kind === 'move' ? change.to : change.path) }]));
  const setAside = changes.flatMap((change) => {
    if (change.kind === 'move') return [inside(change.from)];
    return change.kind === 'write' && change.before === undefined ? [] : [inside(change.path)];
  });
  const undo: Array<() => Promise<unknown>> = [];
  try {
    for (const { change, target } of staged) {
      const createdFolder = await fs.mkdir(dirname(target), { recursive: true });
      if (createdFolder !== undefined) undo.push(() => fs.rm(createdFolder, { recursive: true, force: true }));
      undo.push(() => fs.rm(`${target}${suffix}.new`, { force: true }));
      if (change.kind === 'move') await fs.copyFile(inside(change.from), `${target}${suffix}.new`);
      else await fs.writeFile(`${target}${suffix}.new`, change.text, 'utf8');
    }
    for (const path of setAside) {
      await fs.rename(path, `${path}${suffix}.old`);
      undo.push(() => fs.rename(`${path}${suffix}.old`, path));
    }
    for (const { target } of staged) {
      await fs.rename(`${target}${suffix}.new`, target);
      undo.push(() => fs.rename(target, `${target}${suffix}.new`));
    }
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  }
  for (const path of setAside) await fs.rm(`${path}${suffix}.old`, { force: true });
  const emptied = new Set(changes.flatMap((change) => (change.kind === 'remove' ? [change.path] : change.kind === 'move' ? [change.from] : [])).map((path) => dirname(inside(path))));
  for (const folder of [...emptied].sort().reverse()) await fs.rmdir(folder).catch(() => undefined);
}
