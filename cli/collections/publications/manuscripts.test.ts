import { mkdir, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyValidFixture, formatRelative, removeCopy } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
  await mkdir(join(directory, 'papers'));
});

afterEach(async () => {
  await removeCopy(directory);
});

const pdf = '%PDF-1.4\n%\u00e2\u00e3\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

async function validatePapers(files: Record<string, string>): Promise<{ problems: string[]; manuscripts?: string[] }> {
  for (const [name, text] of Object.entries(files)) await writeFile(join(directory, 'papers', name), text, 'latin1');
  const { content, problems } = await validateContent(directory);
  return { problems: formatRelative(directory, problems), manuscripts: content?.manuscripts };
}

describe('content/papers: the owner’s manuscripts', () => {
  it('accepts a PDF named after a publication’s key, and hands its key to the build', async () => {
    expect(await validatePapers({ 'w2741809807.pdf': pdf, '.DS_Store': 'Bud1' })).toEqual({
      problems: [],
      manuscripts: ['w2741809807'],
    });
  });

  it('has no manuscripts without the folder', async () => {
    const { content } = await validateContent(await copyValidFixture());
    expect(content?.manuscripts).toBeUndefined();
  });

  it('refuses a file that is not a PDF, whatever its name says (the %PDF- magic bytes)', async () => {
    expect((await validatePapers({ 'w2741809807.pdf': '<html>Not found</html>' })).problems).toEqual([
      'papers/w2741809807.pdf:0:0  /  error: this is not a PDF (it does not start with %PDF-): export the manuscript as PDF and put that file here',
    ]);
  });

  it('refuses anything but <key>.pdf files in the folder', async () => {
    expect((await validatePapers({ 'w2741809807.docx': 'PK' })).problems).toEqual([
      'papers/w2741809807.docx:0:0  /  error: only PDF files named <key>.pdf belong in papers/: move this file elsewhere',
    ]);
  });

  it('refuses a PDF whose key is no publication’s, listing the keys that exist', async () => {
    const { problems, manuscripts } = await validatePapers({ 'shoreline-2024.pdf': pdf });
    expect(problems).toEqual([
      `papers/shoreline-2024.pdf:0:0  /  error: the manuscript shoreline-2024.pdf names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): remove the file (or rename it <key>.pdf after a work of publications.json), or add the work to publications.manual.json to keep it (a paper's key ends its page's address, /publications/<key>/; the keys: w2741809807, thesis-2026)`,
    ]);
    expect(manuscripts).toBeUndefined();
  });

  it('asks for the lower-case name when only the case differs', async () => {
    expect((await validatePapers({ 'W2741809807.PDF': pdf })).problems).toEqual([
      'papers/W2741809807.PDF:0:0  /  error: rename the file w2741809807.pdf: the key and the extension are lower-case',
    ]);
  });

  it('warns above 20 MB, and still publishes the file', async () => {
    const file = join(directory, 'papers', 'w2741809807.pdf');
    await writeFile(file, pdf);
    // Sparse: 21 MB on paper, a few bytes on disk.
    await truncate(file, 21 * 1024 * 1024);
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([
      'papers/w2741809807.pdf:0:0  /  warning: 21.0 MB is a long wait for a visitor on a phone (above 20 MB): compress the images in it or export a lighter PDF',
    ]);
    expect(content?.manuscripts).toEqual(['w2741809807']);
  });
});
