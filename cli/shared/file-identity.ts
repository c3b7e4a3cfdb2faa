import type { Stats } from 'node:fs';

/**
 * A written file's identity: its device, inode, size and modification time (fractional milliseconds). While a file
 * of the last output still has the identity recorded when it was written, it holds what was written then: a build
 * links it instead of making and reading it again (the prerender's page index, the reused site files).
 */
export type FileIdentity = [dev: number, ino: number, size: number, modified: number];

export function fileIdentity(stats: Stats): FileIdentity {
  return [stats.dev, stats.ino, stats.size, stats.mtimeMs];
}

/** Whether `stats` are of the very file `identity` was taken of, unchanged since. */
export function isSameFile(stats: Stats, [dev, ino, size, modified]: FileIdentity): boolean {
  return stats.dev === dev && stats.ino === ino && stats.size === size && stats.mtimeMs === modified;
}

export function isFileIdentity(value: unknown): value is FileIdentity {
  return Array.isArray(value) && value.length === 4 && value.every((part) => typeof part === 'number');
}
