import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateWorks, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import { sampleAuthors } from '../publications/testing/stand-in-authors.ts';
import { runPortfolio } from '../testing/run-cli.ts';

/**
 * The README's "Start your own site", end to end against the local OpenAlex stand-in: from a name to a
 * built site with find-author, init, validate and build, with no file written by hand.
 */
let server: OpenAlexStandIn;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-start-'));
  server = await startOpenAlexStandIn({ works: generateWorks(9, { authorId: 'A5000000001', orcid: '0000-0002-1825-0097' }), authors: sampleAuthors() });
});

afterAll(async () => {
  await server.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('Start your own site: find-author → init → validate → build', () => {
  it('goes from a name to a built one-language site', { timeout: 240_000 }, async () => {
    const found = await runPortfolio(['find-author', 'Élodie Marchand', '--json', '--api-url', server.url]);
    expect(found.code).toBe(0);
    const candidates = JSON.parse(found.stdout) as Array<{ id: string; orcid: string | null }>;
    // The owner picks the ids that are hers: the one with her ORCID and the split-off one without any.
    const mine = candidates.filter((candidate) => candidate.orcid === '0000-0002-1825-0097' || candidate.orcid === null).map((candidate) => candidate.id);
    expect(mine).toEqual(['A5000000001', 'A5000000002']);

    const repository = join(workDir, 'my-site');
    const content = join(repository, 'content');
    const created = await runPortfolio(['init', repository, '--author', ...mine, '--api-url', server.url]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);

    const validated = await runPortfolio(['validate', '--content', content]);
    expect(validated.stdout).toMatch(/site\.json:\d+:\d+ {2}\/siteUrl {2}warning: siteUrl is still the placeholder https:\/\/example\.org/);
    expect(validated.stdout).not.toMatch(/ error: /);
    expect(validated.code).toBe(0);

    const out = join(workDir, 'dist');
    const built = await runPortfolio(['build', '--content', content, '--out', out]);
    expect(built.stdout).toMatch(/✔ built .*dist\/ in/);
    expect(built.code).toBe(0);
    const home = await readFile(join(out, 'index.html'), 'utf8');
    expect(home).toContain('Élodie Marchand');
    expect(home).toContain('https://orcid.org/0000-0002-1825-0097');
    // No optional section: no projects page, no second language tree.
    expect(existsSync(join(out, 'projects', 'index.html'))).toBe(false);
    expect(existsSync(join(out, 'fr', 'index.html'))).toBe(false);
  });
});
