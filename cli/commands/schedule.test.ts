import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { faults, generateWorks, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import { startCli } from '../testing/spawn-cli.ts';
import { stepArguments } from './schedule.ts';

const fixtureContent = fileURLToPath(new URL('../publications/fixtures/content/', import.meta.url));

describe('portfolio schedule', () => {
  it("builds with compressed copies when it is asked to, for the owner's own server", () => {
    const options = { cron: '0 6 * * 1', content: 'site', out: 'public' };
    expect(stepArguments('fetch-publications', { ...options, compressedCopies: true })).toEqual(['fetch-publications', '--content', 'site']);
    expect(stepArguments('build', options)).toEqual(['build', '--content', 'site', '--out', 'public']);
    expect(stepArguments('build', { ...options, compressedCopies: true })).toEqual(['build', '--content', 'site', '--out', 'public', '--compressed-copies']);
  });

  it('starts, says when it runs next, and stops cleanly on SIGTERM', async () => {
    const running = startCli(['schedule', '--cron', '0 6 * * 1']);
    const [, next] = await running.waitFor(/next run (\d{4}-\d\d-\d\dT[\d:.]+Z)/);
    expect(new Date(next as string).getUTCDay()).toBe(1);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('SIGTERM received: stopping the schedule');
  });

  it('rejects an invalid cron expression with a usage error', async () => {
    const running = startCli(['schedule', '--cron', '61 * * * *']);
    expect(await running.exited).toBe(2);
    expect(running.output()).toContain('is not a valid cron expression');
  });

  it('keeps the schedule going after a failed run and logs its outcome', async () => {
    // An empty content folder: the import fails at once (no site.json), so no request leaves the machine.
    const running = startCli(['schedule', '--cron', '0 6 * * 1', '--run-now', '--content', 'no-such-content-folder']);
    await running.waitFor(/refresh failed: fetch-publications failed \(exit code \d\); kept the last good data/);
    expect(running.child.exitCode).toBeNull();
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
  });

  it('on SIGTERM (even twice) during a run, ends the running import at once, never starts the build, and keeps the data', async ({ onTestFinished }) => {
    const folder = await mkdtemp(join(tmpdir(), 'portfolio-schedule-'));
    const content = join(folder, 'content');
    await cp(fixtureContent, content, { recursive: true });
    const publications = join(content, 'publications.json');
    await writeFile(publications, '{"updated_at": "2026-01-05T06:00:00.000Z",  "items": []}\n');
    const before = await readFile(publications);
    const openAlex = await startOpenAlexStandIn({ works: generateWorks(3, { authorId: 'A5000000001' }) });
    // OpenAlex takes its time: the import is still waiting for its first page when the signal comes.
    openAlex.respondAt(1, faults.hang());
    onTestFinished(async () => {
      await openAlex.close();
      await rm(folder, { recursive: true, force: true });
    });

    const out = join(folder, 'dist');
    const running = startCli(['schedule', '--run-now', '--content', content, '--out', out], { OPENALEX_API_URL: openAlex.url });
    await running.waitFor(/refresh started \(--run-now\)/);
    await expect.poll(() => openAlex.requests.length, { timeout: 15_000 }).toBe(1);
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    // An impatient owner signals twice: that must not kill the schedule and leave the import running.
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);

    expect(running.output()).toMatch(/refresh stopped: SIGTERM received during fetch-publications; the build was not started/);
    expect(running.output()).not.toMatch(/built .*\/ in|Build failed|site rebuilt/);
    expect(existsSync(out)).toBe(false);
    // The import's process ended with the schedule: it let go of its connection to OpenAlex.
    await expect.poll(() => openAlex.openConnections(), { timeout: 2_000 }).toBe(0);
    expect(await readFile(publications)).toEqual(before);
  }, 40_000);
});
