import type { Command } from 'commander';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { StepResult } from '../schedule/refresh-job.ts';
import { ExitCode } from '../shared/exit-codes.ts';

export interface ScheduleOptions {
  cron: string;
  content: string;
  out: string;
  runNow?: boolean;
  compressedCopies?: boolean;
}

const cliEntry = fileURLToPath(new URL('../bin/portfolio.js', import.meta.url));

/**
 * Each step runs as its own `portfolio` process: a crash or a leak in one run cannot take the schedule down.
 * Stopping passes the signal the schedule received on to the step, so no step outlives the schedule.
 */
function runCliStep(args: string[], stop: AbortSignal): Promise<StepResult> {
  return new Promise((resolveStep) => {
    const child = spawn(process.execPath, [cliEntry, ...args], { stdio: 'inherit' });
    const forwardStop = () => child.kill(stop.reason as NodeJS.Signals);
    stop.addEventListener('abort', forwardStop, { once: true });
    child.once('error', (error) => resolveStep({ ok: false, detail: error.message }));
    child.once('exit', (code, signal) => {
      stop.removeEventListener('abort', forwardStop);
      resolveStep({ ok: code === 0, detail: signal ? `stopped by ${signal}` : `exit code ${code}` });
    });
  });
}

const timestamp = () => new Date().toISOString();

/** The `portfolio` command of a step of the refresh. */
export function stepArguments(step: 'fetch-publications' | 'build', options: ScheduleOptions): string[] {
  if (step === 'fetch-publications') return ['fetch-publications', '--content', options.content];
  return ['build', '--content', options.content, '--out', options.out, ...(options.compressedCopies ? ['--compressed-copies'] : [])];
}

export function registerSchedule(program: Command): void {
  program
    .command('schedule')
    .description('Import publications and rebuild the site on a schedule (for owners who host the site themselves).')
    .option('--cron <expression>', 'when to run, as a cron expression (default: Mondays 06:00)', '0 6 * * 1')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'where the site is built', 'dist')
    .option('--run-now', 'also run once right away')
    .option('--compressed-copies', 'build with a .br and a .gz copy beside every text file, for a server that sends them as they are (see build --help)')
    .action(async (options: ScheduleOptions) => {
      const [{ default: cron }, { createRefreshJob }] = await Promise.all([import('node-cron'), import('../schedule/refresh-job.ts')]);
      if (!cron.validate(options.cron)) {
        console.error(`--cron "${options.cron}" is not a valid cron expression (e.g. "0 6 * * 1" for Mondays 06:00)`);
        process.exitCode = ExitCode.usage;
        return;
      }
      const stopping = new AbortController();
      const refresh = createRefreshJob((step, stop) => runCliStep(stepArguments(step, options), stop), stopping.signal);
      const run = async (reason: string) => {
        console.log(`[${timestamp()}] refresh started (${reason})`);
        const outcome = await refresh();
        const log = outcome.status === 'failed' ? console.error : console.log;
        log(`[${timestamp()}] refresh ${outcome.status}: ${outcome.message}`);
      };

      const task = cron.schedule(options.cron, () => run('scheduled'), { name: 'portfolio-refresh', noOverlap: true });
      const stop = async (signal: NodeJS.Signals) => {
        // A repeated signal (Ctrl+C pressed twice) must not kill this process and orphan the step it is ending.
        if (stopping.signal.aborted) return;
        console.log(`[${timestamp()}] ${signal} received: stopping the schedule`);
        stopping.abort(signal);
        await task.stop();
        await task.destroy();
        process.exitCode = ExitCode.ok;
      };
      // Before the announcement: whoever reads it may signal at once.
      process.on('SIGINT', (signal) => void stop(signal));
      process.on('SIGTERM', (signal) => void stop(signal));
      console.log(`Scheduled "${options.cron}"; next run ${task.getNextRun()?.toISOString() ?? 'unknown'}. Ctrl+C stops.`);

      if (options.runNow) await run('--run-now');
    });
}
