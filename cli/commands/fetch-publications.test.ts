import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { faults, generateWorks, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const fixtureContent = fileURLToPath(new URL('../publications/fixtures/content/', import.meta.url));
const ownerId = 'A5000000001';

interface Setup {
  content: string;
  server: OpenAlexStandIn;
  file: string;
}

/** A temporary copy of the fixture content and a stand-in serving `workCount` works of the owner, removed after the test. */
async function setUp({ onTestFinished }: TestContext, workCount: number, apiKey?: string): Promise<Setup> {
  const content = await mkdtemp(join(tmpdir(), 'fetch-publications-'));
  await cp(fixtureContent, content, { recursive: true });
  const server = await startOpenAlexStandIn({ works: generateWorks(workCount, { authorId: ownerId, orcid: '0000-0002-1825-0097' }), ...(apiKey ? { apiKey } : {}) });
  onTestFinished(async () => {
    await server.close();
    await rm(content, { recursive: true, force: true });
  });
  return { content, server, file: join(content, 'publications.json') };
}

/** Runs the real command the way an owner or the weekly workflow does. */
function portfolio(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { OPENALEX_API_KEY: _key, OPENALEX_API_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'fetch-publications', ...args], { cwd: repositoryRoot, env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// Each test spawns the CLI up to three times; under a loaded machine that can pass the default 20 s.
describe.concurrent('portfolio fetch-publications (end to end)', { timeout: 60_000 }, () => {
  it('writes a valid file, prints the Markdown summary and writes it to --summary-file (exit 0)', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 450);
    const summaryFile = join(content, 'summary.md');
    const result = await portfolio(['--content', content, '--api-url', server.url, '--summary-file', summaryFile]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    const written = JSON.parse(await readFile(file, 'utf8')) as PublicationsFile;
    expect((await projectSchemaCheck())('publications.schema.json', written)).toEqual([]);
    expect(written.items).toHaveLength(450);
    expect(result.stdout).toMatch(/^## Publications import\n/);
    expect(result.stdout).toContain('- Requests made: 3');
    expect(result.stdout).toContain('  - OpenAlex `author.id:A5000000001`: 450 works received, 0 merged, 1 left out');
    expect(await readFile(summaryFile, 'utf8')).toBe(result.stdout);
  });

  it('leaves the previous file byte for byte when OpenAlex fails (exit 1, naming OPENALEX_API_KEY)', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 450);
    expect((await portfolio(['--content', content, '--api-url', server.url])).code).toBe(0);
    const before = await readFile(file);
    server.respondAt(server.requests.length + 2, faults.dailyBudgetSpent());
    const result = await portfolio(['--content', content, '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: Fetching works with filter author\.id:A5000000001 \(page 2\): .*Retry-After: 30000.*OPENALEX_API_KEY/);
    expect(result.stdout).toBe('');
    expect(await readFile(file)).toEqual(before);
  });

  it('refuses to drop more than half of the publications (exit 1) unless --allow-shrink', async (context) => {
    const { expect, onTestFinished } = context;
    const { content, server, file } = await setUp(context, 10);
    expect((await portfolio(['--content', content, '--api-url', server.url])).code).toBe(0);
    const before = await readFile(file);
    const shrunk = await startOpenAlexStandIn({ works: generateWorks(2, { authorId: ownerId }) });
    onTestFinished(() => shrunk.close());
    const refused = await portfolio(['--content', content, '--api-url', shrunk.url]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('**Refused: nothing was written.**');
    expect(refused.stderr).toMatch(/error: The import would remove 7 of the 9 imported publications/);
    expect(await readFile(file)).toEqual(before);
    const allowed = await portfolio(['--content', content, '--api-url', shrunk.url, '--allow-shrink']);
    expect(allowed.code).toBe(0);
    expect((JSON.parse(await readFile(file, 'utf8')) as PublicationsFile).items).toHaveLength(3);
  });

  it('--dry-run prints the summary and writes nothing (exit 0)', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 5);
    const result = await portfolio(['--content', content, '--api-url', server.url, '--dry-run']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('_Dry run:');
    expect(result.stdout).toContain('#### Added: 5');
    expect(existsSync(file)).toBe(false);
  });

  it('writes an empty first import with a loud warning (exit 0)', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 0);
    await rm(join(content, 'publications.manual.json'));
    const result = await portfolio(['--content', content, '--api-url', server.url]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('WARNING: NO PUBLICATIONS: OpenAlex has no works for author.id:A5000000001. Check publications.sources in site.json');
    expect((JSON.parse(await readFile(file, 'utf8')) as PublicationsFile).items).toEqual([]);
  });

  it('uses --author / --orcid instead of site.json, OPENALEX_API_URL, and OPENALEX_API_KEY as api_key', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 3, 'the-key');
    const result = await portfolio(['--content', content, '--author', 'https://openalex.org/A5000000001', 'A42', '--orcid', '0000-0002-1825-0097', '--out', join(content, 'other.json')], {
      OPENALEX_API_URL: server.url,
      OPENALEX_API_KEY: 'the-key',
    });
    expect(result.code).toBe(0);
    expect(server.requests.map((request) => [request.query.get('filter'), request.query.get('api_key')])).toEqual([
      ['author.id:A5000000001|A42', 'the-key'],
      ['authorships.author.orcid:0000-0002-1825-0097', 'the-key'],
    ]);
    expect(existsSync(file)).toBe(false);
    expect((JSON.parse(await readFile(join(content, 'other.json'), 'utf8')) as PublicationsFile).source).toEqual({
      openalexAuthorIds: ['A5000000001', 'A42'],
      orcid: '0000-0002-1825-0097',
    });
  });

  it('exits 1 when OpenAlex rejects the request, with its message and a single request', async (context) => {
    const { expect } = context;
    const { content, server, file } = await setUp(context, 3);
    server.respondAt(1, faults.forbiddenBadParameter('author.id is not a valid field.'));
    const result = await portfolio(['--content', content, '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('OpenAlex rejected the request (403 Invalid query parameters error.: author.id is not a valid field.)');
    expect(server.requests).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
  });

  it.for([
    [['--author', 'B12'], /option '--author <id\.\.\.>' argument 'B12' is invalid\. An OpenAlex author id looks like A5023888391/],
    [['--orcid', '1234'], /argument '1234' is invalid\. An ORCID iD looks like 0000-0002-1825-0097/],
    [['--api-url', 'ftp://example.org'], /the OpenAlex API address "ftp:\/\/example\.org" is not an http\(s\) URL \(from --api-url\)/],
    [['--orcid-api-url', 'pub.orcid.org'], /the ORCID API address "pub\.orcid\.org" is not an http\(s\) URL \(from --orcid-api-url\)/],
    [['--no-such-option'], /unknown option '--no-such-option'/],
  ] as const)('exits 2 on a usage error: %j', async ([args, message], context) => {
    const { expect } = context;
    const { content, server } = await setUp(context, 1);
    const result = await portfolio(['--content', content, '--api-url', server.url, ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });
});
