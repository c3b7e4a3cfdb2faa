import { describe, expect, it } from 'vitest';
import { startCli } from '../testing/spawn-cli.ts';

describe('portfolio schedule', () => {
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
});
