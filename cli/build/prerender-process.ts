import { spawn } from 'node:child_process';
import { isPrerenderEvent, type PrerenderPhase, type PrerenderPrepare, type PrerenderStart } from './prerender-events.ts';
import type { BuildReporter, PhaseClock } from './build-report.ts';
import { childModule, productModule, productRoot } from '../shared/product-files.ts';

const viteConfigFile = productModule(import.meta.url, '../../vite.config');
const prerenderScript = childModule(import.meta.url, './run-prerender');

/** The prerender failed; `log` is everything Vite and vite-react-ssg printed, for the owner to read. */
export class PrerenderFailed extends Error {
  constructor(
    message: string,
    readonly log: string,
  ) {
    super(message);
  }
}

/** The prerender's process, started before it has anything to build. */
export interface PrerenderProcess {
  /**
   * Tells it what to build (its environment: the data, output and cache folders…) and waits until it is done;
   * `onPhase` is told each phase it enters.
   */
  run(env: Record<string, string>, clock: PhaseClock, reporter: BuildReporter, onPhase?: (phase: PrerenderPhase) => void): Promise<void>;
  /** Tells it, while it waits, the output folder it will build and the prerender cache (page-folders.ts). */
  prepare(outDir: string, cacheDir: string): void;
  /** Ends it when the build stops before it ran (a failed data phase): nothing was written. Settles once it has ended. */
  stop(): Promise<void>;
  readonly pid: number | undefined;
}

/**
 * Starts the prerender's process (run-prerender.ts), which loads Vite and vite-react-ssg (0.3–0.4 s) beside the
 * build's data phase, then waits to be told what to build (docs/decisions/prerender-started-early.md).
 */
export function startPrerender(verbose: boolean): PrerenderProcess {
  const child = spawn(process.execPath, [...prerenderScript.execArgv, prerenderScript.file, viteConfigFile], {
    cwd: productRoot,
    env: { ...process.env, NODE_ENV: 'production', PORTFOLIO_VERBOSE: verbose ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const log: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => (verbose ? process.stdout.write(chunk) : log.push(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (verbose ? process.stderr.write(chunk) : log.push(chunk)));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>((resolveEnd) => {
    child.on('error', (error) => resolveEnd({ code: null, signal: null, error }));
    child.once('close', (code, signal) => resolveEnd({ code, signal }));
  });
  let ran = false;
  return {
    async run(env, clock, reporter, onPhase) {
      ran = true;
      let pages = 0;
      let total: number | undefined;
      child.on('message', (message) => {
        if (!isPrerenderEvent(message)) return;
        if (message.kind === 'phase') {
          if (clock.running !== message.phase) clock.begin(message.phase);
          onPhase?.(message.phase);
          if (message.phase === 'prerender') total = message.total;
          return;
        }
        pages += message.paths.length;
        clock.describe(`${pages} page${pages === 1 ? '' : 's'}`);
        reporter.progress(`prerender ${pages}${total ? `/${total}` : ''} ${message.paths.at(-1) ?? ''}`);
      });
      // A process that already ended (it could not load) has no channel left: its exit code says why.
      if (child.connected) child.send({ kind: 'start', env } satisfies PrerenderStart);
      const { code, signal, error } = await ended;
      if (error !== undefined) throw error;
      if (code === 0) return;
      const reason = `the prerender failed (${signal ?? `exit code ${code}`})`;
      throw new PrerenderFailed(verbose ? `${reason}; see the messages above` : reason, Buffer.concat(log).toString('utf8'));
    },
    prepare(outDir, cacheDir) {
      if (child.connected) child.send({ kind: 'prepare', outDir, cacheDir } satisfies PrerenderPrepare);
    },
    async stop() {
      if (!ran) child.kill();
      await ended;
    },
    pid: child.pid,
  };
}
