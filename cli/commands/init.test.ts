import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { faults, generateWorks, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import { sampleAuthors } from '../publications/testing/stand-in-authors.ts';
import { runPortfolio } from '../testing/run-cli.ts';
import { projectRoot } from '../testing/spawn-cli.ts';

interface Setup {
  parent: string;
  target: string;
  server: OpenAlexStandIn;
}

/** A stand-in serving the sample authors and 7 works of A5000000001, and an empty temporary parent folder. */
async function setUp({ onTestFinished }: TestContext): Promise<Setup> {
  const parent = await mkdtemp(join(tmpdir(), 'portfolio-init-'));
  const server = await startOpenAlexStandIn({ works: generateWorks(7, { authorId: 'A5000000001', orcid: '0000-0002-1825-0097' }), authors: sampleAuthors() });
  onTestFinished(async () => {
    await server.close();
    await rm(parent, { recursive: true, force: true });
  });
  return { parent, target: join(parent, 'my-site'), server };
}

const init = (args: string[]) => runPortfolio(['init', ...args]);

describe.concurrent('portfolio init', { timeout: 150_000 }, () => {
  it('--example makes a repository of the example content, its $schema pointing into the installed product', async (context) => {
    const { expect } = context;
    const { target, server } = await setUp(context);
    const result = await init([target, '--example']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Created ${target}/ with the example content. Next: cd ${target} && npm install && npm start`);
    expect((await readdir(join(target, 'content'))).sort()).toEqual((await readdir(join(projectRoot, 'content'))).sort());
    const site = await readFile(join(target, 'content', 'site.json'), 'utf8');
    const shipped = await readFile(join(projectRoot, 'content', 'site.json'), 'utf8');
    // Only the $schema changes: every other byte is the shipped example's.
    expect(site).toBe(shipped.replace('"../schemas/site.schema.json"', '"../node_modules/researcher-portfolio/schemas/site.schema.json"'));
    expect(await readFile(join(target, 'content', 'posts', 'estimating-wave-run-up.md'), 'utf8')).toBe(await readFile(join(projectRoot, 'content', 'posts', 'estimating-wave-run-up.md'), 'utf8'));
    expect(server.requests).toHaveLength(0);
  });

  it('creates site.json and publications.json, prints the import summary and the next steps (exit 0)', async (context) => {
    const { expect } = context;
    const { parent, target, server } = await setUp(context);
    const result = await init([target, '--author', 'A5000000001', 'https://openalex.org/A5000000002', '--languages', 'en,fr', '--api-url', server.url]);
    expect(result.code).toBe(0);
    // The owner's repository: their content, the product as a dependency, the workflows; no product code.
    expect((await readdir(target, { recursive: true })).sort()).toEqual(
      ['.github', '.github/workflows', '.github/workflows/deploy.yml', '.github/workflows/refresh-publications.yml', '.github/workflows/upgrade.yml', '.gitignore', '.npmrc', 'README.md', 'content', 'content/publications.json', 'content/site.json', 'package.json'],
    );
    expect(await readdir(parent)).toEqual(['my-site']);
    const manifest = JSON.parse(await readFile(join(target, 'package.json'), 'utf8')) as { name: string; dependencies: Record<string, string>; scripts: Record<string, string> };
    expect(manifest.name).toBe('my-site');
    expect(manifest.dependencies['researcher-portfolio']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.scripts)).toEqual(['start', 'build', 'dev', 'validate', 'refresh', 'upgrade']);
    const site = JSON.parse(await readFile(join(target, 'content', 'site.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    expect(site.languages).toEqual(['en', 'fr']);
    expect(site.profile).toMatchObject({ name: 'Élodie Marchand', initials: 'ÉM', affiliation: "Laboratoire d'Hydraulique Côtière", orcid: '0000-0002-1825-0097' });
    expect(site.format).toBe(2);
    expect(site.$schema).toBe('../node_modules/researcher-portfolio/schemas/site.schema.json');
    expect(site.publications).toEqual({ sources: [{ openalex: { authors: ['A5000000001', 'A5000000002'] } }], orcid: '0000-0002-1825-0097', exclude: [] });
    const publications = JSON.parse(await readFile(join(target, 'content', 'publications.json'), 'utf8')) as PublicationsFile;
    expect(publications.items).toHaveLength(7);
    expect(publications.source).toEqual({ openalexAuthorIds: ['A5000000001', 'A5000000002'], orcid: '0000-0002-1825-0097' });
    // The same summary as fetch-publications, naming the final file, not the temporary folder.
    expect(result.stdout).toMatch(/^## Publications import\n\nWrote `[^`]*my-site\/content\/publications\.json`\./);
    expect(result.stdout).toContain('#### Added: 7');
    expect(result.stdout).toContain(`Created ${target}/ (package.json, README.md, .github/workflows/) with content/site.json, content/publications.json. Next steps:`);
    expect(result.stdout).toContain(`cd ${target} && npm install && npm start`);
    for (const file of ['site.json', 'publications.manual.json', 'skills.json', 'experience.json', 'education.json', 'projects.md', 'projects.fr.md', 'strings.fr.json', 'awards.json', 'news.json', 'talks.json', 'teaching.json', 'posts/']) {
      expect(result.stdout).toContain(join(target, 'content', file));
    }
    // Publications are in every site: not among the optional sections to add.
    expect(result.stdout).toContain(`   - news (its pages and home section): ${join(target, 'content', 'news.json')}`);
    expect(result.stdout).not.toMatch(/^ {3}- publications /m);
    expect((await stat(target)).mode & 0o777).toBe(0o777 & ~process.umask());
    expect(server.requests.slice(0, 2).map((request) => request.path)).toEqual(['/authors/A5000000001', '/authors/A5000000002']);
  });

  it('writes strings.<lang>.json to translate for a language the product has no strings for', async (context) => {
    const { expect } = context;
    const { target, server } = await setUp(context);
    const result = await init([target, '--author', 'A5000000001', '--languages', 'de,en', '--api-url', server.url]);
    expect(result.code).toBe(0);
    expect((await readdir(join(target, 'content'))).sort()).toEqual(['publications.json', 'site.json', 'strings.de.json']);
    const strings = JSON.parse(await readFile(join(target, 'content', 'strings.de.json'), 'utf8')) as Record<string, string>;
    expect(strings['language.name']).toBe('Deutsch');
    expect(result.stdout).toContain(`translate ${join(target, 'content', 'strings.de.json')} (English for now)`);
    const site = JSON.parse(await readFile(join(target, 'content', 'site.json'), 'utf8')) as Record<string, unknown>;
    expect(site).toMatchObject({ languages: ['de', 'en'], defaultLanguage: 'de' });
  });

  it('fills an empty existing folder', async (context) => {
    const { expect } = context;
    const { target, server } = await setUp(context);
    await mkdir(target);
    const result = await init([target, '--author', 'A5000000001', '--api-url', server.url]);
    expect(result.code).toBe(0);
    expect((await readdir(join(target, 'content'))).sort()).toEqual(['publications.json', 'site.json']);
  });

  it('refuses a folder that is not empty, changing nothing and asking OpenAlex nothing (exit 1)', async (context) => {
    const { expect } = context;
    const { target, server } = await setUp(context);
    await mkdir(target);
    await writeFile(join(target, 'notes.txt'), 'mine');
    const result = await init([target, '--author', 'A5000000001', '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .*my-site is not empty \(1 entry\): init only creates a new repository/);
    expect(await readdir(target)).toEqual(['notes.txt']);
    expect(await readFile(join(target, 'notes.txt'), 'utf8')).toBe('mine');
    expect(server.requests).toHaveLength(0);
  });

  it('leaves nothing behind when OpenAlex fails during the works import (exit 1)', async (context) => {
    const { expect } = context;
    const { parent, target, server } = await setUp(context);
    // Request 1 is the author record; the works walk then meets a spent daily budget.
    server.respondAt(2, faults.dailyBudgetSpent());
    const result = await init([target, '--author', 'A5000000001', '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Fetching works with filter author\.id:A5000000001 \(page 1\): .*nothing was written/);
    expect(existsSync(target)).toBe(false);
    expect(await readdir(parent)).toEqual([]);
  });

  it('leaves nothing behind when an author id is unknown (exit 1)', async (context) => {
    const { expect } = context;
    const { parent, target, server } = await setUp(context);
    const result = await init([target, '--author', 'A5000000001', 'A5999999999', '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: OpenAlex has no author A5999999999\. .* Nothing was written\.\n$/);
    expect(await readdir(parent)).toEqual([]);
  });

  it.for<[string[], RegExp]>([
    [['--author', 'W123'], /An OpenAlex author id looks like A5023888391/],
    [['--author', 'A5000000001', '--orcid', '0000-0002-1825-0098'], /0000-0002-1825-0098 is not a valid ORCID iD/],
    [['--author', 'A5000000001', '--languages', 'en,english'], /"english" is not a two-letter language code/],
    [['--author', 'A5000000001', '--languages', 'fr,fr'], /a language is listed twice/],
    [[], /say whose site it is with --author <OpenAlex id> .* or try the example with --example/],
    [['--example', '--author', 'A5000000001'], /option '--example' cannot be used with option '--author <id\.\.\.>'/],
  ])('exits 2 on a usage error %j, writing nothing', async ([args, message], context) => {
    const { expect } = context;
    const { parent, target, server } = await setUp(context);
    const result = await init([target, ...args, '--api-url', server.url]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await readdir(parent)).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
