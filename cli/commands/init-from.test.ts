import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import { ExitCode } from '../shared/exit-codes.ts';
import { runPortfolio } from '../testing/run-cli.ts';

/** A parent folder holding an old "site" that is no tool's (a README only). */
async function setUp({ onTestFinished }: TestContext): Promise<{ parent: string; oldSite: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'portfolio-init-from-'));
  onTestFinished(() => rm(parent, { recursive: true, force: true }));
  const oldSite = join(parent, 'old-site');
  await mkdir(oldSite);
  await writeFile(join(oldSite, 'README.md'), '# My old site\n');
  return { parent, oldSite };
}

describe.concurrent('portfolio init --from', { timeout: 60_000 }, () => {
  it('says what it looked for in a folder that is no known tool’s site, and writes nothing', async (context) => {
    const { expect } = context;
    const { parent, oldSite } = await setUp(context);
    const result = await runPortfolio(['init', join(parent, 'new'), '--from', oldSite]);
    expect(result.code).toBe(ExitCode.failure);
    expect(result.stderr).toContain(`error: ${oldSite} is no site of a tool the product knows. It looked for:\n  - al-folio: `);
    expect(result.stderr).toContain('  - academicpages: _config.yml with an author: block');
    expect(result.stderr).toContain('  - hugo-blox: a Hugo configuration (hugo.toml, config.yaml or config/_default/…)');
    expect((await readdir(parent)).sort()).toEqual(['old-site']);
  });

  it('refuses a missing old site, a new repository inside the old site, and --from-tool without --from', async (context) => {
    const { expect } = context;
    const { parent, oldSite } = await setUp(context);
    const missing = await runPortfolio(['init', join(parent, 'new'), '--from', join(parent, 'nowhere')]);
    expect(missing.code).toBe(ExitCode.failure);
    expect(missing.stderr).toContain(`error: ${join(parent, 'nowhere')} is not a folder: give --from the folder of the old site's source`);
    const inside = await runPortfolio(['init', join(oldSite, 'new'), '--from', oldSite]);
    expect(inside.code).toBe(ExitCode.usage);
    expect(inside.stderr).toContain('is inside the old site');
    expect(existsSync(join(oldSite, 'new'))).toBe(false);
    const toolAlone = await runPortfolio(['init', join(parent, 'new'), '--from-tool', 'al-folio']);
    expect(toolAlone.code).toBe(ExitCode.usage);
    expect(toolAlone.stderr).toContain('--from-tool says which tool made the old site given with --from <old-site>: add --from.');
    const unknownTool = await runPortfolio(['init', join(parent, 'new'), '--from', oldSite, '--from-tool', 'jekyll']);
    expect(unknownTool.stderr).toContain("Allowed choices are al-folio, academicpages, hugo-blox.");
    expect((await readdir(parent)).sort()).toEqual(['old-site']);
  });
});
