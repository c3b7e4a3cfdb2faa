import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OldSite } from '../old-site.ts';
import { alFolioReader } from './al-folio-reader.ts';

const fixture = fileURLToPath(new URL('../../../tests/fixtures/old-sites/al-folio/', import.meta.url));
const academicPagesFixture = fileURLToPath(new URL('../../../tests/fixtures/old-sites/academicpages/', import.meta.url));

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, readFileSync(path, 'latin1')];
      }),
  );
}

let site: OldSite;
let before: Record<string, string>;
beforeAll(async () => {
  before = snapshot(fixture);
  site = await alFolioReader.read(fixture);
});
const line = (file: string) => site.report.find((entry) => entry.file === file);

describe('alFolioReader', () => {
  it('recognises an al-folio site by its files, and not an academicpages one', async () => {
    expect(await alFolioReader.recognise(fixture)).toEqual(['_config.yml', '_bibliography/papers.bib', '_data/socials.yml']);
    expect(await alFolioReader.recognise(academicPagesFixture)).toBeNull();
  });

  it('reads the profile from _config.yml, _data/socials.yml, the about page and the CV page', () => {
    expect(site.profile).toMatchObject({
      name: 'Ingrid Solberg',
      subtitle: 'University of Bergen, Geophysical Institute',
      email: 'ingrid.solberg@uib.no',
      orcid: '0000-0002-1825-0097',
      photo: { path: 'images/prof_pic.jpg', alt: null },
      cvPdf: 'files/cv.pdf',
    });
    expect(site.profile.links).toEqual([
      { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
      { kind: 'scholar', url: 'https://scholar.google.com/citations?user=Xy3bQ0wAAAAJ' },
      { kind: 'github', url: 'https://github.com/isolberg' },
      { kind: 'x', url: 'https://x.com/ingrid_tides' },
    ]);
    expect(site.profile.about).toContain('internal waves [solberg2021waves](/publications/solberg2021waves/) shows');
    expect(site.profile.about).toContain('![Tidal currents](images/tides.png "Tidal currents in Fram Strait")');
    expect(site.profile.about).toContain('Read my [CV](files/cv.pdf)');
    expect(line('_data/socials.yml')?.detail).toContain('no kind in the new site for researchmap');
  });

  it('keeps the owner\'s bibliography without its front matter or al-folio\'s example entries', () => {
    expect(site.bibliography?.from).toEqual(['_bibliography/papers.bib']);
    expect(site.bibliography?.text.startsWith('@string{aps')).toBe(true);
    expect(site.bibliography?.text).toContain('@article{solberg2021waves,');
    expect(site.bibliography?.text).toContain('@inproceedings{hansen2019,');
    expect(site.bibliography?.text).not.toContain('einstein');
    expect(line('_bibliography/papers.bib')).toMatchObject({ outcome: 'changed', detail: expect.stringContaining("example entries left out: einstein1950meaning") });
  });

  it('imports the owner\'s posts with their fields, Liquid made Markdown', () => {
    expect(site.posts.map((post) => post.slug)).toEqual(['winter-school', 'tidal-waves']);
    const post = site.posts[1];
    expect(post).toMatchObject({ title: 'Tidal waves under the ice', date: '2023-05-01', summary: 'what a winter of mooring data told us', tags: ['oceans', 'modelling', 'fieldwork'] });
    expect(post?.body).toContain('April [solberg2021waves](/publications/solberg2021waves/), [hansen2019](/publications/hansen2019/).');
    expect(post?.body).toContain('![Sea ice at the mooring](images/sea-ice.jpg "The site in March")');
    expect(post?.body).toContain('![Tidal currents](images/tides.png)');
    expect(post?.body).toContain("Last year's [winter school](/posts/winter-school/)");
    expect(post?.body).toContain('```liquid\n{{ page.title }}\n```');
    expect(post?.body).not.toContain('video.liquid');
    expect(line('_posts/2023-05-01-tidal-waves.md')?.detail).toMatch(/line 18: \{% include video\.liquid .* removed: no Markdown equivalent; line 26: \{\{ page\.title \}\} removed/);
  });

  it('redirects every address the old site served to the new page', () => {
    expect(site.redirects).toEqual(
      expect.arrayContaining([
        { from: '/blog/2023/tidal-waves/', to: '/posts/tidal-waves/' },
        { from: '/talks-and-travel/winter-school.html', to: '/posts/winter-school/' },
        { from: '/talks-and-travel/winter-school', to: '/posts/winter-school/' },
        { from: '/blog/', to: '/posts/' },
        { from: '/news/2024-01-award.html', to: '/news/' },
        { from: '/projects/sea-ice.html', to: '/projects/' },
        { from: '/teaching/ocean-dynamics/', to: '/teaching/' },
      ]),
    );
    expect(site.redirects.map((redirect) => redirect.from)).not.toContain('/outreach/');
  });

  it('leaves out demo content, drafts, hidden files and broken files, each named with the reason', () => {
    expect(line('_posts/2015-03-15-formatting-and-links.md')).toMatchObject({ outcome: 'left out', detail: expect.stringContaining('demo content al-folio ships') });
    expect(line('_news/announcement_1.md')?.outcome).toBe('left out');
    expect(line('_projects/1_project.md')?.outcome).toBe('left out');
    expect(line('_teachings/introduction-to-machine-learning.md')?.outcome).toBe('left out');
    expect(line('_posts/2024-02-01-unfinished.md')).toEqual({ file: '_posts/2024-02-01-unfinished.md', outcome: 'left out', detail: 'draft (published: false)' });
    expect(line('_drafts/a-new-idea.md')?.detail).toBe('draft (in _drafts/)');
    expect(line('_posts/_template.md')?.detail).toContain('starts with "." or "_"');
    expect(line('_posts/2024-01-10-broken-front-matter.md')?.detail).toMatch(/^line 4: the front matter is not YAML \(Missing closing "quote\)/);
    expect(line('_posts/2023-02-30-impossible-day.md')?.detail).toBe('file name: the date 2023-02-30 does not exist: write a real day as YYYY-MM-DD');
    expect(line('_posts/2022-03-01-on-medium.md')?.detail).toBe('it only sends readers to https://medium.com/@isolberg/why-moorings-fail-3f2a; link to it from a post or page of your own');
  });

  it('names every file it read once', () => {
    const files = site.report.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('imports news, projects, courses and the owner\'s own page', () => {
    expect(site.news).toEqual([
      { date: '2023-06-12', text: 'Our project on Arctic tides was funded by the [Research Council of Norway](https://www.forskningsradet.no/).' },
      { date: '2024-01-20', text: "**Young investigator award** I received the society's young investigator award." },
    ]);
    expect(site.projects).toEqual([
      { slug: 'sea-ice', title: 'Sea ice and tides', description: 'How tides break up the ice pack', url: null, image: 'images/sea-ice.jpg', body: 'A three-year project with the Norwegian Polar Institute.' },
    ]);
    expect(site.courses).toEqual([
      { slug: 'geof-213', title: 'Ocean Dynamics', institution: 'University of Bergen', role: null, level: null, when: 'Spring 2024', description: 'Rotating fluids, waves and the general circulation.', url: null },
    ]);
    expect(site.pages).toEqual([{ slug: 'outreach', title: 'Outreach', body: expect.stringContaining('[winter school notes](/posts/winter-school/)') }]);
    expect(line('_pages/repositories.md')?.outcome).toBe('left out');
    expect(line('_pages/publications.md')?.detail).toBe('list page: the new site makes its own at /publications/');
  });

  it('reads the RenderCV data, naming the entry whose start it cannot read', () => {
    expect(site.experience).toEqual([
      { title: 'Associate Professor', organization: 'University of Bergen', location: 'Bergen, Norway', start: '2021-08', end: null, summary: null, bullets: ['Leads the Arctic tides group'] },
    ]);
    expect(site.education).toEqual([{ title: 'PhD in Physical Oceanography', organization: 'University of Oslo', location: null, start: '2014', end: '2018', summary: null, bullets: [] }]);
    expect(line('_data/cv.yml')?.detail).toContain('section "experience" entry 2: start date "autumn 2018" is not YYYY');
  });

  it('copies every file the imported things use, and never changes the old site', () => {
    expect(site.assets).toEqual(
      expect.arrayContaining([
        { from: 'assets/img/prof_pic.jpg', to: 'images/prof_pic.jpg' },
        { from: 'assets/img/tides.png', to: 'images/tides.png' },
        { from: 'assets/img/sea-ice.jpg', to: 'images/sea-ice.jpg' },
        { from: 'assets/pdf/cv.pdf', to: 'files/cv.pdf' },
      ]),
    );
    expect(site.assets).toHaveLength(4);
    expect(snapshot(fixture)).toEqual(before);
  });
});

describe('alFolioReader on a _config.yml that does not parse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'al-folio-bad-config-'));
  beforeAll(() => writeFileSync(join(dir, '_config.yml'), 'title: blank\npermalink: /blog/:year/:title/\n  collections: [news\n'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops the import, naming the file and the line', async () => {
    await expect(alFolioReader.read(dir)).rejects.toThrow(/^_config\.yml, line \d+: .+ Fix the YAML there/);
  });
});
