/**
 * Which folder may import which (docs/architecture.md, "Layers and boundaries"; docs/decisions/boundaries.md).
 * Checked by tests/boundaries/boundaries.test.ts in `npm test`; `npm run boundaries` prints the same report.
 * Paths are relative to the project root. Type-only imports count (tsPreCompilationDeps).
 */

import { existsSync, readdirSync } from 'node:fs';

/** Test files and test helpers: they may use Node (and, for a site test, render a component of any layer). */
const testFiles = '\\.test\\.tsx?$|\\.fixture\\.ts$|^site/shared/testing/';
/** Packages only the build and the CLI run (Node, native code, or a size no page should carry). */
const buildOnlyPackages = [
  '@citation-js',
  '@myriaddreamin',
  '@shikijs',
  'ajv',
  'ajv-formats',
  'commander',
  'compression',
  'feed',
  'fontkit',
  'jsonc-parser',
  'katex',
  'node-cron',
  'pagefind',
  'postcss',
  'rehype-katex',
  'rehype-slug',
  'remark-frontmatter',
  'remark-gfm',
  'remark-math',
  'remark-rehype',
  'sharp',
  'shiki',
  'sirv',
  'vite',
  'vite-plugin-pwa',
  'workbox-build',
  'yaml',
];
const buildOnlyPackagePath = `(^|/)node_modules/(${buildOnlyPackages.join('|')})/`;

/**
 * The content collections' ids: the folders of core/collections/ in the tree cruised (the project, or the boundaries
 * test's fixture). A site feature of one of these names is that collection's pages.
 */
const collectionIds = existsSync('core/collections')
  ? readdirSync('core/collections', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
/** A kind's own folders: its model, its build part, its pages. */
const collectionFolder = `^(core|cli)/collections/[^/]+/|^site/features/(${collectionIds.join('|')})/`;
/**
 * What may name a kind (docs/collections.md, "The registries" and "What is still theirs by name"): the kinds' own
 * folders (the rules below keep each to itself) and the registries with what kinds share beside them
 * (core/collections/*.ts, cli/collections/*.ts, site/app/collections.tsx, site/app/islands/collection-islands.ts);
 * the publications' importer and citation outputs, build-only code of theirs under cli/; `init --from`, which writes
 * each kind's content from another tool's site; and the by-name uses documented with their reason.
 */
const mayNameAKind = [
  testFiles,
  '^(core|cli)/collections/',
  '^site/features/',
  '^site/app/collections\\.tsx$',
  '^site/app/islands/collection-islands\\.ts$',
  '^cli/(publications|citations|import-site)/',
  // Publications' data files: their citations come from a child process the build starts first, and a paper's page
  // lists the talks that present it (the one join of two kinds).
  '^cli/build/data-files\\.ts$',
  // Publications' references across every content file, and the owner's manuscripts (a folder no hook reads).
  '^cli/content/validate-content\\.ts$',
  // The CV's date comes with the publications' CV data file.
  '^core/cv/cv-model\\.ts$',
];

/** The site's own entry files (site/main.tsx, site/routes.tsx): the top of the site's layers. */
const siteEntries = '^site/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'site-not-to-node',
      comment: 'Browser code never imports Node built-ins: it runs in the browser (and in the prerender).',
      severity: 'error',
      from: { path: '^site/', pathNot: testFiles },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'site-not-to-cli',
      comment: 'The site never imports the CLI: build-only code lives in cli/, what both use in core/.',
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^cli/' },
    },
    {
      name: 'browser-not-to-build-packages',
      comment: 'Browser code and core/ never import a package only the build runs (citation-js, sharp, Typst, ajv…).',
      severity: 'error',
      from: { path: '^(site|core)/', pathNot: testFiles },
      // vite/client: the types of import.meta.env (site/vite-env.d.ts), no code.
      to: { path: buildOnlyPackagePath, pathNot: '(^|/)node_modules/vite/client\\.d\\.ts$' },
    },
    {
      name: 'cli-not-to-site',
      comment:
        'The CLI and the build configuration never import the site: the prerender reaches site/main.tsx through ' +
        'vite-react-ssg, and what both use lives in core/.',
      severity: 'error',
      from: { path: '^(cli/|vite\\.config\\.ts$)' },
      to: { path: '^site/' },
    },
    {
      name: 'core-not-to-site-or-cli',
      comment: 'core/ is the domain model both sides use: it imports neither of them.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(site|cli)/|^vite\\.config\\.ts$' },
    },
    {
      name: 'core-not-to-node',
      comment: 'core/ runs in the browser too: no Node built-ins (its tests aside).',
      severity: 'error',
      from: { path: '^core/', pathNot: testFiles },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-not-to-react',
      comment: 'core/ is pure data and functions: no React, no DOM.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '(^|/)node_modules/(@types/)?(react|react-dom|react-router|react-router-dom|vite-react-ssg)/' },
    },
    {
      name: 'shared-not-to-features-or-app',
      comment: 'Within site/: shared → features → app, one way. site/shared imports no feature and nothing of the app.',
      severity: 'error',
      from: { path: '^site/shared/' },
      to: { path: `^site/(features|app)/|${siteEntries}` },
    },
    {
      name: 'features-not-to-app',
      comment: 'A feature imports nothing of the app (layout, routes, pages, boot): the app composes the features.',
      severity: 'error',
      from: { path: '^site/features/' },
      to: { path: `^site/app/|${siteEntries}` },
    },
    {
      name: 'feature-not-to-other-feature',
      comment: 'A feature never imports another feature: what two features use moves to site/shared (or core/).',
      severity: 'error',
      from: { path: '^site/features/([^/]+)/' },
      to: { path: '^site/features/', pathNot: '^site/features/$1/' },
    },
    {
      name: 'collection-not-to-other-collection',
      comment:
        'A content collection never imports another (docs/collections.md): its model (core/collections/<id>/) and ' +
        'its build part (cli/collections/<id>/) import their own folder and the shared code, never another kind.',
      severity: 'error',
      from: { path: '^(core|cli)/collections/([^/]+)/' },
      to: { path: '^(core|cli)/collections/[^/]+/', pathNot: '^(core|cli)/collections/$2/' },
    },
    {
      name: 'collection-pages-not-to-other-collection',
      comment: "A collection's pages (site/features/<id>/) import its own model only, never another collection's.",
      severity: 'error',
      from: { path: '^site/features/([^/]+)/' },
      to: { path: '^core/collections/[^/]+/', pathNot: '^core/collections/$1/' },
    },
    {
      name: 'shared-code-not-to-a-collection',
      comment:
        "Shared code names no kind (docs/collections.md): outside a kind's own folders, only the registries and the " +
        "documented by-name uses import a collection's model, build part or pages; the rest reads the registries' hooks.",
      severity: 'error',
      from: { path: '^(cli|core|site)/|^vite\\.config\\.ts$', pathNot: mayNameAKind },
      to: { path: collectionFolder },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through its imports (type-only ones count, as everywhere here): what two modules ' +
        'both need moves to a third that imports neither (cli/content/loaded-content.ts, site/app/islands/island-entry.ts).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-barrel-files',
      comment: 'No index files that re-export a folder: import the module that has the code.',
      severity: 'error',
      from: { path: '(^|/)index\\.[cm]?[jt]sx?$', pathNot: '(^|/)node_modules/' },
      to: {},
    },
    {
      name: 'not-to-barrel-files',
      comment: 'No index files that re-export a folder: import the module that has the code.',
      severity: 'error',
      from: {},
      to: { path: '(^|/)index\\.[cm]?[jt]sx?$', pathNot: '(^|/)node_modules/' },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // .vite-react-ssg-temp: the prerender's temporary bundle, there while a build runs.
    exclude: { path: '^(dist|site/\.vite-react-ssg-temp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
