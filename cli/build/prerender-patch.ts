import type { InlineConfig } from 'vite';
import type { SplitPage } from '../../core/site/page-head.ts';

/**
 * vite-react-ssg 0.9.2, changed as its module loads in the prerender's process (docs/decisions/prerender-patch.md):
 * a patch applied on install would not reach an owner whose package manager skips dependencies' install scripts.
 * - It parses every rendered page into a JSDOM window only to add `modulepreload` links for routes with data
 *   loaders, then serialises it back: three quarters of the prerender on 1,000 works, and this site has none. JSDOM
 *   is loaded only where a page would need it (never, here): loading it took 0.8 s of every prerender's start.
 * - It matched each page's routes again to collect what that JSDOM pass would preload, which this site's pages
 *   never have, and made React Router's static handler of the routes again for every page (together, a cold build
 *   of 1,000 works: its prerender phase 6.3 → 5.4 s, medians of three pairs; docs/decisions/prerender-patch.md).
 * - Its two Vite builds and each page go through the hooks the prerender's process may install (PrerenderHooks),
 *   which reuse the last build's bundle and pages (docs/decisions/prerender-cache.md).
 * - Its pages can be shared with a second process, which renders some of them from the same build
 *   (ParallelPrerenderHooks, docs/decisions/prerender-in-two-processes.md).
 * - A page's head is the one it drew for the prerender (PrerenderHooks.pageHead), not react-helmet-async's:
 *   Helmet's reduction of a paper page's 250 head elements took 1.6 s of a cold build's CPU
 *   (docs/decisions/page-head-moved.md).
 */
export const patchedModule = /\/vite-react-ssg\/dist\/shared\/vite-react-ssg\.Ctg3mDmH\.mjs$/;
/** vite-react-ssg's entry, which imports jsdom for nothing but its side effects (it has none the build needs). */
export const patchedEntry = /\/vite-react-ssg\/dist\/node\.mjs$/;

/** Installed on globalThis under this name by cli/build/prerender-cache/prerender-hooks.ts. */
export const prerenderHooksName = '__portfolioPrerenderHooks';

export interface PrerenderHooks {
  /** Runs one of the two Vite builds (the client's, then the server's) or restores it. */
  viteBuild(config: InlineConfig): Promise<unknown>;
  /** True when the page's HTML was written into `outDir` from the cache: it is not rendered. */
  reusePage(path: string, outDir: string): Promise<boolean>;
  /** A page the prerender rendered and wrote. */
  pageWritten(path: string, html: string): void;
  /** A data file a page's render read (vite.config.ts's data module). */
  dataRead(key: string): void;
  /** Runs the Vite build of the service worker, before its precache list is injected, or restores it (service-worker-patch.ts). */
  serviceWorkerBuild?(config: InlineConfig): Promise<unknown>;
  /** The page's head taken out of its rendered HTML (core/site/page-head.ts), which vite-react-ssg then writes into the page. */
  pageHead?(html: string): SplitPage | undefined;
}

/** The hooks through which two processes share one prerender (cli/build/prerender-parallel.ts). */
export interface ParallelPrerenderHooks {
  /** The build's id (its server bundle's folder), when this process renders pages of another's build. */
  buildHash?(): string | undefined;
  /** The page template (the client build's index.html) the first process read, when this process is the second. */
  template?(): string | undefined;
  /** The pages this process renders, of every page of the build; `hash` the build's id, `template` its page template. */
  pagesToRender?(paths: string[], hash: string, template: string): Promise<string[]>;
  /** This process's pages are written: what follows (the service worker) must wait for the other's. */
  pagesRendered?(): Promise<void>;
}

const hooks = `globalThis.${prerenderHooksName}`;

const changes: [original: string, replacement: string][] = [
  // Each page imported the router's modules again: with module hooks registered (prerender-patch-hooks.ts), every
  // import() is resolved through the hooks' thread, about 1.4 ms a page.
  [
    `const DYNAMIC_IMPORT_REGEX = /import\\("([^)]+)"\\)/g;\n`,
    `const staticHandlers = new WeakMap();\nconst importsDone = new Map();\nconst importedOnce = (specifier, load) => {\n  if (!importsDone.has(specifier)) importsDone.set(specifier, load());\n  return importsDone.get(specifier);\n};\nconst DYNAMIC_IMPORT_REGEX = /import\\("([^)]+)"\\)/g;\n`,
  ],
  // (tsx, which runs the product's repository, adds an interop `.then(…)` after each import(): not matched.)
  [`await import('react-router-dom/server.js')`, `await importedOnce('react-router-dom/server.js', () => import('react-router-dom/server.js'))`],
  [`await import('react-router-dom')`, `await importedOnce('react-router-dom', () => import('react-router-dom'))`],
  [
    `  const hash = Math.random().toString(36).substring(2, 12);\n`,
    `  const hash = ${hooks}?.buildHash?.() ?? Math.random().toString(36).substring(2, 12);\n`,
  ],
  [`  if (fs.existsSync(ssgOut))\n    await fs.remove(ssgOut);\n`, `  if (fs.existsSync(ssgOut) && !${hooks}?.buildHash?.())\n    await fs.remove(ssgOut);\n`],
  // The page template is where the home page is written: the second process is given it, not reading the file.
  [
    `  let indexHTML = await fs.readFile(join(out, htmlEntry), "utf-8");\n  fs.rmSync(join(out, htmlEntry));\n`,
    `  let indexHTML = ${hooks}?.template?.() ?? await fs.readFile(join(out, htmlEntry), "utf-8");\n` +
      `  if (${hooks}?.template?.() === undefined) fs.rmSync(join(out, htmlEntry));\n` +
      `  routesPaths = (await ${hooks}?.pagesToRender?.(routesPaths, hash, indexHTML)) ?? routesPaths;\n`,
  ],
  [`  } finally {\n    ssrModuleTracker.uninstall();\n  }\n`, `  } finally {\n    ssrModuleTracker.uninstall();\n  }\n  await ${hooks}?.pagesRendered?.();\n`],
  [`import { JSDOM } from 'jsdom';\n`, `const loadJsdom = () => import('jsdom').then((jsdom) => jsdom.JSDOM);\n`],
  [
    `        const jsdom = new JSDOM(renderedHTML);
        renderPreloadLinks(jsdom.window.document, assets);
        const html = jsdom.serialize();
`,
    `        let html = renderedHTML;
        if (assets.size > 0) {
          const jsdom = new (await loadJsdom())(renderedHTML);
          renderPreloadLinks(jsdom.window.document, assets);
          html = jsdom.serialize();
        }
`,
  ],
  // Each page's routes were matched again to collect what to preload (modules, stylesheets, fonts, images) for the
  // JSDOM pass above; this site's pages never have any (their one stylesheet is in the template, their script is
  // loaded after the first paint by the page's own loader, and a module preload is taken out: finish-page.ts).
  [
    `        const assets = !app && routerType === "remix" ? await collectAssets({
          routes: [...routes2],
          locationArg: fetchUrl,
          base,
          serverManifest,
          manifest,
          ssrManifest,
          renderedModuleIds
        }) : /* @__PURE__ */ new Set();
`,
    `        const assets = /* @__PURE__ */ new Set();
`,
  ],
  // React Router's static handler of the site's routes (their data routes, flattened and ranked at each match) was
  // made again for every page: made once per route tree, as nothing of it depends on the page.
  [
    `    const { dataRoutes, query } = createStaticHandler([...routes], { basename: base });
`,
    `    let handlers = staticHandlers.get(routes);
    if (handlers === undefined) staticHandlers.set(routes, (handlers = new Map()));
    if (!handlers.has(base)) handlers.set(base, createStaticHandler([...routes], { basename: base }));
    const { dataRoutes, query } = handlers.get(base);
`,
  ],
  // The TanStack router's adapter, which this site does not use.
  [`    const jsdom = new JSDOM(appHTML);\n`, `    const jsdom = new (await loadJsdom())(appHTML);\n`],
  [`  await build$1(\n`, `  await (${hooks}?.viteBuild ?? build$1)(\n`],
  [
    `    queue.add(async () => {
      try {
        const appCtx = await createRoot(
`,
    `    queue.add(async () => {
      try {
        if (await ${hooks}?.reusePage?.(path, out)) return;
        const appCtx = await createRoot(
`,
  ],
  // React Router's static handler gives each matched route without a loader a null (for a client's revalidation):
  // no data to write. This site has no loaders; the files were one more per page to create, then remove (finish-output.ts).
  [
    `        if (loaderData && Object.keys(loaderData).length > 0) {\n`,
    `        if (loaderData && Object.values(loaderData).some((value) => value != null)) {\n`,
  ],
  // The page's head as it drew it, moved out of the page (the tags Helmet would give are then empty).
  [
    `    const appHTML = await renderStaticApp(app);
    const { htmlAttributes, bodyAttributes, metaAttributes, styleTag } = extractHelmet(appHTML, helmetContext, styleCollector);
`,
    `    const rendered = await renderStaticApp(app);
    const page = ${hooks}?.pageHead?.(rendered);
    const appHTML = page?.body ?? rendered;
    const { htmlAttributes, bodyAttributes, metaAttributes, styleTag } = page
      ? { htmlAttributes: \`lang="\${page.language}"\`, bodyAttributes: "", metaAttributes: [page.head], styleTag: styleCollector?.toString?.(appHTML) ?? "" }
      : extractHelmet(appHTML, helmetContext, styleCollector);
`,
  ],
  // A page all of whose parts are ready is rendered to a string: the stream wrote each piece as UTF-8 bytes that the
  // page's writer then decoded again (1.4–2.3 s of a cold build's CPU on 1,000 works). A part that suspended or
  // failed (React marks its boundary <!--$!--> or <!--$?-->, or gives up on the page) is rendered by the stream,
  // which waits for it and reports the failure.
  [
    `async function renderStaticApp(app) {\n  if (!ReactDomServer.renderToPipeableStream) {\n`,
    `async function renderStaticApp(app) {\n  let whole;\n  try {\n    whole = ReactDomServer.renderToString(app);\n  } catch {}\n  if (whole !== undefined && !/<!--\\$[!?]-->/.test(whole)) return whole;\n  if (!ReactDomServer.renderToPipeableStream) {\n`,
  ],
  // Written synchronously: the pages go one at a time, and each asynchronous call waited for the thread pool.
  [
    `        await fs.ensureDir(join(out, dirname(filename)));
        await fs.writeFile(join(out, filename), formatted, "utf-8");
`,
    `        fs.mkdirSync(join(out, dirname(filename)), { recursive: true });
        fs.writeFileSync(join(out, filename), formatted, "utf-8");
        ${hooks}?.pageWritten?.(path, formatted);
`,
  ],
];

const entryChanges: [original: string, replacement: string][] = [[`import 'jsdom';\n`, `// jsdom is loaded where a page needs it (cli/build/prerender-patch.ts).\n`]];

function applyChanges(source: string, changes: readonly [original: string, replacement: string][]): string {
  let patched = source;
  for (const [original, replacement] of changes) {
    if (patched.includes(replacement)) continue;
    if (!patched.includes(original)) {
      throw new Error('vite-react-ssg is not the version this product was made for (0.9.2): reinstall the product (npm ci) so that its pinned dependencies are used.');
    }
    patched = patched.replaceAll(original, replacement);
  }
  return patched;
}

export function patchPrerenderSource(source: string): string {
  return applyChanges(source, changes);
}

export function patchPrerenderEntry(source: string): string {
  return applyChanges(source, entryChanges);
}
