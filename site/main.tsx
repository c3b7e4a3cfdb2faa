import { ViteReactSSG } from 'vite-react-ssg';
import { getPrerenderRecord, setPrerenderRecord, type PageRecord } from './app/boot/active-store.ts';
import { createRouteTree } from './app/boot/route-tree.tsx';
import './app/styles/global.css';

/** Imported once, not for each page: the prerender resolves every import() through its module hooks' thread. */
let prerenderStore: Promise<typeof import('./app/boot/prerender-store.ts')> | undefined;

/** The prerender's entry: vite-react-ssg renders each page with it. The browser starts from client.ts. */
export const createRoot = ViteReactSSG({ routes: createRouteTree(getPrerenderRecord) }, async (context) => {
  prerenderStore ??= import('./app/boot/prerender-store.ts');
  const { createPrerenderStore } = await prerenderStore;
  const record: PageRecord = { store: createPrerenderStore() };
  setPrerenderRecord(record);
  context.initialState.record = record;
});
