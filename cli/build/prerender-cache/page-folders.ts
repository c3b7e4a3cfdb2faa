import { mkdirSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { isInside } from '../../shared/files-under.ts';

/** The folder of a page's file, as vite.config.ts's `dirStyle: 'nested'` names it (`<path>/index.html`). */
export function pageFolder(outDir: string, path: string): string {
  return join(outDir, path.replace(/^\//, ''));
}

/** Folders made per turn of the event loop: a message waiting (the build's start) is taken within a few milliseconds. */
const foldersPerTurn = 64;

/**
 * The folders of the last prerender's pages, made in the output being built while the prerender's process waits
 * for the build's content to be validated. Creating 2,100 folders took 0.5 s of a post edit's prerender (0.25 ms
 * each, the other process writing files on the same disk), on its critical path; the validation writes nothing
 * (docs/decisions/page-index.md). A page the prerender no longer has leaves its folder empty:
 * `removeUnused` removes it, so that the output is what a build without them makes.
 */
export class PageFolders {
  private readonly made: string[] = [];
  private stopped = false;

  constructor(
    readonly outDir: string,
    private readonly paths: readonly string[],
  ) {}

  /** Makes them a few at a time; `stop` ends it (the rest are made as their page is written). */
  start(): void {
    let next = 0;
    const makeSome = () => {
      if (this.stopped) return;
      for (const end = Math.min(next + foldersPerTurn, this.paths.length); next < end; next += 1) {
        const folder = pageFolder(this.outDir, this.paths[next] as string);
        if (!isInside(this.outDir, folder)) continue;
        mkdirSync(folder, { recursive: true });
        this.made.push(folder);
      }
      if (next < this.paths.length) setImmediate(makeSome);
    };
    makeSome();
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * Removes the folders made for pages the prerender did not write (a work removed), and their parents it made
   * that nothing else was written into; a folder holding anything is kept.
   */
  removeUnused(pages: ReadonlySet<string>): void {
    const written = new Set([...pages].map((path) => pageFolder(this.outDir, path)));
    for (const folder of this.made.filter((made) => !written.has(made)).sort((a, b) => b.length - a.length)) {
      for (let empty = folder; isInside(this.outDir, empty) && removeIfEmpty(empty); empty = join(empty, '..'));
    }
  }
}

function removeIfEmpty(folder: string): boolean {
  try {
    rmdirSync(folder);
    return true;
  } catch {
    return false;
  }
}
