import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { isPrerenderEvent, type PrerenderEvent } from './prerender-events.ts';
import type { ParallelPrerenderHooks } from './prerender-patch.ts';

/** Set (to "1") in the environment of the second process of a prerender, which then waits for its task. */
export const helperVariable = 'PORTFOLIO_PRERENDER_HELPER';

/**
 * What the second process renders: pages of the first one's build (its id, `hash`) from its page template (read and
 * removed by the first: the home page is written where it was), with its bundle's identity.
 */
export interface HelperTask {
  hash: string;
  template: string;
  paths: string[];
  /** The bundle's identity for the prerender cache (prerender-cache/bundle-cache.ts); undefined without a cache. */
  bundle: string | undefined;
}

function isHelperTask(value: unknown): value is HelperTask {
  const task = value as Partial<HelperTask> | null;
  return typeof task?.hash === 'string' && typeof task.template === 'string' && Array.isArray(task.paths) && (task.bundle === undefined || typeof task.bundle === 'string');
}

/**
 * Below this many pages to render, a second process costs more than it saves: it starts Vite, loads the config and
 * imports the server bundle (about a second of a core) before its first page.
 */
export const fewestPagesToShare = 200;

/** How many processes render the pages, when set (1 or 2); otherwise decided by sharesPages. */
export const processesVariable = 'PORTFOLIO_PRERENDER_PROCESSES';

/**
 * Whether a prerender of `toRender` pages (those the cache will not give) is shared with a second process: as
 * `setting` (PORTFOLIO_PRERENDER_PROCESSES) says, else on a machine of more than one core with enough pages.
 */
export function sharesPages(toRender: number, setting = process.env[processesVariable], cores = availableParallelism()): boolean {
  if (setting === '1' || setting === '2') return setting === '2';
  return cores > 1 && toRender >= fewestPagesToShare;
}

/** Every other page to each process: the many pages of one kind (the papers', in each language) fall half to each. */
export function sharePages(paths: readonly string[]): [mine: string[], theirs: string[]] {
  return [paths.filter((_, at) => at % 2 === 0), paths.filter((_, at) => at % 2 === 1)];
}

export interface LeadOptions {
  /** The prerender's script and arguments, run again as the second process. */
  command: { execArgv: string[]; script: string; args: string[] };
  /** Whether to share the build's pages (sharesPages, given how many the cache has). */
  share(paths: readonly string[]): boolean;
  /** The bundle's identity once both builds are done, for the second process's page cache. */
  bundle(): string | undefined;
  /** Passes on a page the second process rendered (the build counts them). */
  tell(event: PrerenderEvent): void;
}

/**
 * The first process of a prerender: after both Vite builds, it starts a second process on every other page of the
 * build and renders the rest; the service worker is made from every page once the second process is done. Its
 * failure fails the prerender, with what it printed.
 */
export function leadHooks(options: LeadOptions): Required<Pick<ParallelPrerenderHooks, 'pagesToRender' | 'pagesRendered'>> {
  let helperDone: Promise<void> | undefined;
  return {
    async pagesToRender(paths, hash, template) {
      if (!options.share(paths)) return paths;
      const [mine, theirs] = sharePages(paths);
      const { execArgv, script, args } = options.command;
      const child = spawn(process.execPath, [...execArgv, script, ...args], { env: { ...process.env, [helperVariable]: '1' }, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
      const log: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));
      child.on('message', (message) => {
        if (isPrerenderEvent(message) && message.kind === 'pages') options.tell(message);
      });
      helperDone = new Promise((resolveDone, reject) => {
        child.once('error', reject);
        child.once('close', (code, signal) =>
          code === 0 ? resolveDone() : reject(new Error(`the prerender's second process failed (${signal ?? `exit code ${code}`}):\n${Buffer.concat(log).toString('utf8')}`)),
        );
      });
      helperDone.catch(() => undefined);
      const task: HelperTask = { hash, template, paths: theirs, bundle: options.bundle() };
      child.send(task);
      return mine;
    },
    async pagesRendered() {
      await helperDone;
    },
  };
}

/** The second process's task, sent by the first once it is started. */
export function receiveTask(): Promise<HelperTask> {
  return new Promise((resolveTask, reject) => {
    process.once('message', (message) => (isHelperTask(message) ? resolveTask(message) : reject(new Error('the prerender was given no pages to render'))));
    // The first process stopped (it failed): nothing of this one is wanted.
    process.once('disconnect', () => process.exit(1));
  });
}

/**
 * The second process of a prerender: it joins the first one's build (its id; both Vite builds are done) and renders
 * its pages; then `finish` (the page cache's writes), and the process ends: the rest of the build is the first's.
 */
export function helperHooks(task: HelperTask, finish: () => Promise<void>): Required<ParallelPrerenderHooks> & { viteBuild(): Promise<undefined> } {
  return {
    buildHash: () => task.hash,
    template: () => task.template,
    viteBuild: async () => undefined,
    pagesToRender: async () => task.paths,
    async pagesRendered() {
      await finish();
      process.exit(0);
    },
  };
}
