import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI machine, where most of
    // a browser test is spent waiting on Chromium. Two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'cli',
          include: ['cli/**/*.test.ts', 'schemas/**/*.test.ts', 'tests/workflows/**/*.test.ts', 'audit/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'site',
          include: ['site/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, not per file: setting it up took 73 s of the site tests' 66 s on two workers.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
