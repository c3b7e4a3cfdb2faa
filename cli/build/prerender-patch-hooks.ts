import type { LoadHook } from 'node:module';
import { patchedEntry, patchedModule, patchPrerenderEntry, patchPrerenderSource } from './prerender-patch.ts';
import { patchedPwaBuildModule, patchedPwaModule, patchPwaBuildSource, patchPwaSource } from './service-worker-patch.ts';

const patches: [module: RegExp, patch: (source: string) => string][] = [
  [patchedModule, patchPrerenderSource],
  [patchedEntry, patchPrerenderEntry],
  [patchedPwaModule, patchPwaSource],
  [patchedPwaBuildModule, patchPwaBuildSource],
];

// Node module hooks, registered by run-prerender.ts for its own process only.
export const load: LoadHook = async (url, context, nextLoad) => {
  const loaded = await nextLoad(url, context);
  const patch = patches.find(([module]) => module.test(url))?.[1];
  if (patch === undefined || loaded.source === undefined || loaded.source === null) return loaded;
  return { ...loaded, source: patch(Buffer.from(loaded.source as Uint8Array).toString('utf8')) };
};
