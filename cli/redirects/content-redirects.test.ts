import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../content/validate-content.ts';
import { productPath } from '../shared/product-files.ts';

describe('validate with redirects.json', () => {
  it('checks each target against the pages the content makes, and the file against its schema', { timeout: 60_000 }, async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portfolio-redirects-'));
    try {
      await cp(productPath('content'), directory, { recursive: true });
      const redirects = [
        { from: '/2025/02/18/run-up.html', to: '/posts/estimating-wave-run-up/' },
        { from: '/papers/surge/', to: '/publications/w4415582013/' },
        { from: '/posts/estimating-wave-run-up/', to: '/posts/' },
        { from: '/fr/blog/storm/', to: '/fr/posts/field-notes-after-storm-ciaran/' },
      ];
      await writeFile(join(directory, 'redirects.json'), `${JSON.stringify({ redirects }, null, 2)}\n`);
      const { content, problems } = await validateContent(directory);
      expect(content).toBeUndefined();
      expect(problems.filter((problem) => problem.severity === 'error').map((problem) => [problem.file, problem.line, problem.pointer])).toEqual([
        [join(directory, 'redirects.json'), 12, '/redirects/2/from'],
        [join(directory, 'redirects.json'), 17, '/redirects/3/to'],
      ]);

      await writeFile(join(directory, 'redirects.json'), JSON.stringify({ redirects: [{ from: 'blog/x', to: '/posts/' }] }));
      const schema = await validateContent(directory);
      expect(schema.problems.map((problem) => problem.pointer)).toEqual(['/redirects/0/from']);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
