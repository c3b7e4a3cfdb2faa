/**
 * Every stylesheet of the site, in the one stylesheet every page links: most of a page is prerendered HTML
 * whose components never load in the browser, so their styles would otherwise be left out of the bundle.
 */
import.meta.glob('../../**/*.module.css', { eager: true });
