/**
 * What the prerender child (run-prerender.ts) tells `portfolio build` while it runs, over the IPC channel: the
 * phase it entered and the pages it started, in batches (`PageBatches`). Its own logs (Vite's, vite-react-ssg's) go
 * to a captured pipe.
 */
export type PrerenderPhase = 'bundle' | 'prerender' | 'service worker';

export type PrerenderEvent = { kind: 'phase'; phase: PrerenderPhase; total?: number } | { kind: 'pages'; paths: string[]; reused?: true };

/**
 * The pages a process starts, told a batch at a time (`reused`: those written from the prerender cache, in batches
 * of their own): at most `interval` ms after the first of a batch, and before any other event (a phase comes after
 * the pages before it). A message a page was 2,230 messages after a post's
 * edit of the 1,000-work site, most of them pages reused in 0.1 ms each: 0.1 s of the prerender's process, on the
 * build's path.
 */
export class PageBatches {
  private paths: string[] = [];
  private reused = false;
  private startedAt = 0;

  constructor(
    /** Sends an event; `sent`, when given, is called once it is written. */
    private readonly send: (event: PrerenderEvent, sent?: () => void) => void,
    private readonly now: () => number = () => performance.now(),
    private readonly interval = 100,
  ) {}

  page(path: string, reused = false): void {
    if (reused !== this.reused) this.flush();
    this.reused = reused;
    if (this.paths.length === 0) this.startedAt = this.now();
    this.paths.push(path);
    if (this.now() - this.startedAt >= this.interval) this.flush();
  }

  /** Any other event: the pages before it are told first. */
  tell(event: PrerenderEvent): void {
    this.flush();
    this.send(event);
  }

  flush(sent?: () => void): void {
    if (this.paths.length === 0) return sent?.();
    const paths = this.paths;
    this.paths = [];
    this.send(this.reused ? { kind: 'pages', paths, reused: true } : { kind: 'pages', paths }, sent);
  }

  /** Tells the pages not told yet, and settles once they are written (before the process ends its channel). */
  flushed(): Promise<void> {
    return new Promise((sent) => this.flush(sent));
  }
}

/**
 * vite-react-ssg has no hook between its bundling passes, the page rendering and the service worker; it
 * announces each with one `[vite-react-ssg] …` log line. Reads that line (colours removed) into an event.
 */
export function eventFromLog(line: string): PrerenderEvent | null {
  if (!line.includes('[vite-react-ssg]')) return null;
  if (line.includes('Build for client...')) return { kind: 'phase', phase: 'bundle' };
  const rendering = /Rendering Pages\.\.\.(?: \((\d+)\))?/.exec(line);
  if (rendering) {
    return rendering[1] ? { kind: 'phase', phase: 'prerender', total: Number(rendering[1]) } : { kind: 'phase', phase: 'prerender' };
  }
  if (line.includes('Regenerate PWA...')) return { kind: 'phase', phase: 'service worker' };
  return null;
}

export function isPrerenderEvent(message: unknown): message is PrerenderEvent {
  if (typeof message !== 'object' || message === null) return false;
  const event = message as Record<string, unknown>;
  return (event.kind === 'phase' && typeof event.phase === 'string') || (event.kind === 'pages' && Array.isArray(event.paths) && event.paths.every((path) => typeof path === 'string'));
}

/** What `portfolio build` tells the prerender child once its data files are written: the environment of its build. */
export interface PrerenderStart {
  kind: 'start';
  env: Record<string, string>;
}

export function isPrerenderStart(message: unknown): message is PrerenderStart {
  if (typeof message !== 'object' || message === null) return false;
  const start = message as Record<string, unknown>;
  return start.kind === 'start' && typeof start.env === 'object' && start.env !== null && Object.values(start.env).every((value) => typeof value === 'string');
}

/**
 * What `portfolio build` tells the prerender's process as it starts, before the content is validated: the output
 * it will build and the prerender cache, whose last pages' folders it makes while it waits (page-folders.ts).
 */
export interface PrerenderPrepare {
  kind: 'prepare';
  outDir: string;
  cacheDir: string;
}

export function isPrerenderPrepare(message: unknown): message is PrerenderPrepare {
  if (typeof message !== 'object' || message === null) return false;
  const prepare = message as Record<string, unknown>;
  return prepare.kind === 'prepare' && typeof prepare.outDir === 'string' && typeof prepare.cacheDir === 'string';
}
