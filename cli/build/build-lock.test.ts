import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock.ts';

const dirs: string[] = [];
const lockIn = () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-lock-'));
  dirs.push(dir);
  return join(dir, 'build.lock');
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('withBuildLock', () => {
  it('lets only one build run at a time', async () => {
    const lock = lockIn();
    const events: string[] = [];
    const build = (name: string) =>
      withBuildLock(lock, async () => {
        events.push(`${name} start`);
        await sleep(50);
        events.push(`${name} end`);
      }, 10);
    await Promise.all([build('a'), build('b')]);
    // Either may get the lock first; the other starts only after the first has ended.
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
  });

  it('releases the lock when the build fails', async () => {
    const lock = lockIn();
    await expect(withBuildLock(lock, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withBuildLock(lock, async () => 'next')).resolves.toBe('next');
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const lock = lockIn();
    writeFileSync(lock, '999999999');
    await expect(withBuildLock(lock, async () => readFileSync(lock, 'utf8'), 10)).resolves.toBe(String(process.pid));
  });
});
