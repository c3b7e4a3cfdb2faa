import { ViteReactSSG } from 'vite-react-ssg';
import { getPrerenderRecord, setPrerenderRecord, type PageRecord } from './app/boot/active-store.ts';
import { createRouteTree } from './app/boot/route-tree.tsx';
import './app/styles/global.css';

/** The prerender's entry: vite-react-ssg renders each page with it. The browser starts from client.ts. */
export const createRoot = ViteReactSSG({ routes: createRouteTree(getPrerenderRecord) }, async (context) => {
  const { createPrerenderStore } = await import('./app/boot/prerender-store.ts');
  const record: PageRecord = { store: createPrerenderStore() };
  setPrerenderRecord(record);
  context.initialState.record = record;
});
