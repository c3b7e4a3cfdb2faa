import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import type { PublicationsFile } from '../../schemas/types.generated.ts';
import { projectSchemaCheck } from '../content/schema-validator.ts';
import { startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';
import { runPortfolio } from '../testing/run-cli.ts';

const fixtureContent = fileURLToPath(new URL('../publications/fixtures/content/', import.meta.url));
const papersBib = fileURLToPath(new URL('../publications/bibtex/fixtures/papers.bib', import.meta.url));

const portfolio = (args: string[], env: Record<string, string>) => runPortfolio(['fetch-publications', ...args], env);

describe('portfolio fetch-publications with only a .bib source', { timeout: 120_000 }, () => {
  it('imports every readable entry, names the bad ones by file, line and key, and makes no request', async ({ expect, onTestFinished }) => {
    const content = await mkdtemp(join(tmpdir(), 'fetch-publications-bibtex-'));
    // Both services are stand-ins that count requests: a .bib-only import must ask neither.
    const openalex = await startOpenAlexStandIn({ works: [] });
    onTestFinished(async () => {
      await openalex.close();
      await rm(content, { recursive: true, force: true });
    });
    await cp(fixtureContent, content, { recursive: true });
    await cp(papersBib, join(content, '_bibliography', 'papers.bib'), { recursive: true });
    const site = JSON.parse(await readFile(join(content, 'site.json'), 'utf8')) as { publications: Record<string, unknown> };
    site.publications.sources = [{ bibtex: '_bibliography/papers.bib' }];
    await writeFile(join(content, 'site.json'), JSON.stringify(site, null, 2));

    const result = await portfolio(['--content', content], { OPENALEX_API_URL: openalex.url, ORCID_API_URL: openalex.url });

    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(openalex.requests).toEqual([]);
    const written = JSON.parse(await readFile(join(content, 'publications.json'), 'utf8')) as PublicationsFile;
    expect((await projectSchemaCheck())('publications.schema.json', written)).toEqual([]);
    expect(written.source).toEqual({ openalexAuthorIds: [], orcid: null, bibtex: ['_bibliography/papers.bib'] });
    const bibtexIds = written.items.filter((item) => item.sources?.includes('bibtex')).map((item) => item.id);
    expect(bibtexIds.sort()).toEqual(
      ['chapter2017', 'coastbook2018', 'dubreuil2016thesis', 'dubreuil2024preprint', 'inprep', 'legall-2019', 'lhc2024', 'scholar2023', 'vanderberg2021waves'].sort(),
    );
    expect(result.stdout).toContain('- Requests made: 0');
    expect(result.stdout).toMatch(/  - BibTeX `[^`]*_bibliography\/papers\.bib`: 12 works received, 0 merged, 3 left out/);
    expect(result.stdout).toMatch(/- `[^`]*papers\.bib:64 broken2020` \(no title\): syntax error: a brace or quote is never closed; fix the entry's braces, quotes and commas/);
    expect(result.stdout).toMatch(/- `[^`]*papers\.bib:101 notitle2022` \(no title\): it has no title: add a title field/);
    expect(result.stdout).toMatch(/- `[^`]*papers\.bib:106 vanderberg2021waves` \*A second entry with the same key\*: duplicate: the entry at line 7/);
    expect(result.stdout).toMatch(/papers\.bib:95 inprep: no year: kept as an undated work/);
    expect(result.stdout).toContain('List them in publications.featured of site.json to show them first on the home page: `vanderberg2021waves`');
  });
});
