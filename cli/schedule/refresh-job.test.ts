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

/** A schedule that is never stopped. */
const running = new AbortController().signal;

describe('createRefreshJob', () => {
  it('imports then builds', async () => {
    const { calls, runStep } = recordingRunner({});
    const outcome = await createRefreshJob(runStep, running)();
    expect(outcome.status).toBe('success');
    expect(calls).toEqual(['fetch-publications', 'build']);
  });

  it('does not build after a failed import, and says the last good data was kept', async () => {
    const { calls, runStep } = recordingRunner({ 'fetch-publications': false });
    const outcome = await createRefreshJob(runStep, running)();
    expect(outcome).toEqual({
      status: 'failed',
      message: 'fetch-publications failed (exit code 1); kept the last good data',
    });
    expect(calls).toEqual(['fetch-publications']);
  });

  it('reports a failed build', async () => {
    const { runStep } = recordingRunner({ build: false });
    const outcome = await createRefreshJob(runStep, running)();
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
    }, running);
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
    }, running)();
    expect(outcome).toEqual({ status: 'failed', message: 'spawn ENOENT' });
  });

  it('ends the running step when stopped and starts no further step', async () => {
    const stopping = new AbortController();
    const calls: string[] = [];
    const job = createRefreshJob(async (step, stop) => {
      calls.push(step);
      // A step that only ends when told to, like a fetch waiting on a slow OpenAlex.
      await new Promise((resolve) => stop.addEventListener('abort', resolve, { once: true }));
      return { ok: false, detail: `stopped by ${String(stop.reason)}` };
    }, stopping.signal);
    const run = job();
    stopping.abort('SIGTERM');
    expect(await run).toEqual({ status: 'stopped', message: 'SIGTERM received during fetch-publications; the build was not started' });
    expect(calls).toEqual(['fetch-publications']);
  });

  it('does not build after an import that finished as the stop came', async () => {
    const stopping = new AbortController();
    const { calls, runStep } = recordingRunner({});
    const outcome = await createRefreshJob(async (step, stop) => {
      stopping.abort('SIGINT');
      return runStep(step, stop);
    }, stopping.signal)();
    expect(outcome.status).toBe('stopped');
    expect(calls).toEqual(['fetch-publications']);
  });

  it('reports a build ended by the stop as stopped, the last good site kept', async () => {
    const stopping = new AbortController();
    const outcome = await createRefreshJob(async (step) => {
      if (step === 'build') stopping.abort('SIGTERM');
      return { ok: step !== 'build', detail: step === 'build' ? 'stopped by SIGTERM' : 'exit code 0' };
    }, stopping.signal)();
    expect(outcome).toEqual({ status: 'stopped', message: 'SIGTERM received during the build; kept the last good site' });
  });

  it('starts nothing once stopped', async () => {
    const stopping = new AbortController();
    stopping.abort('SIGINT');
    const { calls, runStep } = recordingRunner({});
    expect((await createRefreshJob(runStep, stopping.signal)()).status).toBe('stopped');
    expect(calls).toEqual([]);
  });
});
