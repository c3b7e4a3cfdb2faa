import { describe, expect, it } from 'vitest';
import { createRefreshJob, type StepRunner } from './refresh-job.ts';

function recordingRunner(results: Partial<Record<'fetch-publications' | 'build', boolean>>) {
  const calls: string[] = [];
  const runStep: StepRunner = async (step) => {
    calls.push(step);
    const ok = results[step] ?? true;
    return { ok, detail: ok ? 'exit code 0' : 'exit code 1' };
  };
  return { calls, runStep };
}

describe('createRefreshJob', () => {
  it('imports then builds', async () => {
    const { calls, runStep } = recordingRunner({});
    const outcome = await createRefreshJob(runStep)();
    expect(outcome.status).toBe('success');
    expect(calls).toEqual(['fetch-publications', 'build']);
  });

  it('does not build after a failed import, and says the last good data was kept', async () => {
    const { calls, runStep } = recordingRunner({ 'fetch-publications': false });
    const outcome = await createRefreshJob(runStep)();
    expect(outcome).toEqual({
      status: 'failed',
      message: 'fetch-publications failed (exit code 1); kept the last good data',
    });
    expect(calls).toEqual(['fetch-publications']);
  });

  it('reports a failed build', async () => {
    const { runStep } = recordingRunner({ build: false });
    const outcome = await createRefreshJob(runStep)();
    expect(outcome.status).toBe('failed');
    expect(outcome.message).toContain('build failed');
  });

  it('never runs twice at once: a run started during another is skipped', async () => {
    let release: () => void = () => {};
    const calls: string[] = [];
    const job = createRefreshJob(async (step) => {
      calls.push(step);
      if (step === 'fetch-publications') await new Promise<void>((resolve) => (release = resolve));
      return { ok: true, detail: 'exit code 0' };
    });
    const first = job();
    const second = await job();
    expect(second.status).toBe('skipped');
    release();
    expect((await first).status).toBe('success');
    expect(calls).toEqual(['fetch-publications', 'build']);
    // After the first run ends, the next one runs again.
    const third = job();
    release();
    expect((await third).status).toBe('success');
  });

  it('turns a thrown error into a failed run so the schedule keeps going', async () => {
    const outcome = await createRefreshJob(async () => {
      throw new Error('spawn ENOENT');
    })();
    expect(outcome).toEqual({ status: 'failed', message: 'spawn ENOENT' });
  });
});
