import type { LoadHook } from 'node:module';
import { patchedModule, patchPrerenderSource } from './prerender-patch.ts';

// Node module hooks, registered by run-prerender.ts for its own process only.
export const load: LoadHook = async (url, context, nextLoad) => {
  const loaded = await nextLoad(url, context);
  if (!patchedModule.test(url) || loaded.source === undefined || loaded.source === null) return loaded;
  return { ...loaded, source: patchPrerenderSource(Buffer.from(loaded.source as Uint8Array).toString('utf8')) };
};
