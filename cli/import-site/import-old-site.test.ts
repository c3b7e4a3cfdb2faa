import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { TestContext } from 'vitest';
import { createOwnerRepository } from '../owner-repository/create-owner-repository.ts';
import { fakeReader, sampleOldSite, writeSampleFiles } from './old-site.fixture.ts';
import type { OldSite, SiteReader } from './old-site.ts';
import { importOldSite } from './import-old-site.ts';

const always = async () => true;
const never = async () => false;

async function setUp({ onTestFinished }: TestContext): Promise<{ oldSite: string; target: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'portfolio-from-'));
  onTestFinished(() => rm(parent, { recursive: true, force: true }));
  const oldSite = join(parent, 'old-site');
  await writeSampleFiles(oldSite);
  return { oldSite, target: join(parent, 'new-site') };
}

/** Every file of a folder with its bytes and modification time, to show that nothing in it changed. */
async function snapshot(directory: string): Promise<Record<string, string>> {
  const names = (await readdir(directory, { recursive: true })).sort();
  const entries = await Promise.all(names.map(async (name) => {
    const path = join(directory, name);
    const info = await stat(path);
    return [name, info.isFile() ? `${info.mtimeMs} ${(await readFile(path)).toString('base64')}` : 'folder'] as const;
  }));
  return Object.fromEntries(entries);
}

function moveHere(target: string, oldSite: string, readers: readonly SiteReader[], tool: OldSite['tool'] | null = null) {
  return createOwnerRepository(target, (contentDirectory) =>
    importOldSite(
      contentDirectory,
      { oldSiteDir: oldSite, tool, options: { languages: ['en'], authorIds: [], orcid: null, schemaDirectory: '../node_modules/researcher-portfolio/schemas' } },
      { readers, now: () => new Date('2026-11-28T10:00:00Z'), importInto: null },
    ),
  );
}

describe.concurrent('importing an old site', { timeout: 60_000 }, () => {
  it('writes a content folder that validates, copies its files and keeps the report, leaving the old site untouched', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const before = await snapshot(oldSite);
    const outcome = await moveHere(target, oldSite, [fakeReader('al-folio', always)]);
    expect(outcome.ok ? outcome.warnings.filter((warning) => /error/.test(warning)) : outcome.errors).toEqual([]);
    expect(await snapshot(oldSite)).toEqual(before);
    const content = join(target, 'content');
    expect((await readdir(content, { recursive: true })).sort()).toEqual([
      'education.json', 'experience.json', 'files', 'files/agu.pdf', 'files/cv.pdf', 'images', 'images/posts', 'images/posts/whale.svg', 'images/projects', 'images/projects/sonar.svg',
      'news.json', 'pages', 'pages/about.md', 'pages/deep-listening.md', 'pages/outreach.md', 'posts', 'posts/field-notes.md', 'posts/whale-songs.md', 'projects.md',
      'publications.json', 'publications.manual.json', 'redirects.json', 'site.json', 'talks.json', 'teaching.json',
    ]);
    expect(await readFile(join(content, 'images/posts/whale.svg'), 'utf8')).toBe(await readFile(join(oldSite, 'assets/img/whale.svg'), 'utf8'));
    const report = await readFile(join(target, 'import-report.md'), 'utf8');
    expect(outcome.summary).toBe(report);
    expect(report).toContain('Written: 2 posts, 3 pages, 2 hand-kept works, 0 bibliography files, 1 news, 2 talks, 1 courses, 1 projects, 1 experience, 1 education, 4 files copied, 4 redirects.');
    expect(report).toContain('Old files: 1 imported, 1 changed, 1 left out.');
    expect(report).toContain('| _posts/2015-03-15-formatting-and-links.md | left out | demo content al-folio ships |');
    expect(report).toContain('| /blog/2022/field-notes.html | /posts/field-notes/ |');
    expect(report).toContain('- [ ] posts/field-notes.md: its summary is its first words; write one sentence.');
  });

  it('leaves out a post validation refuses, and its redirect, keeping every other one', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const site = sampleOldSite();
    const [first, ...rest] = site.posts;
    const broken = { ...site, posts: [{ ...first!, body: 'They sing.\n\n<div class="video">raw HTML</div>\n' }, ...rest] };
    const outcome = await moveHere(target, oldSite, [fakeReader('al-folio', always, broken)]);
    expect(outcome.ok).toBe(true);
    expect(existsSync(join(target, 'content/posts/whale-songs.md'))).toBe(false);
    expect(existsSync(join(target, 'content/posts/field-notes.md'))).toBe(true);
    const report = await readFile(join(target, 'import-report.md'), 'utf8');
    expect(report).toMatch(/- posts\/whale-songs\.md left out: .*HTML/);
    expect(report).toContain('- redirect /blog/2023/whale-songs/ → /posts/whale-songs/ left out: its page was not imported');
  });

  it('leaves out a profile photo that is no image, and its file, keeping the rest of the profile', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const site = sampleOldSite();
    const withPhoto = { ...site, profile: { ...site.profile, photo: { path: 'images/portrait.jpg', alt: null } }, assets: [...site.assets, { from: 'assets/img/whale.svg', to: 'images/portrait.jpg' }] };
    const outcome = await moveHere(target, oldSite, [fakeReader('al-folio', always, withPhoto)]);
    expect(outcome.ok).toBe(true);
    const siteJson = JSON.parse(await readFile(join(target, 'content/site.json'), 'utf8')) as { profile: Record<string, unknown> };
    expect(siteJson.profile.photo).toBeUndefined();
    expect(siteJson.profile.cv).toBe('files/cv.pdf');
    expect(existsSync(join(target, 'content/images/portrait.jpg'))).toBe(false);
    const report = await readFile(join(target, 'import-report.md'), 'utf8');
    expect(report).toMatch(/- site\.json \/profile\/photo\/path left out: content\/images\/portrait\.jpg is not a JPEG, PNG or WebP image/);
  });

  it('runs the import of the sources site.json names once, keeping its publications.json when a retry rewrites the rest', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const site = sampleOldSite();
    const [first, ...rest] = site.posts;
    const broken = { ...site, posts: [{ ...first!, body: '<div>raw HTML</div>\n' }, ...rest] };
    const imports: string[] = [];
    const outcome = await createOwnerRepository(target, (contentDirectory) =>
      importOldSite(
        contentDirectory,
        { oldSiteDir: oldSite, tool: null, options: { languages: ['en'], authorIds: ['A5000000001'], orcid: null, schemaDirectory: '../schemas' } },
        {
          readers: [fakeReader('al-folio', always, broken)],
          now: () => new Date('2026-11-28T10:00:00Z'),
          importInto: async (directory) => {
            const file = join(directory, 'publications.json');
            const written = JSON.parse(await readFile(file, 'utf8')) as { items: Array<{ id: string }> };
            const siteJson = JSON.parse(await readFile(join(directory, 'site.json'), 'utf8')) as { publications: { sources: Array<{ openalex?: { authors: string[] } }> } };
            imports.push(...siteJson.publications.sources.flatMap((source) => source.openalex?.authors ?? []));
            await writeFile(file, JSON.stringify({ ...written, updated_at: '2026-11-28T11:00:00.000Z' }));
            return { ok: true, summary: 'Imported 0 works from OpenAlex.\n', warnings: [] };
          },
        },
      ),
    );
    expect(outcome.ok).toBe(true);
    expect(imports).toEqual(['A5000000001']);
    expect(outcome.summary?.startsWith('Imported 0 works from OpenAlex.\n# Moved here from al-folio')).toBe(true);
    expect(await readFile(join(target, 'content/publications.json'), 'utf8')).toContain('"updated_at":"2026-11-28T11:00:00.000Z"');
  });

  it('writes nothing when what fails validation is not a post, a page, a redirect or the photo or CV, naming the file and the fix', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const site = sampleOldSite();
    const outcome = await moveHere(target, oldSite, [fakeReader('al-folio', always, { ...site, assets: site.assets.filter((asset) => asset.to !== 'files/agu.pdf') })]);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors[0]).toMatch(/^content\/talks\.json:\d+:\d+ {2}\/items\/0\/slides {2}error: .*files\/agu\.pdf/);
    expect(outcome.errors.at(-1)).toBe('The imported content does not validate (above). Nothing was written.');
    expect(existsSync(target)).toBe(false);
  });

  it('says what it looked for when no reader recognises the folder, and asks for --from-tool when several do', async (context) => {
    const { expect } = context;
    const { oldSite, target } = await setUp(context);
    const none = await moveHere(target, oldSite, [fakeReader('al-folio', never), fakeReader('hugo-blox', never)]);
    expect(none.ok ? [] : none.errors[0]).toContain(`${oldSite} is no site of a tool the product knows. It looked for:\n  - al-folio: _config.yml`);
    const both = await moveHere(target, oldSite, [fakeReader('al-folio', always), fakeReader('academicpages', always)]);
    expect(both.ok ? [] : both.errors).toEqual([`${oldSite} looks like the site of several tools: al-folio (al-folio-telltale); academicpages (academicpages-telltale). Say which it is with --from-tool al-folio|academicpages. Nothing was written.`]);
    const forced = await moveHere(target, oldSite, [fakeReader('al-folio', always), fakeReader('academicpages', never)], 'academicpages');
    expect(forced.ok).toBe(true);
    expect(await readFile(join(target, 'import-report.md'), 'utf8')).toMatch(/^# Moved here from academicpages\n/);
  });
});
