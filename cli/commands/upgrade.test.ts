import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productVersion } from '../shared/product-files.ts';
import { runPortfolio } from '../testing/run-cli.ts';
import { projectRoot } from '../testing/spawn-cli.ts';

const shippedContent = join(projectRoot, 'content');
const shippedSite = await readFile(join(shippedContent, 'site.json'), 'utf8');
const version = await productVersion();

/** The shipped site.json as it was in format 1, before publications.sources. */
function formatOneOf(site: string): string {
  const withoutFormat = site.replace('  "format": 2,\n', '');
  const formatOne = withoutFormat.replace('"sources": [{ "openalex": { "authors": ["A5000000001"] } }]', '"openalexAuthorIds": ["A5000000001"]');
  if (formatOne === withoutFormat || withoutFormat === site) throw new Error('content/site.json no longer has the format-2 fields this test rewrites');
  return formatOne;
}

let workDir: string;
let contentDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-upgrade-'));
  contentDir = join(workDir, 'content');
  await cp(shippedContent, contentDir, { recursive: true });
  await writeFile(join(contentDir, 'site.json'), formatOneOf(shippedSite));
});

afterEach(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Every file of the content copy with its bytes, to compare before and after. */
async function contentBytes(): Promise<Map<string, Buffer>> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return new Map(await Promise.all(files.map(async (file) => [file.slice(contentDir.length + 1), await readFile(file)] as const)));
}

describe('portfolio upgrade (end to end, on a format-1 copy of the shipped content)', () => {
  it('--dry-run lists the change file by file and writes nothing', async () => {
    const before = await contentBytes();
    const result = await runPortfolio(['upgrade', '--dry-run'], {}, workDir);
    expect(result.stdout.split('\n')).toEqual([
      `content/ is format 1; researcher-portfolio ${version} reads format 2. The migrations:`,
      '  1 → 2  site.json: publications.openalexAuthorIds becomes publications.sources: [{ "openalex": { "authors": [...] } }]',
      '',
      'content/site.json  changed (+2 -1 lines)',
      '      3 + "format": 2,',
      expect.stringMatching(/^ +\d+ - "openalexAuthorIds": \["A5000000001"\],$/),
      expect.stringMatching(/^ +\d+ \+ "sources": \[\{ "openalex": \{ "authors": \["A5000000001"\] \} \}\],$/),
      '',
      'Dry run: nothing was written. Run `npx portfolio upgrade` to make these changes.',
      '',
    ]);
    expect(result.code).toBe(0);
    expect(await contentBytes()).toEqual(before);
  });

  it("writes the upgrade pull request's text: the changelog since the old version, the migration's changes, the verdict", async () => {
    const summaryFile = join(workDir, 'upgrade.md');
    const result = await runPortfolio(['upgrade', '--since', '0.1.0', '--summary-file', summaryFile], {}, workDir);
    expect(result.code).toBe(0);
    const summary = await readFile(summaryFile, 'utf8');
    expect(summary).toMatch(new RegExp(`^## researcher-portfolio 0\\.1\\.0 → ${version.replaceAll('.', '\\.')}\n`));
    expect(summary).toContain('What changed since 0.1.0 (CHANGELOG.md):');
    expect(summary).toContain('### Migrations');
    expect(summary).toContain('1 → 2  site.json: publications.openalexAuthorIds becomes publications.sources');
    expect(summary).toMatch(/### Validation\n\n```text\n✔ content is valid\n```\n$/);
  });

  it('rewrites site.json into the shipped format-2 file, leaves every other file byte for byte, and validates', async () => {
    const before = await contentBytes();
    const result = await runPortfolio(['upgrade'], {}, workDir);
    expect(result.stdout).toContain('✔ content/ upgraded to format 2 (1 file changed).\n');
    expect(result.stdout).toMatch(/\nValidating the upgraded content:\n✔ content is valid\n$/);
    expect(result.code).toBe(0);
    const after = await contentBytes();
    expect(after.get('site.json')?.toString('utf8')).toBe(shippedSite);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [path, bytes] of before) if (path !== 'site.json') expect(after.get(path)?.equals(bytes), path).toBe(true);
    const again = await runPortfolio(['upgrade'], {}, workDir);
    expect(again.stdout).toBe(`✔ content/ is format 2, the format researcher-portfolio ${version} reads: nothing to upgrade.\n`);
    expect(again.code).toBe(0);
  });

  it('build refuses format-1 content, writing nothing, with the fix npx portfolio upgrade', async () => {
    const result = await runPortfolio(['build', '--content', 'content', '--out', 'dist'], {}, workDir);
    expect(result.stderr).toContain(
      `content/site.json:1:1  /format  error: content/site.json is format 1, but researcher-portfolio ${version} reads format 2: ` +
        'run `npx portfolio upgrade` to migrate the content (`npx portfolio upgrade --dry-run` shows the changes first)\n✖ 1 error\n',
    );
    expect(result.code).toBe(1);
    expect(await readdir(workDir)).toEqual(['content']);
  });

  it.each([
    ['validate', []],
    ['build', ['--out', 'dist']],
    ['fetch-publications', ['--api-url', 'http://127.0.0.1:9']],
    ['upgrade', []],
  ])('%s refuses content of a newer format, naming the product version it needs', async (command, args) => {
    await writeFile(join(contentDir, 'site.json'), shippedSite.replace('"format": 2,', '"format": 3,'));
    const result = await runPortfolio([command, '--content', 'content', ...args], {}, workDir);
    expect(result.stdout + result.stderr).toMatch(
      new RegExp(`site\\.json:3:13  /format  error: .*is format 3, but researcher-portfolio ${version.replaceAll('.', '\\.')} reads format 2: this content was made by a newer researcher-portfolio; install a version newer than ${version.replaceAll('.', '\\.')} \\(npm install researcher-portfolio@latest\\) and run the command again`),
    );
    expect(result.code).toBe(1);
    expect(await readdir(workDir)).toEqual(['content']);
  });
});
