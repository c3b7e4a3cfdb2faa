import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import { copyValidFixture, removeCopy, replaceInFile } from '../content/fixtures/content-fixture.ts';
import { runPortfolio } from '../testing/run-cli.ts';
import type { OpenAlexWork } from '../publications/openalex-types.ts';
import { generateWorks, startOpenAlexStandIn } from '../publications/testing/openalex-stand-in.ts';

// The valid fixture's owner (its site.json).
const ownerId = 'A5023888391';

/** An import from a stand-in serving `works`, as the weekly refresh runs it. */
async function refresh({ onTestFinished }: TestContext, content: string, works: OpenAlexWork[], ...args: string[]) {
  const server = await startOpenAlexStandIn({ works });
  onTestFinished(() => server.close());
  return runPortfolio(['fetch-publications', '--content', content, '--api-url', server.url, '--summary-file', `${content}-summary.md`, ...args]);
}

const [first, second, gone, published] = generateWorks(4, { authorId: ownerId }) as [OpenAlexWork, OpenAlexWork, OpenAlexWork, OpenAlexWork];
// Its preprint on arXiv, which OpenAlex keeps as a work of its own (fields as in the recorded preprints).
const preprint: OpenAlexWork = {
  ...published,
  id: 'https://openalex.org/W4100000004',
  doi: 'https://doi.org/10.48550/arxiv.2401.00004',
  type: 'preprint',
  primary_location: { landing_page_url: 'https://arxiv.org/abs/2401.00004', raw_type: 'posted-content', source: { display_name: 'arXiv (Cornell University)', type: 'repository' } },
};

const talks = `{
  "items": [
    {
      "id": "coastal-dynamics",
      "date": "2025-05-01",
      "type": "contributed",
      "title": { "en": "Shoreline change", "fr": "Évolution du trait de côte" },
      "event": "Coastal Dynamics",
      "publication": "W4100000004"
    }
  ]
}
`;
const post = `---
title: A preprint
date: 2025-05-02
summary: Our preprint.
---

Read [the preprint](/publications/w4100000004/) and [the other study](/publications/w4000000003/).
`;

describe('fetch-publications and the references to publications (end to end)', { timeout: 120_000 }, () => {
  it('rewrites references to a merged work, names those to a removed one file:line, and validate agrees', async (context) => {
    const { expect, onTestFinished } = context;
    const content = await copyValidFixture();
    onTestFinished(async () => {
      await removeCopy(content);
      await rm(`${content}-summary.md`, { force: true });
    });
    await writeFile(join(content, 'talks.json'), talks);
    await replaceInFile(content, 'site.json', '"exclude": [] }', '"exclude": [], "featured": ["W4100000004", "W4000000003"] }');
    await mkdir(join(content, 'posts'));
    await writeFile(join(content, 'posts', 'preprint.md'), post);
    await mkdir(join(content, 'papers'));
    await writeFile(join(content, 'papers', 'w4100000004.pdf'), '%PDF-1.4\n%%EOF\n');

    // The first import has the preprint alone; the fixture's own work is not the stand-in owner's.
    expect((await refresh(context, content, [first, second, gone, preprint], '--allow-shrink')).code).toBe(0);
    expect((await runPortfolio(['validate', '--content', content])).code).toBe(0);
    const siteBefore = await readFile(join(content, 'site.json'), 'utf8');

    // A week later OpenAlex has the published article (the preprint is merged into it) and no longer the third study.
    const result = await refresh(context, content, [first, second, published, preprint]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('WARNING: THE SITE WILL NOT BUILD until they are fixed: 2 references name works that OpenAlex no longer has');
    // The pull request's text is the summary file.
    expect(await readFile(`${content}-summary.md`, 'utf8')).toBe(result.stdout);
    const lines = result.stdout.split('\n');
    expect(lines.filter((line) => line.includes('→') || line.includes('removed: the list'))).toEqual([
      expect.stringMatching(/site\.json:37` `W4100000004` → `W4000000004`$/),
      expect.stringMatching(/talks\.json:9` `W4100000004` → `W4000000004`$/),
      expect.stringMatching(/posts\/preprint\.md:7` `w4100000004` → `w4000000004`$/),
      expect.stringMatching(/papers\/w4100000004\.pdf` `w4100000004` → `w4000000004`$/),
    ]);
    expect(lines.filter((line) => line.includes('names no work'))).toEqual([
      expect.stringMatching(/site\.json:37`: the featured publication "W4000000003" names no work of publications\.json: the work was removed from OpenAlex/),
      expect.stringMatching(/posts\/preprint\.md:7`: the link to \/publications\/w4000000003\/ names no work/),
    ]);

    // The content now names the article, each file otherwise as it was.
    expect(await readFile(join(content, 'talks.json'), 'utf8')).toBe(talks.replace('"W4100000004"', '"W4000000004"'));
    expect(await readFile(join(content, 'site.json'), 'utf8')).toBe(siteBefore.replace('"W4100000004"', '"W4000000004"'));
    expect(await readFile(join(content, 'posts', 'preprint.md'), 'utf8')).toBe(post.replace('/publications/w4100000004/', '/publications/w4000000004/'));
    expect(existsSync(join(content, 'papers', 'w4000000004.pdf'))).toBe(true);
    expect(existsSync(join(content, 'papers', 'w4100000004.pdf'))).toBe(false);

    // validate names the same two references, and nothing else; once they are gone it passes.
    const validated = await runPortfolio(['validate', '--content', content]);
    expect(validated.code).toBe(1);
    expect(validated.stdout.split('\n').filter((line) => line.includes('error:'))).toEqual([
      expect.stringMatching(/posts\/preprint\.md:7:\d+  \/  error: the link to \/publications\/w4000000003\/ names no work/),
      expect.stringMatching(/site\.json:37:\d+  \/publications\/featured\/1  error: the featured publication "W4000000003" names no work/),
    ]);
    await replaceInFile(content, 'site.json', ', "W4000000003"]', ']');
    await replaceInFile(content, join('posts', 'preprint.md'), ' and [the other study](/publications/w4000000003/)', '');
    expect((await runPortfolio(['validate', '--content', content])).code).toBe(0);
  });
});
