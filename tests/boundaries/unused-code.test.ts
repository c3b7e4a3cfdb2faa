import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'jsonc-parser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No unused file, export, type or dependency: knip with the project's knip.jsonc (docs/architecture.md, "Unused
 * code"), run over the project, and shown to fail on a small project that plants one of each.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const knip = join(projectRoot, 'node_modules/knip/bin/knip.js');

interface Finding {
  name: string;
  line?: number;
  col?: number;
}
/** Per file and kind of finding, its findings; a duplicate export is the list of its names. */
type KnipReport = { issues: ({ file: string } & Record<string, (Finding | Finding[])[] | string>)[] };

/** A finding as `<kind>: <name> (<file>:<line>:<col>)`, or `<kind>: <file>` for a whole file. */
function described(kind: string, file: string, finding: Finding | Finding[]): string {
  const names = Array.isArray(finding) ? finding : [finding];
  const name = names.map((each) => each.name).join('|');
  if (name === file) return `${kind}: ${file}`;
  const place = [file, names[0]?.line, names[0]?.col].filter((part) => part !== undefined).join(':');
  return `${kind}: ${name} (${place})`;
}

/** Runs knip in `cwd`: its findings, described, and its configuration hints. */
function runKnip(cwd: string): { findings: string[]; hints: string; status: number | null } {
  const reportDir = mkdtempSync(join(tmpdir(), 'knip-report-'));
  try {
    const reportFile = join(reportDir, 'report.json');
    const run = spawnSync(process.execPath, [knip, '--no-progress', '--reporter', 'symbols', '--reporter', 'json', '--output-file', `json=${reportFile}`], {
      cwd,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    if (!existsSync(reportFile)) throw new Error(`knip failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as KnipReport;
    const findings = report.issues.flatMap(({ file, ...kinds }) =>
      Object.entries(kinds).flatMap(([kind, list]) => (Array.isArray(list) ? list.map((finding) => described(kind, file, finding)) : [])),
    );
    // The symbols reporter (stdout, unread: the same findings) writes the configuration hints, a stale exception
    // of knip.jsonc, to stderr; the json reporter has none.
    return { findings: findings.sort(), hints: run.stderr.trim(), status: run.status };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

describe('unused code', () => {
  it('no file, export, type or dependency is unused, and knip.jsonc has no stale exception', () => {
    const { findings, hints, status } = runKnip(projectRoot);
    // Un-export or delete what is listed; `npm run unused` prints the same report.
    expect({ findings, hints }).toEqual({ findings: [], hints: '' });
    expect(status).toBe(0);
  }, 60_000);

  describe('knip, as configured, fails on a project that plants one of each', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'unused-code-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    const projectConfig = parse(readFileSync(join(projectRoot, 'knip.jsonc'), 'utf8')) as Record<string, unknown>;
    // The project's settings, with the fixture's files in place of the project's and one stale exception.
    const fixtureConfig = {
      ...projectConfig,
      entry: ['src/main.ts'],
      project: ['src/**/*.ts'],
      ignoreDependencies: ['used-package'],
      ignoreBinaries: [],
      ignoreIssues: {},
    };
    const files: Record<string, string> = {
      'knip.jsonc': JSON.stringify(fixtureConfig),
      'package.json': JSON.stringify({
        name: 'fixture',
        version: '0.0.0',
        type: 'module',
        dependencies: { 'used-package': '1.0.0', 'unused-package': '1.0.0' },
      }),
      'node_modules/used-package/package.json': JSON.stringify({ name: 'used-package', version: '1.0.0', main: 'index.js' }),
      'node_modules/used-package/index.js': 'exports.pad = (text) => text;\n',
      'src/main.ts': "import shownByDefault, { shown } from './shown.ts';\nimport { pad } from 'used-package';\nconsole.log(pad(String(shown + shownByDefault)));\nexport const fromEntry = 4;\n",
      'src/shown.ts': 'export const shown = 1;\nexport const forgotten = 2;\nexport interface Unseen {\n  a: number;\n}\nexport default shown;\n',
      'src/orphan.ts': 'export const orphan = 3;\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    }

    it('names the unused file, export (an entry point\'s too), type and dependency, the duplicate export and the stale exception', () => {
      const { findings, hints, status } = runKnip(fixture);
      expect(findings).toEqual([
        'dependencies: unused-package (package.json)',
        'duplicates: shown|default (src/shown.ts:1:14)',
        'exports: forgotten (src/shown.ts:2:14)',
        'exports: fromEntry (src/main.ts:4:14)',
        'files: src/orphan.ts',
        'types: Unseen (src/shown.ts:3:18)',
      ]);
      expect(hints).toMatch(/used-package\s+knip\.jsonc\s+Remove from ignoreDependencies/);
      expect(status).toBe(1);
    }, 20_000);
  });
});
