import './app/styles/global.css';
import './app/styles/page-styles.ts';
// The owner's theme and styles.css (docs/theme.md), last so that they win; empty when the owner has neither.
import 'virtual:portfolio-theme.css';
import 'virtual:owner-styles.css';

/**
 * The browser's entry: the islands runtime, which hydrates each island of the prerendered page when a visitor
 * first uses it (docs/decisions/islands.md). `portfolio dev` prerenders nothing and draws the page instead.
 */
if (import.meta.env.DEV && document.getElementById('root')?.dataset.serverRendered !== 'true') {
  void import('./app/boot/dev-client.tsx').then((module) => module.startDevClient());
} else {
  void import('./app/islands/start-islands.ts').then((module) => module.startIslands());
}
