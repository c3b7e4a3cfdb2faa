import { cp, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OldSite } from '../old-site.ts';
import { createHugoBloxReader } from './hugo-blox-reader.ts';
import { HugoSiteError } from './hugo-config.ts';

const fixture = path.resolve(import.meta.dirname, '../../../tests/fixtures/old-sites/hugo-blox');
const reader = createHugoBloxReader({ today: () => new Date('2026-01-01T00:00:00Z') });

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await readdir(dir, { recursive: true });
  const entries = await Promise.all(files.map(async (file) => ((await stat(path.join(dir, file))).isFile() ? [[file, await readFile(path.join(dir, file), 'latin1')] as const] : [])));
  return new Map(entries.flat());
}

let site: OldSite;
let before: Map<string, string>;
beforeAll(async () => {
  before = await snapshot(fixture);
  site = await reader.read(fixture);
});

const outcome = (file: string) => site.report.filter((line) => line.file === file);

describe('hugoBloxReader.recognise', () => {
  it('knows a Hugo Blox site by its configuration, its module and its author file', async () => {
    expect(await reader.recognise(fixture)).toEqual(['config/_default/hugo.yaml', 'go.mod', 'content/authors/admin/_index.md']);
  });

  it('says no to a folder without a Hugo configuration', async () => {
    expect(await reader.recognise(path.join(fixture, 'content'))).toBeNull();
  });
});

describe('hugoBloxReader.read: the owner', () => {
  it('reads the profile from the admin author, links by their address, the avatar and the CV', () => {
    expect(site.profile).toEqual({
      name: 'Mariana Okafor',
      subtitle: 'Associate Professor of Physical Oceanography',
      affiliation: 'University of Bergen',
      email: 'mariana.okafor@uib.no',
      location: null,
      about: 'I study how **ocean waves** break and mix the coastal ocean.\n\nDownload my CV.',
      interests: ['Ocean waves', 'Coastal mixing'],
      photo: { path: 'images/profile.jpg', alt: null },
      orcid: '0000-0002-1825-0097',
      links: [
        { kind: 'github', url: 'https://github.com/mokafor' },
        { kind: 'scholar', url: 'https://scholar.google.com/citations?user=OkAfOr0AAAAJ' },
        { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
        { kind: 'mastodon', url: 'https://fediscience.org/@mokafor' },
      ],
      cvPdf: 'files/cv.pdf',
    });
    expect(site.assets).toEqual(expect.arrayContaining([{ from: 'content/authors/admin/avatar.jpg', to: 'images/profile.jpg' }, { from: 'static/uploads/cv.pdf', to: 'files/cv.pdf' }]));
  });

  it('takes experience from the author file and the experience widget, education with its dates checked', () => {
    expect(site.experience).toEqual([
      { title: 'Associate Professor', organization: 'University of Bergen', location: null, start: '2019-08-01', end: null, summary: 'Leads the coastal dynamics group.', bullets: ['Teaches GEOF-213', 'Runs the wave tank'] },
      { title: 'Postdoctoral Researcher', organization: 'Scripps Institution of Oceanography', location: 'La Jolla, California', start: '2015-01-01', end: '2019-07-31', summary: 'Field campaigns on the inner shelf.', bullets: [] },
    ]);
    expect(site.education).toEqual([{ title: 'PhD Physical Oceanography', organization: 'University of Cape Town', location: null, start: '2010-02-01', end: '2014-11-30', summary: null, bullets: [] }]);
    expect(outcome('content/authors/admin/_index.md')).toEqual([
      {
        file: 'content/authors/admin/_index.md',
        outcome: 'changed',
        detail: 'profile, about, links, experience and education; link http://scholar.google.com/citations?user=OkAfOr0AAAAJ changed to https://; {{< icon >}} removed: no equivalent; {{< staticref >}} removed: no equivalent; education[1] (MSc Applied Mathematics) left out: 2010-02-30 does not exist: check the day and month',
      },
    ]);
  });
});

describe('hugoBloxReader.read: the works', () => {
  it('maps YAML (Wowchemy codes) and TOML (CSL names) publications, the owner named for admin and me', () => {
    expect(site.publications).toEqual([
      {
        slug: 'tidal-mixing', title: 'Tidal mixing in Norwegian fjords', date: '2019-06-10', year: 2019, venue: 'Proceedings of the Coastal Dynamics Conference',
        authors: ['Mariana Okafor', 'Ingrid Dahl'], abstract: 'Mixing rates from two summers of microstructure profiles.', doi: '10.5555/cdc.2019.42',
        url: null, pdf: 'files/publications/tidal-mixing.pdf', category: 'conference', bibtex: null,
      },
      {
        slug: 'wave-breaking', title: 'Wave breaking on a sloping beach', date: '2021-03-15', year: 2021, venue: 'Journal of Physical Oceanography, 51(3)',
        authors: ['Mariana Okafor', 'Jonas Lie'], abstract: 'We measure the energy lost as waves break on a 1:20 slope.', doi: '10.1175/JPO-D-20-0123.1',
        url: null, pdf: 'https://mokafor.github.io/papers/wave-breaking.pdf', category: 'article', bibtex: expect.stringMatching(/^@article\{wave-breaking,\n {2}title = \{Wave breaking on a sloping beach\},/),
      },
    ]);
    expect(site.assets).toContainEqual({ from: 'content/publication/tidal-mixing/tidal-mixing.pdf', to: 'files/publications/tidal-mixing.pdf' });
  });

  it('joins the cite.bib files into the bibliography, each keyed by its page slug', () => {
    expect(site.bibliography?.from).toEqual(['content/publication/wave-breaking/cite.bib']);
    expect(site.bibliography?.text).toContain('@article{wave-breaking,');
    expect(site.bibliography?.text).toContain('pages = {801--815}');
    expect(outcome('content/publication/wave-breaking/cite.bib')[0]?.detail).toBe("into the bibliography, its key okafor2021breaking → wave-breaking (the page's slug, so the work keeps one id)");
  });

  it('names the links a publication has no place for', () => {
    expect(outcome('content/publication/wave-breaking/index.md')[0]?.detail).toBe('publication → /publications/wave-breaking/; links without a place in a publication, not kept: code https://github.com/mokafor/breaking; its page text not kept: a publication has no place for it; move what matters into the abstract');
  });
});

describe('hugoBloxReader.read: posts, talks, projects, pages', () => {
  it('converts a post bundle: shortcodes, its images and its featured image', () => {
    expect(site.posts).toEqual([
      {
        slug: 'ocean-waves', title: 'Measuring ocean waves with a pressure sensor', date: '2023-05-01', summary: 'How a cheap pressure sensor gives wave heights.', tags: ['sensors', 'waves'],
        body: [
          '![Measuring ocean waves with a pressure sensor](images/posts/ocean-waves/featured.jpg)', '![The wave tank in Bergen](images/posts/ocean-waves/tank.png)', '*The wave tank in Bergen*', '> The data are open.', '$$H_s = 4\\sqrt{m_0}$$',
          '[Video on YouTube](https://www.youtube.com/watch?v=dQw4w9WgXcQ)', 'As shown in [Wave breaking on a sloping beach](/publications/wave-breaking/), breaking matters.',
          '```go\n{{</* figure src="not-a-shortcode.png" */>}}\n```',
        ].join('\n\n'),
      },
    ]);
    expect(outcome('content/post/ocean-waves/index.md')[0]?.detail).toContain('{{< gist >}} removed: no equivalent');
  });

  it('reads a TOML talk, its type from its tags, and says its Markdown deck stays behind', () => {
    expect(site.talks).toEqual([
      {
        slug: 'agu-2023', title: 'Invited: Breaking waves and coastal mixing', event: 'AGU Fall Meeting 2023', date: '2023-12-12', location: 'San Francisco, CA', type: 'invited',
        url: 'https://www.agu.org/fall-meeting', slides: 'https://mokafor.github.io/slides/agu2023.pdf', video: 'https://www.youtube.com/watch?v=abc123', abstract: 'What wave breaking does to the coastal ocean.',
      },
    ]);
    expect(outcome('content/talk/agu-2023/index.md')[0]).toMatchObject({ outcome: 'changed', detail: expect.stringContaining('Markdown slides "agu-deck"') });
  });

  it('reads a project with its featured image, and an own page (renamed off the address the new site keeps for teaching)', () => {
    expect(site.projects).toEqual([
      {
        slug: 'coastal-sensors', title: 'Coastal Sensors', description: 'Low-cost pressure sensors for wave monitoring.', url: 'https://github.com/mokafor/coastal-sensors',
        image: 'images/projects/coastal-sensors.png', body: 'We build open hardware for wave measurements.\n\nAssembly guide and data.',
      },
    ]);
    expect(site.pages).toEqual([
      { slug: 'my-cv', title: 'Curriculum vitae', body: 'My CV as a [PDF](/files/cv.pdf).' },
      { slug: 'my-teaching', title: 'Teaching', body: 'I teach GEOF-213 *Ocean Waves* each autumn.' },
    ]);
    expect(outcome('content/teaching.md')[0]?.detail).toMatch(/^page → \/my-teaching\/; publish date 2030-01-01 is in the future: Hugo held it back; imported now; slug teaching → my-teaching: its address \/teaching\/ is /);
  });
});

describe('hugoBloxReader.read: addresses and the report', () => {
  it('redirects every old address: permalinks, aliases, url:, sections and the author page', () => {
    expect(site.redirects).toEqual([
      { from: '/2023/05/measuring-ocean-waves-with-a-pressure-sensor/', to: '/posts/ocean-waves/' },
      { from: '/blog/pressure-waves/', to: '/posts/ocean-waves/' },
      { from: '/2023/05/pressure-sensor/', to: '/posts/ocean-waves/' },
      { from: '/project/coastal-sensors/', to: '/projects/' },
      { from: '/publication/tidal-mixing/', to: '/publications/tidal-mixing/' },
      { from: '/publication/wave-breaking/', to: '/publications/wave-breaking/' },
      { from: '/publication/breaking-waves/', to: '/publications/wave-breaking/' },
      { from: '/talk/agu-2023/', to: '/talks/' },
      { from: '/courses/', to: '/my-teaching/' },
      { from: '/post/', to: '/posts/' },
      { from: '/project/', to: '/projects/' },
      { from: '/publication/', to: '/publications/' },
      { from: '/talk/', to: '/talks/' },
      { from: '/authors/admin/', to: '/' },
      { from: '/author/admin/', to: '/' },
    ]);
  });

  it('never redirects from an address the new site serves itself', () => {
    expect(site.redirects.map((redirect) => redirect.from)).not.toContain('/cv/');
  });

  it('leaves out demo content, drafts, hidden files and bad files, each named with why, and goes on', () => {
    const leftOut = Object.fromEntries(site.report.filter((line) => line.outcome === 'left out').map((line) => [line.file, line.detail]));
    expect(leftOut).toEqual({
      'content/_index.md': 'a list or landing page: the new site builds its own lists and home page',
      'content/post/_scratch.md': 'its name starts with "." or "_": Hugo does not publish it',
      'content/post/broken.md': 'front matter does not parse at line 5: Flow sequence in block collection must be sufficiently indented and end with a ]. Fix it and import again',
      'content/post/draft-notes.md': 'draft (draft: true)',
      'content/post/ocean-waves/index.fr.md': "a translation (fr): the import reads the site's default language; add it to the new site's other language by hand",
      'content/post/leap.md': 'front matter does not parse at line 3: 2023-02-30 does not exist: check the day and month. Fix it and import again',
      'content/publication/ice-shelf/index.md': 'line 4: date: 2020-13-01 does not exist: check the day and month. Fix it and import again',
      'content/publication/ice-shelf/cite.bib': 'its publication page content/publication/ice-shelf/index.md was left out',
      'content/project/internal-project/index.md': 'demo content Hugo Blox ships ("Internal Project")',
      'content/publication/conference-paper/index.md': 'demo content Hugo Blox ships ("An example conference paper")',
      'content/talk/example/index.md': 'demo content Hugo Blox ships ("Example Talk")',
    });
  });

  it('names every Markdown file of the site once', () => {
    const markdown = [...before.keys()].filter((file) => file.endsWith('.md')).sort();
    expect(site.report.filter((line) => line.file.endsWith('.md')).map((line) => line.file).sort()).toEqual(markdown);
  });

  it('modifies nothing in the old site', async () => {
    expect(await snapshot(fixture)).toEqual(before);
  });
});

describe('hugoBloxReader.read: two files for one name', () => {
  let clash: string;
  beforeAll(async () => {
    clash = await mkdtemp(path.join(tmpdir(), 'hugo-blox-'));
    await cp(fixture, clash, { recursive: true });
    await writeFile(path.join(clash, 'content/post/ocean-waves/cv.pdf'), '%PDF-1.4 another');
    await writeFile(path.join(clash, 'content/post/ocean-waves/index.md'), '---\ntitle: Waves\ndate: 2023-05-01\n---\n[slides](cv.pdf)\n');
  });
  afterAll(() => rm(clash, { recursive: true, force: true }));

  it('copies the first and names the other', async () => {
    const read = await reader.read(clash);
    expect(read.assets.filter((asset) => asset.to === 'files/cv.pdf')).toEqual([{ from: 'static/uploads/cv.pdf', to: 'files/cv.pdf' }]);
    expect(read.report).toContainEqual({
      file: 'content/post/ocean-waves/cv.pdf',
      outcome: 'left out',
      detail: 'static/uploads/cv.pdf has the same name and is copied to files/cv.pdf: rename one, copy this one by hand and fix its links',
    });
  });
});

describe('hugoBloxReader.read: a configuration that does not parse', () => {
  let broken: string;
  beforeAll(async () => {
    broken = await mkdtemp(path.join(tmpdir(), 'hugo-blox-'));
    await cp(fixture, broken, { recursive: true });
    await writeFile(path.join(broken, 'config/_default/params.toml'), '[appearance]\ntheme_day = "minimal"\ntheme_night = = "dark"\n');
  });
  afterAll(() => rm(broken, { recursive: true, force: true }));

  it('stops with the file and line', async () => {
    await expect(reader.read(broken)).rejects.toThrow(HugoSiteError);
    await expect(reader.read(broken)).rejects.toThrow(/^config\/_default\/params\.toml:3: /);
  });
});
