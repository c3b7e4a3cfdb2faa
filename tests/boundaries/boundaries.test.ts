import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Which folder may import which: the rules of .dependency-cruiser.mjs (docs/architecture.md, "Layers and
 * boundaries"), checked with dependency-cruiser over the project, and shown to fail on a small tree that breaks
 * every rule once.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const config = join(projectRoot, '.dependency-cruiser.mjs');
const depcruise = join(projectRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
/** The folders the rules are about; `npm run boundaries` cruises the same. */
const checked = ['cli', 'core', 'site', 'vite.config.ts'];

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs dependency-cruiser in `cwd` and returns the violations of the project's rules. */
function violations(cwd: string, paths: readonly string[]): Violation[] {
  let output: string;
  try {
    output = execFileSync(process.execPath, [depcruise, ...paths, '--config', config, '--output-type', 'json'], {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    // It exits with the number of errors found, the report on stdout all the same.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    if (!stdout) throw new Error(`dependency-cruiser failed: ${stderr ?? String(error)}`);
    output = stdout;
  }
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

const described = (list: Violation[]) => list.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`).sort();

describe('boundaries', () => {
  it('no import crosses a boundary', () => {
    expect(described(violations(projectRoot, checked))).toEqual([]);
  }, 60_000);

  describe('the rules fail on a tree that breaks them', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    const files: Record<string, string> = {
      // A stand-in for React: the rule is about the package, whatever its version.
      'node_modules/react/package.json': JSON.stringify({ name: 'react', version: '0.0.0', main: 'index.js' }),
      'node_modules/react/index.js': 'exports.createElement = () => null;\n',
      'node_modules/feed/package.json': JSON.stringify({ name: 'feed', version: '0.0.0', main: 'index.js' }),
      'node_modules/feed/index.js': 'exports.Feed = class {};\n',
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, jsx: 'react-jsx' } }),
      // Browser code: Node, the CLI, the layers above it, another feature, a barrel.
      'site/shared/store.ts': "import { x } from '../features/papers/list.tsx';\nexport const store = x;\n",
      'site/shared/index.ts': "export { store } from './store.ts';\n",
      'site/shared/uses-barrel.ts': "import { store } from './index.ts';\nexport const y = store;\n",
      'site/shared/store.test.ts': "import { readFileSync } from 'node:fs';\nimport { store } from './store.ts';\nexport const t = [readFileSync, store];\n",
      'site/features/papers/list.tsx': "import { own } from './own.ts';\nimport { talks } from '../talks/talks.ts';\nimport { layout } from '../../app/layout.tsx';\nexport const x = [own, talks, layout];\n",
      'site/features/papers/own.ts': 'export const own = 1;\n',
      'site/features/talks/talks.ts': "import { readFileSync } from 'node:fs';\nimport { Feed } from 'feed';\nexport const talks = [readFileSync, Feed];\n",
      'site/app/layout.tsx': "import { build } from '../../cli/build.ts';\nexport const layout = build;\n",
      'site/main.tsx': "import { layout } from './app/layout.tsx';\nexport default layout;\n",
      // The CLI: a site component.
      'cli/build.ts': "import type { own } from '../site/features/papers/own.ts';\nimport { shared } from '../core/collections/collection.ts';\nexport const build = shared as unknown as typeof own;\n",
      // core/: Node, React, the site, the CLI (its test may use Node).
      'core/model.ts': "import { join } from 'node:path';\nimport { createElement } from 'react';\nimport { store } from '../site/shared/store.ts';\nimport type { build } from '../cli/build.ts';\nexport const model: [typeof join, unknown, typeof store, typeof build | null] = [join, createElement, store, null];\n",
      'core/model.test.ts': "import { readFileSync } from 'node:fs';\nimport { model } from './model.ts';\nexport const t = [readFileSync, model];\n",
      // Content collections: one imports another's model, another's build part, and its pages another's model;
      // each may import its own folder and the shared collection code.
      'core/collections/collection.ts': 'export const shared = 1;\n',
      'core/collections/talks/talks-model.ts': "import { shared } from '../collection.ts';\nimport { news } from '../news/news-model.ts';\nexport const talks = [shared, news];\n",
      'core/collections/news/news-model.ts': 'export const news = 1;\n',
      'cli/collections/talks/talks-build.ts': "import { talks } from '../../../core/collections/talks/talks-model.ts';\nimport { newsBuild } from '../news/news-build.ts';\nexport const build = [talks, newsBuild];\n",
      'cli/collections/news/news-build.ts': 'export const newsBuild = 1;\n',
      'site/features/talks/talks-page.tsx': "import { talks } from '../../../core/collections/talks/talks-model.ts';\nimport { news } from '../../../core/collections/news/news-model.ts';\nexport const page = [talks, news];\n",
      // Shared code names no kind: the registries import every kind, a shared file only what they hold and the code
      // beside them (a feature that is no collection, like papers here, is the app's to import).
      'core/collections/registry.ts': "import { talks } from './talks/talks-model.ts';\nimport { news } from './news/news-model.ts';\nexport const models = [talks, news];\n",
      'site/app/collections.tsx': "import { page } from '../features/talks/talks-page.tsx';\nexport const pages = { talks: page };\n",
      'site/app/routes.tsx': "import { models } from '../../core/collections/registry.ts';\nimport { pages } from './collections.tsx';\nimport { own } from '../features/papers/own.ts';\nimport { page } from '../features/talks/talks-page.tsx';\nexport const routes = [models, pages, own, page];\n",
      'core/site/site-pages.ts': "import { models } from '../collections/registry.ts';\nimport { shared } from '../collections/collection.ts';\nimport { news } from '../collections/news/news-model.ts';\nexport const sitePages = [models, shared, news];\n",
      'cli/build/data-files.test.ts': "import { newsBuild } from '../collections/news/news-build.ts';\nexport const t = newsBuild;\n",
      // An import cycle of two files (type-only imports count): reported once, from the first file.
      'cli/content/load-content.ts': "import type { Rule } from './rules.ts';\nexport interface Loaded { rules: Rule[] }\n",
      'cli/content/rules.ts': "import type { Loaded } from './load-content.ts';\nexport type Rule = (loaded: Loaded) => string[];\n",
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }

    it('reports each broken rule, and nothing that is allowed', () => {
      expect(described(violations(fixture, ['cli', 'core', 'site']))).toEqual([
        'browser-not-to-build-packages: site/features/talks/talks.ts → node_modules/feed/index.js',
        'cli-not-to-site: cli/build.ts → site/features/papers/own.ts',
        'collection-not-to-other-collection: cli/collections/talks/talks-build.ts → cli/collections/news/news-build.ts',
        'collection-not-to-other-collection: core/collections/talks/talks-model.ts → core/collections/news/news-model.ts',
        'collection-pages-not-to-other-collection: site/features/talks/talks-page.tsx → core/collections/news/news-model.ts',
        'core-not-to-node: core/model.ts → path',
        'core-not-to-react: core/model.ts → node_modules/react/index.js',
        'core-not-to-site-or-cli: core/model.ts → cli/build.ts',
        'core-not-to-site-or-cli: core/model.ts → site/shared/store.ts',
        'feature-not-to-other-feature: site/features/papers/list.tsx → site/features/talks/talks.ts',
        'features-not-to-app: site/features/papers/list.tsx → site/app/layout.tsx',
        'no-barrel-files: site/shared/index.ts → site/shared/store.ts',
        'no-circular: cli/content/load-content.ts → cli/content/rules.ts',
        'not-to-barrel-files: site/shared/uses-barrel.ts → site/shared/index.ts',
        'shared-code-not-to-a-collection: core/site/site-pages.ts → core/collections/news/news-model.ts',
        'shared-code-not-to-a-collection: site/app/routes.tsx → site/features/talks/talks-page.tsx',
        'shared-not-to-features-or-app: site/shared/store.ts → site/features/papers/list.tsx',
        'site-not-to-cli: site/app/layout.tsx → cli/build.ts',
        'site-not-to-node: site/features/talks/talks.ts → fs',
      ]);
    }, 60_000);
  });
});
