/**
 * What the prerender child (run-prerender.ts) tells `portfolio build` while it runs, over the IPC channel: the
 * phase it entered and each page it starts (`reused` when written from the prerender cache). Its own logs (Vite's, vite-react-ssg's) go to a captured pipe.
 */
export type PrerenderPhase = 'bundle' | 'prerender' | 'service worker';

export type PrerenderEvent =
  | { kind: 'phase'; phase: PrerenderPhase; total?: number }
  | { kind: 'page'; path: string; reused?: true };

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
  return (event.kind === 'phase' && typeof event.phase === 'string') || (event.kind === 'page' && typeof event.path === 'string');
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
