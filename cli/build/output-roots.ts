import { basename } from 'node:path';
import { mayBePrecached } from './vite/pwa-build-options.ts';

/**
 * Where the build process writes the site files it makes beside the prerender (a work's citation files, the
 * feeds): straight into the output being built when the service worker's glob cannot take them, else into the
 * files folder beside it, moved in once the glob has run (finish-output.ts). Vite leaves the output's files
 * (vite.config.ts: `emptyOutDir` off for a build's own folder). Written there, the 1,000-work site's 6,450
 * citation files and copies are linked once, not linked beside the output and then renamed into it
 * (docs/decisions/output-files-written-into-the-output.md).
 */
export class OutputRoots {
  /** The site paths written into the output itself. */
  readonly inOutput = new Set<string>();

  constructor(
    readonly output: string,
    readonly filesDir: string,
  ) {}

  /** The folder the file at `sitePath` is written under (a SiteFilesRoot). */
  readonly rootOf = (sitePath: string): string => {
    if (mayBePrecached(basename(sitePath))) return this.filesDir;
    this.inOutput.add(sitePath);
    return this.output;
  };
}
