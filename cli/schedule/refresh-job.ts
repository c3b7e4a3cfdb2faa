export interface StepResult {
  ok: boolean;
  /** Exit code or failure description, for the log. */
  detail: string;
}

type Step = 'fetch-publications' | 'build';

/** Runs one step; when `stop` aborts, the step must end at once (its reason is the signal to pass on). */
export type StepRunner = (step: Step, stop: AbortSignal) => Promise<StepResult>;

export interface RunOutcome {
  status: 'success' | 'failed' | 'skipped' | 'stopped';
  message: string;
}

/**
 * One refresh: import the publications, then rebuild the site. A failed import keeps the last good data and
 * skips the build (the site stays as it was); a run that starts while another is going is skipped, never
 * interleaved with it. Once `stop` aborts, the running step is ended and no further step starts; the import
 * and the build each replace their output atomically, so an ended step leaves the last good data and site.
 */
export function createRefreshJob(runStep: StepRunner, stop: AbortSignal): () => Promise<RunOutcome> {
  let running = false;
  const stopped = (during: string): RunOutcome => ({ status: 'stopped', message: `${String(stop.reason)} received ${during}` });
  return async () => {
    if (running) return { status: 'skipped', message: 'the previous run is still going' };
    // A scheduled tick can fire while the schedule is being stopped.
    if (stop.aborted) return stopped('before the run started; nothing was run');
    running = true;
    try {
      const fetched = await runStep('fetch-publications', stop);
      if (stop.aborted) return stopped('during fetch-publications; the build was not started');
      if (!fetched.ok) {
        return { status: 'failed', message: `fetch-publications failed (${fetched.detail}); kept the last good data` };
      }
      const built = await runStep('build', stop);
      if (stop.aborted && !built.ok) return stopped('during the build; kept the last good site');
      if (!built.ok) return { status: 'failed', message: `build failed (${built.detail}); kept the last good site` };
      return { status: 'success', message: 'publications imported and site rebuilt' };
    } catch (error) {
      return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      running = false;
    }
  };
}
