import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startPrerender, type PrerenderProcess } from './prerender-process.ts';

/**
 * What a build starts before its content is validated (cli/commands/build.ts): the folder its output is built in
 * beside the last one, and the prerender's process, which loads Vite and, given the prerender cache, makes the
 * last build's page folders in that folder while the build process validates (page-folders.ts).
 */
export interface PreparedBuild {
  /** The output folder. */
  target: string;
  /** The build's random suffix: `<target>.staging-<suffix>` until it replaces the output. */
  suffix: string;
  staging: string;
  prerender: PrerenderProcess;
}

export function prepareBuild(outDir: string, { verbose, prerenderCacheDir }: { verbose: boolean; prerenderCacheDir?: string }): PreparedBuild {
  const target = resolve(outDir);
  const suffix = randomBytes(4).toString('hex');
  const staging = `${target}.staging-${suffix}`;
  const prerender = startPrerender(verbose);
  if (prerenderCacheDir !== undefined) prerender.prepare(staging, prerenderCacheDir);
  return { target, suffix, staging, prerender };
}

/** Ends a build that will not run (its content is not valid): its prerender's process, and the folders it made. */
export async function abandonBuild({ prerender, staging }: PreparedBuild): Promise<void> {
  await prerender.stop();
  await rm(staging, { recursive: true, force: true });
}
