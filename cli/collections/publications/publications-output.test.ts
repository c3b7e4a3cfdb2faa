import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { publicationDevFile, writePublicationsOutput } from './publications-output.ts';

let contentDir: string;

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'portfolio-dev-files-'));
  await mkdir(join(contentDir, 'papers'));
});

afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

const data = {
  publications: { items: [{ id: 'W1', mergedIds: ['W0'] }, { id: 'W2' }] },
  'publication.w1': { key: 'w1', bibtex: '@article{w1}\n', manuscript: '/publications/w1/w1.pdf' },
  'publication.w2': { key: 'w2' },
};

describe("portfolio dev: the publications' files beside their pages", () => {
  it("serves a paper's .bib from its data file", () => {
    expect(publicationDevFile('/publications/w1/w1.bib', data, contentDir)).toEqual({ text: '@article{w1}\n', contentType: 'application/x-bibtex; charset=utf-8' });
  });

  it("serves the owner's manuscript from content/papers/, under a former key's name while it is not renamed", async () => {
    await writeFile(join(contentDir, 'papers', 'w0.pdf'), '%PDF-1.4\n');
    expect(publicationDevFile('/publications/w1/w1.pdf', data, contentDir)).toEqual({ file: join(contentDir, 'papers', 'w0.pdf') });
    await writeFile(join(contentDir, 'papers', 'w1.pdf'), '%PDF-1.4\n');
    expect(publicationDevFile('/publications/w1/w1.pdf', data, contentDir)).toEqual({ file: join(contentDir, 'papers', 'w1.pdf') });
  });

  it('serves nothing for a work without that file, an unknown work or another path', () => {
    for (const path of ['/publications/w2/w2.bib', '/publications/w2/w2.pdf', '/publications/w9/w9.bib', '/publications/w1/w2.bib', '/fr/publications/w1/w1.bib', '/posts/w1/w1.bib']) {
      expect(publicationDevFile(path, data, contentDir), path).toBeUndefined();
    }
  });
});

describe("the publications' downloads and feeds, made from named inputs", () => {
  it("are named by publications.json's hash when the build gives it, else by the works themselves", async () => {
    const named: string[][] = [];
    const output = { outDir: contentDir, contentDir, risRecords: {}, site: { siteUrl: 'https://example.org', languages: ['en', 'fr'], defaultLanguage: 'en', profile: { name: 'A' } } as unknown as SiteConfig };
    const writeFiles = async (_name: string, inputs: readonly string[]) => void named.push([...inputs]);
    const works = { publications: { ...data.publications, updated_at: '2026-11-30' }, 'publication.w1': { key: 'w1', bibtex: '@article{w1}\n' } };
    await writePublicationsOutput(works, { ...output, writeFiles, dataSources: { publications: 'h1' } });
    expect(named.map((inputs) => inputs[0])).toEqual(['publications.json h1', 'publications.json h1']);
    expect(named[0]).toEqual(['publications.json h1', 'en,fr']);
    named.length = 0;
    await writePublicationsOutput(works, { ...output, writeFiles });
    expect(named.map((inputs) => inputs[0])).toEqual([JSON.stringify(data.publications.items), JSON.stringify(data.publications.items)]);
  });
});
