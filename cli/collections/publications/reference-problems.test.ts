import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TalksFile } from '../../../schemas/types.generated.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
  // W4000000001 was merged into W2741809807 by an earlier import: its former key.
  await replaceInFile(directory, 'publications.json', '"id": "W2741809807",', '"id": "W2741809807",\n      "mergedIds": ["W4000000001"],');
});

afterEach(async () => {
  await removeCopy(directory);
});

const talk = (id: string, publication: string) => ({ id, date: '2025-05-01', type: 'contributed', title: { en: 'A talk', fr: 'Un exposé' }, event: 'Coastal Dynamics', publication });

async function writeReferences(publications: { talk: string; featured: string; link: string; manuscript?: string }): Promise<void> {
  await writeFile(join(directory, 'talks.json'), `${JSON.stringify({ items: [talk('t1', publications.talk)] }, null, 2)}\n`);
  await replaceInFile(directory, 'site.json', '"exclude": [] }', `"exclude": [], "featured": ["${publications.featured}"] }`);
  await mkdir(join(directory, 'posts'));
  await writeFile(join(directory, 'posts', 'note.md'), `---\ntitle: A note\ndate: 2025-05-02\nsummary: A note.\n---\n\nRead [the paper](/publications/${publications.link}/).\n`);
  if (publications.manuscript !== undefined) {
    await mkdir(join(directory, 'papers'));
    await writeFile(join(directory, 'papers', `${publications.manuscript}.pdf`), '%PDF-1.4\n%%EOF\n');
  }
}

describe('references to publications in validate', () => {
  it('accepts a merged work’s former key everywhere, and hands the build the current one', async () => {
    await writeReferences({ talk: 'W4000000001', featured: 'W4000000001', link: 'w4000000001', manuscript: 'w4000000001' });
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([]);
    expect((content?.collections.talks as TalksFile).items[0]?.publication).toBe('W2741809807');
    expect(content?.site.publications.featured).toEqual(['W2741809807']);
    expect(content?.manuscripts).toEqual(['w2741809807']);
  });

  it('names every reference to a work that is gone, file:line, with the fix', async () => {
    await writeReferences({ talk: 'W4999999999', featured: 'W4999999999', link: 'w4999999999' });
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    const fix = 'names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): remove the reference (or correct it), or add the work to publications.manual.json to keep it';
    expect(formatRelative(directory, problems)).toEqual([
      `posts/note.md:7:32  /  error: the link to /publications/w4999999999/ ${fix}`,
      `site.json:37:142  /publications/featured/0  error: the featured publication "W4999999999" ${fix}`,
      `talks.json:12:22  /items/0/publication  error: the talk's publication "W4999999999" ${fix}`,
    ]);
  });
});
