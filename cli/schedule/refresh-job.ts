export interface StepResult {
  ok: boolean;
  /** Exit code or failure description, for the log. */
  detail: string;
}

export type StepRunner = (step: 'fetch-publications' | 'build') => Promise<StepResult>;

export interface RunOutcome {
  status: 'success' | 'failed' | 'skipped';
  message: string;
}

/**
 * One refresh: import the publications, then rebuild the site. A failed import keeps the last good data and
 * skips the build (the site stays as it was); a run that starts while another is going is skipped, never
 * interleaved with it.
 */
export function createRefreshJob(runStep: StepRunner): () => Promise<RunOutcome> {
  let running = false;
  return async () => {
    if (running) return { status: 'skipped', message: 'the previous run is still going' };
    running = true;
    try {
      const fetched = await runStep('fetch-publications');
      if (!fetched.ok) {
        return { status: 'failed', message: `fetch-publications failed (${fetched.detail}); kept the last good data` };
      }
      const built = await runStep('build');
      if (!built.ok) return { status: 'failed', message: `build failed (${built.detail}); kept the last good site` };
      return { status: 'success', message: 'publications imported and site rebuilt' };
    } catch (error) {
      return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      running = false;
    }
  };
}
