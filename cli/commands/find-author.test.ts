import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import { faults, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import type { OpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import { sampleAuthors } from '../publications/testing/stand-in-authors.ts';
import { runPortfolio } from '../testing/run-cli.ts';

async function standIn({ onTestFinished }: TestContext, apiKey?: string): Promise<OpenAlexStandIn> {
  const server = await startOpenAlexStandIn({ works: [], authors: sampleAuthors(), ...(apiKey ? { apiKey } : {}) });
  onTestFinished(() => server.close());
  return server;
}

const findAuthor = (args: string[], env?: Record<string, string>) => runPortfolio(['find-author', ...args], env);

describe.concurrent('portfolio find-author', { timeout: 150_000 }, () => {
  it('searches by name and prints every homonym and split id as a table (exit 0)', async (context) => {
    const { expect } = context;
    const server = await standIn(context);
    const result = await findAuthor(['elodie', 'MARCHAND', '--api-url', server.url]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^OpenAlex id +Name +Last known institution\(s\) +Works +Citations +ORCID +Top topics$/);
    expect(lines.slice(2).map((line) => line.slice(0, 11))).toEqual(['A5000000001', 'A5000000002', 'A5000000003']);
    expect(lines[2]).toMatch(/Élodie Marchand +Laboratoire d'Hydraulique Côtière; .* +24 +311 +0000-0002-1825-0097 +Coastal and Marine Dynamics; Ocean Waves/);
    expect(result.stderr).toContain('portfolio init my-site --author A5000000001 --orcid 0000-0002-1825-0097');
    const request = server.requests[0];
    expect(request?.path).toBe('/authors');
    expect(request?.query.get('search')).toBe('elodie MARCHAND');
    expect(request?.query.get('per_page')).toBe('10');
  });

  it('--json prints the same candidates as JSON, by ORCID URL and with OPENALEX_API_URL and the key', async (context) => {
    const { expect } = context;
    const server = await standIn(context, 'the-key');
    const result = await findAuthor(['https://orcid.org/0000-0002-1825-0097', '--json'], { OPENALEX_API_URL: server.url, OPENALEX_API_KEY: 'the-key' });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toEqual([
      {
        id: 'A5000000001',
        name: 'Élodie Marchand',
        institutions: ["Laboratoire d'Hydraulique Côtière", 'Université de Bretagne Atlantique'],
        worksCount: 24,
        citations: 311,
        orcid: '0000-0002-1825-0097',
        topics: ['Coastal and Marine Dynamics', 'Ocean Waves and Remote Sensing', 'Tropical and Extratropical Cyclones Research'],
      },
    ]);
    expect(server.requests.map((request) => request.path)).toEqual(['/authors/orcid:0000-0002-1825-0097']);
  });

  it('looks an OpenAlex id up directly, bare or as a URL', async (context) => {
    const { expect } = context;
    const server = await standIn(context);
    const result = await findAuthor(['https://openalex.org/a5000000003', '--json', '--api-url', server.url]);
    expect(result.code).toBe(0);
    expect((JSON.parse(result.stdout) as Array<{ id: string }>).map((candidate) => candidate.id)).toEqual(['A5000000003']);
    expect(server.requests[0]?.path).toBe('/authors/A5000000003');
  });

  it.for<[string[], RegExp]>([
    [['Nobody', 'Atall'], /OpenAlex has no author named "Nobody Atall"\. Try another spelling/],
    [['A5999999999'], /OpenAlex has no author A5999999999\. Check the id on https:\/\/openalex\.org/],
    [['0000-0003-1415-9269'], /OpenAlex has no author with ORCID 0000-0003-1415-9269/],
  ])('exits 1 with a clear message when no one matches %j ([] with --json)', async ([args, message], context) => {
    const { expect } = context;
    const server = await standIn(context);
    const result = await findAuthor([...args, '--api-url', server.url, '--json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('[]\n');
    expect(result.stderr).toMatch(message);
  });

  it('exits 1 naming the failure after retrying a 500 three times', async (context) => {
    const { expect } = context;
    const server = await standIn(context);
    for (const request of [1, 2, 3, 4]) server.respondAt(request, faults.serverError());
    const result = await findAuthor(['Marchand', '--api-url', server.url]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('error: Looking up authors named "Marchand": OpenAlex answered 500 (Internal server error). Gave up after 4 attempts; try again later.\n');
    expect(server.requests).toHaveLength(4);
  });

  it.for<[string[], RegExp]>([
    [[' '], /error: the query is empty/],
    [['0000-0002-1825-0098'], /error: 0000-0002-1825-0098 is not a valid ORCID iD: .*checksum/],
    [['Marchand', '--api-url', 'ftp://x'], /error: the OpenAlex API address "ftp:\/\/x" is not an http\(s\) URL/],
    [[], /error: missing required argument 'query'/],
  ])('exits 2 on a usage error %j, asking OpenAlex nothing', async ([args, message], context) => {
    const { expect } = context;
    const server = await standIn(context);
    const result = await findAuthor([...args, ...(args.includes('--api-url') ? [] : ['--api-url', server.url])]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(server.requests).toHaveLength(0);
  });
});
