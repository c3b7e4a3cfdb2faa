import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startPrerender } from './prerender-process.ts';

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the prerender's process, started before the data files", () => {
  it('waits to be told what to build, and ends when the build stops before it ran', async () => {
    const prerender = startPrerender(false);
    // Long enough to load Vite and vite-react-ssg: it is still there, waiting.
    await sleep(3000);
    expect(alive(prerender.pid)).toBe(true);
    await prerender.stop();
    expect(alive(prerender.pid)).toBe(false);
  }, 30_000);
});
