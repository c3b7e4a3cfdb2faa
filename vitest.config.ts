import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The tests that run `portfolio`'s commands as an owner does (a process each, a whole build, a dev server) and the
 * incremental builds compared with cold ones: seconds each, two thirds of the CLI's tests' time. Apart from the unit
 * tests (`npm run test:unit`), which stay a quick loop; `npm test` runs every project.
 */
const commandTests = ['cli/commands/**/*.test.ts', 'cli/build/cache/incremental-build.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI machine, where most of
    // a browser test is spent waiting on Chromium. Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'cli',
          include: ['cli/**/*.test.ts', 'schemas/**/*.test.ts', 'tests/workflows/**/*.test.ts', 'tests/boundaries/**/*.test.ts', 'tests/registries/**/*.test.ts', 'audit/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...commandTests],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'commands',
          include: commandTests,
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'site',
          include: ['core/**/*.test.ts', 'site/**/*.test.{ts,tsx}'],
          // Files that need a DOM say so (`// @vitest-environment jsdom`): setting jsdom up costs about a second
          // of CPU per file, and most of these tests render to a string or compute.
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits for what a visitor's action brings about (an island's code loading, a transition): on a
          // loaded 2-core CI machine that can take longer than Vitest's default second. A poll that succeeds
          // returns at once, so only a failing one waits this long.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
