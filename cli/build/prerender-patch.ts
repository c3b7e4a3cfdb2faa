/**
 * vite-react-ssg 0.9.2 parses every rendered page into a JSDOM window only to add `modulepreload` links for routes
 * with data loaders, then serialises it back: three quarters of the prerender on 1,000 works, and this site has no
 * data loaders. The prerender's process changes that step as the module loads (docs/decisions/prerender-patch.md):
 * a patch applied on install would not reach an owner whose package manager skips dependencies' install scripts.
 */
export const patchedModule = /\/vite-react-ssg\/dist\/shared\/vite-react-ssg\.Ctg3mDmH\.mjs$/;

const original = `        const jsdom = new JSDOM(renderedHTML);
        renderPreloadLinks(jsdom.window.document, assets);
        const html = jsdom.serialize();
`;

const replacement = `        let html = renderedHTML;
        if (assets.size > 0) {
          const jsdom = new JSDOM(renderedHTML);
          renderPreloadLinks(jsdom.window.document, assets);
          html = jsdom.serialize();
        }
`;

export function patchPrerenderSource(source: string): string {
  if (source.includes(replacement)) return source;
  if (!source.includes(original)) {
    throw new Error('vite-react-ssg is not the version this product was made for (0.9.2): reinstall the product (npm ci) so that its pinned dependencies are used.');
  }
  return source.replace(original, replacement);
}
