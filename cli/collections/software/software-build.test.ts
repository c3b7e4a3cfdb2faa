import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoftwareFile } from '../../../schemas/types.generated.ts';
import type { SoftwareData, SoftwareHomeData } from '../../../core/collections/software/software-data.ts';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { contentReferences } from '../../publications/references/content-references.ts';
import { plannedRewrites, publicationIndex } from '../../publications/references/follow-references.ts';
import { softwareBuild, softwareCitationsDataKey, softwareDataFiles, softwareRelatedToWorks } from './software-build.ts';

const text = (en: string, fr: string = en) => ({ en, fr });

function item(id: string, date: string, extra: Record<string, unknown> = {}) {
  return { id, name: `Tool ${id}`, kind: 'software', description: text(`About ${id}`, `À propos de ${id}`), date, ...extra };
}

const file = (items: unknown[]) => `${JSON.stringify({ $schema: '../schemas/software.schema.json', items }, null, 2)}\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

describe('software.json in validate', () => {
  it('without the file: no software section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('software');
  });

  it('with the file: the software section, no problem', async () => {
    const before = await validateContent(directory);
    const publication = before.content?.publications.items[0]?.id as string;
    await writeFile(join(directory, 'software.json'), file([item('one', '2025-01-02', { license: 'Apache-2.0', repository: 'https://github.com/owner/one', publications: [publication] })]));
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).toContain('software');
    expect((content?.collections.software as SoftwareFile).items[0]?.publications).toEqual([publication]);
  });

  it('names the file, the place and the fix: licence, repository, unknown publication, duplicate id, impossible date, missing language', async () => {
    await writeFile(
      join(directory, 'software.json'),
      file([
        item('one', '2025-01-02', { license: 'MIT License' }),
        item('one', '2025-02-30', { license: 'apache-2.0' }),
        item('two', '2025-03-01', { repository: 'http://github.com/owner/two', license: 'GPL-2.0' }),
        item('three', '2025-03-02', { publications: ['W0000000000'], kind: 'library' }),
        { ...item('four', '2025-03-03'), description: { en: 'Only English' } },
      ]),
    );
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    const lines = formatRelative(directory, problems);
    const expectLine = (pointer: string, ...parts: string[]) =>
      expect(lines.find((line) => /^software\.json:\d+:\d+ {2}/.test(line) && line.includes(`  ${pointer}  `) && parts.every((part) => line.includes(part))), `${pointer} ${parts.join(' ')}\n${lines.join('\n')}`).toBeDefined();
    expectLine('/items/0/license', 'error: item "one": "MIT License" is not an SPDX licence identifier', 'https://spdx.org/licenses/');
    expectLine('/items/1/id', 'id "one" is already used at', 'give each item its own id');
    expectLine('/items/1/date', '2025-02-30 is not a day of the calendar');
    expectLine('/items/1/license', 'the SPDX identifier is written "Apache-2.0": correct "apache-2.0"');
    expectLine('/items/2/repository', 'http://github.com/owner/two', 'https');
    expectLine('/items/2/license', 'warning: item "two": "GPL-2.0" is a deprecated SPDX identifier');
    expectLine('/items/3/publications/0', `the software item's publication "W0000000000" names no work`, 'add the work to publications.manual.json');
    expectLine('/items/3/kind', 'notebook');
    expectLine('/items/4/description/fr', 'missing the "fr" text');
  });

  it("follows a merged work's former id to the work, and fetch-publications would rewrite it", async () => {
    await replaceInFile(directory, 'publications.json', '"id": "W2741809807",', '"id": "W2741809807",\n      "mergedIds": ["W4000000001"],');
    await writeFile(join(directory, 'software.json'), file([item('one', '2025-01-02', { publications: ['W4000000001', 'W2741809807'] })]));
    const { content, problems } = await validateContent(directory);
    expect(formatRelative(directory, problems)).toEqual([]);
    expect((content?.collections.software as SoftwareFile).items[0]?.publications).toEqual(['W2741809807']);
    const rewrites = plannedRewrites(await contentReferences(directory), publicationIndex([{ id: 'W2741809807', mergedIds: ['W4000000001'] }], []));
    // The former id becomes the work's, and the work's own id after it goes: each work listed once, in its first place.
    expect(rewrites.map(({ reference, to }) => `${reference.file.slice(directory.length)} ${JSON.stringify(reference.jsonPath)} → ${to}`)).toEqual([
      '/software.json ["items",0,"publications",0] → W2741809807',
      '/software.json ["items",0,"publications",1] → null',
    ]);
  });
});

describe('softwareDataFiles', () => {
  const software: SoftwareFile = {
    items: [
      item('old-data', '2023-05-01', { kind: 'dataset' }),
      item('tool', '2024-01-10', { version: '1.0', publications: ['W1'], authors: ['Élodie Marchand', { family: 'Le Gall', given: 'Yann' }] }),
      item('new-tool', '2025-02-01', { name: text('New tool', 'Nouvel outil') }),
      item('nb', '2025-03-01', { kind: 'notebook' }),
    ] as SoftwareFile['items'],
  };
  const works = new Map([['W1', { neutralPath: '/publications/w1/', title: 'Paper one' }]]);
  const files = softwareDataFiles(software, ['en', 'fr'], { date: '2026-01-01', works });

  it('groups each language’s items by kind, in the kinds’ order, newest first, with papers, authors and BibTeX', () => {
    const page = files['software.fr'] as SoftwareData;
    expect(page.total).toBe(4);
    expect(page.groups.map((group) => [group.kind, group.items.map((entry) => entry.id)])).toEqual([
      ['software', ['new-tool', 'tool']],
      ['dataset', ['old-data']],
      ['notebook', ['nb']],
    ]);
    const tool = page.groups[0]?.items[1];
    expect(tool).toMatchObject({ name: 'Tool tool', description: 'À propos de tool', version: '1.0', authors: ['Élodie Marchand', 'Yann Le Gall'], papers: [{ neutralPath: '/publications/w1/', title: 'Paper one' }] });
    expect(tool?.bibtex).toMatch(/^@software\{tool,\n {2}author = \{Marchand, Élodie and Le Gall, Yann\},/);
    expect(page.groups[0]?.items[0]?.name).toBe('Nouvel outil');
  });

  it('gives the home section the newest three, and the downloads every citation', () => {
    expect((files['software-home.en'] as SoftwareHomeData).items.map((entry) => entry.id)).toEqual(['nb', 'new-tool', 'tool']);
    expect((files['software-home.en'] as SoftwareHomeData).total).toBe(4);
    const citations = files[softwareCitationsDataKey('en')] as { bibtex: string; ris: string; csl: string };
    expect(citations.bibtex.match(/^@\w+/gm)).toEqual(['@dataset', '@software', '@software', '@software']);
    expect(citations.ris.match(/^TY {2}- \w+/gm)).toEqual(['TY  - DATA', 'TY  - COMP', 'TY  - COMP', 'TY  - COMP']);
  });

  it('announces each release in the site feed, linked to its anchor', () => {
    expect(softwareBuild.feedEntries?.(files, 'en').find((entry) => entry.neutralPath === '/software/#tool')).toEqual({
      neutralPath: '/software/#tool',
      title: 'Tool tool 1.0',
      date: '2024-01-10',
      summary: 'About tool',
    });
  });

  it('lists each item on the pages of the works it implements', () => {
    const related = softwareRelatedToWorks(software, ['en', 'fr']);
    expect([...related.keys()]).toEqual(['W1']);
    expect(related.get('W1')?.en).toEqual({
      id: 'software',
      headingKey: 'software.relatedHeading',
      items: [{ id: 'tool', neutralPath: '/software/#tool', title: 'Tool tool', date: '2024-01-10', detail: '1.0', labelKey: 'software.kind.software' }],
    });
  });
});
