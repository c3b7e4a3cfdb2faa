import { describe, expect, it } from 'vitest';
import { productStrings } from '../../content/product-strings.ts';
import { sampleOldSite } from '../old-site.fixture.ts';
import type { OldSite } from '../old-site.ts';
import { planContent } from './content-plan.ts';
import type { ImportOptions } from './site-file.ts';

const now = new Date('2026-11-28T10:00:00Z');
const english: ImportOptions = { languages: ['en'], authorIds: [], orcid: null, schemaDirectory: '../schemas' };

async function plan(site: OldSite = sampleOldSite(), options: ImportOptions = english) {
  const result = planContent(site, options, await productStrings(), now);
  const file = (path: string) => result.files.find((each) => each.path === path)?.text;
  const json = <T = Record<string, unknown>>(path: string): T => JSON.parse(file(path) ?? 'null') as T;
  return { ...result, file, json, paths: result.files.map((each) => each.path) };
}

describe('the content an old site becomes', () => {
  it('writes a file per kind the old site has, and only those', async () => {
    const { paths } = await plan();
    expect(paths).toEqual([
      'site.json', 'publications.json', 'publications.manual.json', 'news.json', 'talks.json', 'teaching.json', 'experience.json', 'education.json', 'projects.md',
      'posts/whale-songs.md', 'posts/field-notes.md', 'pages/outreach.md', 'pages/deep-listening.md', 'pages/about.md', 'redirects.json',
    ]);
  });

  it('makes site.json’s profile from the old one: initials, links (email first, http made https, unknown kinds labelled), cv, keywords', async () => {
    const { json, notes } = await plan();
    const site = json('site.json');
    expect(site).toMatchObject({ format: 2, languages: ['en'], defaultLanguage: 'en', siteUrl: 'https://example.org', publications: { sources: [], exclude: [] } });
    expect(site.profile).toMatchObject({
      name: 'Ada Quintero-Lovelace',
      initials: 'AQ',
      subtitle: { en: 'Postdoctoral researcher in ocean acoustics' },
      about: { en: 'I study how sound travels in the ocean.' },
      affiliation: 'Institut de la Mer',
      email: 'ada@example.org',
      orcid: '0000-0002-1825-0097',
      cv: 'files/cv.pdf',
      researchKeywords: { en: ['ocean acoustics', 'signal processing'] },
      links: [
        { kind: 'email', url: 'mailto:ada@example.org' },
        { kind: 'scholar', url: 'https://scholar.google.com/citations?user=abc' },
        { kind: 'x', url: 'https://twitter.com/ada' },
        { kind: 'inspire', url: 'https://inspirehep.net/authors/1', label: 'inspire' },
        { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
      ],
    });
    expect(notes.toCheck).toContain('The x link is now https://twitter.com/ada (was http://twitter.com/ada): check that it opens.');
  });

  it('keeps the whole about text as a page when it is longer than the paragraph site.json holds', async () => {
    const { file } = await plan();
    expect(file('pages/about.md')).toBe('---\ntitle: About\nnav: true\n---\n\nI study how sound travels in the ocean.\n\nBefore that I built **sonar** arrays.\n');
  });

  it('writes posts with our front matter, a slug an address can be, a summary from the first words, and leaves out an impossible day', async () => {
    const { file, notes } = await plan();
    expect(file('posts/whale-songs.md')).toBe('---\ntitle: Whale songs\ndate: 2023-05-01\nsummary: What whales say.\ntags:\n  - whales\n---\n\nThey sing.\n\n![A humpback whale](/images/posts/whale.svg)\n');
    expect(file('posts/field-notes.md')).toContain('summary: A week at sea with a hydrophone array and very little sleep.\n');
    expect(notes.changes).toContain('post Field_Notes is now /posts/field-notes/ (an address takes lower-case letters, digits and hyphens)');
    expect(notes.changes).toContain('post "Impossible day" left out: its date 2022-02-30 is not a day of the calendar');
  });

  it('asks for the alt text of every image that has none', async () => {
    const site = sampleOldSite();
    const { notes } = await plan({ ...site, pages: [{ slug: 'gallery', title: 'Gallery', body: '![](/images/a.png)\n\n![ ](/images/b.png)\n' }] });
    expect(notes.toCheck).toContain('pages/gallery.md: 2 images have no alt text; describe each in its ![…].');
  });

  it('makes hand-kept works with the slug as id, parts of a "Family, Given" name, a bare DOI, and a search link for a work without an address', async () => {
    const { json, notes } = await plan();
    const [paper, thesis] = json<{ items: Array<Record<string, unknown>> }>('publications.manual.json').items;
    expect(paper).toMatchObject({ id: '2020-sound-speed', doi: '10.1234/joa.2020.1', url: 'https://doi.org/10.1234/joa.2020.1', year: 2020, date: '2020-03-01', authors: [{ family: 'Quintero-Lovelace', given: 'Ada' }, 'Bo Chen'], category: 'article' });
    expect(thesis).toMatchObject({ id: 'thesis', url: 'https://scholar.google.com/scholar?q=Listening%20to%20the%20deep', year: 2018, category: 'thesis' });
    expect(notes.toCheck.some((line) => line.includes('"Listening to the deep": the old site gave no address'))).toBe(true);
    const publications = json<{ updated_at: string; items: Array<{ id: string }> }>('publications.json');
    expect(publications.updated_at).toBe('2026-11-28T10:00:00.000Z');
    expect(publications.items.map((item) => item.id)).toEqual(['2020-sound-speed', 'thesis']);
  });

  it('writes news, talks, courses and timelines in the content’s vocabulary, reporting what it guessed or left out', async () => {
    const { json, notes } = await plan();
    expect(json('news.json')).toMatchObject({ items: [{ id: '2024-01-15-our-paper-on-sound', date: '2024-01-15', text: { en: 'Our paper on sound speed is out.' } }] });
    const talks = json<{ items: unknown[] }>('talks.json').items;
    expect(talks[0]).toEqual({ id: '2021-agu', title: { en: 'Sound in a warming ocean' }, event: 'AGU Fall Meeting', location: 'New Orleans', date: '2021-12-13', type: 'contributed', url: 'https://agu.org', slides: 'files/agu.pdf', abstract: { en: 'A talk.' } });
    expect(talks[1]).toMatchObject({ id: 'lab-seminar', event: 'TODO: the event', type: 'contributed' });
    expect(json('teaching.json')).toEqual({
      $schema: '../schemas/teaching.schema.json',
      courses: [{ id: 'acoustics-101', title: { en: 'Acoustics 101' }, institution: 'Université de Brest', role: 'teaching-assistant', level: 'master', periods: [{ start: '2021-09', end: '2021-12' }], description: { en: 'Labs.' } }],
      supervision: [],
    });
    expect(notes.changes).toContain('course "Undated course" left out: it names no year (no date); add it to teaching.json with its period');
    expect(json('experience.json')).toMatchObject({ items: [{ id: 'institut-de-la-mer-2021-09', category: 'research', start_date: '2021-09', end_date: null, summary: { en: 'Postdoc, Institut de la Mer' }, bullets: { en: ['Moorings'] } }] });
    expect(json('education.json')).toMatchObject({ items: [{ category: 'degree', start_date: '2015-01', end_date: '2018-01' }] });
  });

  it('writes linked projects as projects.md cards and a project without an address as a page', async () => {
    const { file } = await plan();
    expect(file('projects.md')).toBe('[Sonar kit](https://github.com/ada/sonar-kit)\n\nA cheap sonar.\n\n![Sonar kit](/images/projects/sonar.svg)\n');
    expect(file('pages/deep-listening.md')).toContain('We moored hydrophones for a year.');
  });

  it('keeps the redirects whose page was imported, following renamed slugs and projects that became pages, and says why it left out the others', async () => {
    const { redirects, notes } = await plan();
    expect(redirects).toEqual([
      { from: '/blog/2023/whale-songs/', to: '/posts/whale-songs/' },
      { from: '/blog/2022/field-notes.html', to: '/posts/field-notes/' },
      { from: '/publication/2020-sound-speed/', to: '/publications/2020-sound-speed/' },
      { from: '/projects/deep-listening/', to: '/deep-listening/' },
    ]);
    const listed = await plan({ ...sampleOldSite(), redirects: [{ from: '/projects/deep-listening.html', to: '/projects/' }] });
    expect(listed.redirects).toEqual([{ from: '/projects/deep-listening.html', to: '/deep-listening/' }]);
    expect(notes.changes).toContain('redirect /blog/2022/impossible/ → /posts/impossible/ left out: its page was not imported');
    expect(notes.changes).toContain('redirect /publications/ → /publications/ left out: that address is a page of the new site');
  });

  it('with --languages en,fr gives every text in both (copies to translate) and a projects.fr.md', async () => {
    const { json, file, notes } = await plan(sampleOldSite(), { ...english, languages: ['en', 'fr'] });
    expect(json<{ profile: { subtitle: unknown } }>('site.json').profile.subtitle).toEqual({ en: 'Postdoctoral researcher in ocean acoustics', fr: 'Postdoctoral researcher in ocean acoustics' });
    expect(json<{ items: Array<{ title: unknown }> }>('talks.json').items[0]?.title).toEqual({ en: 'Sound in a warming ocean', fr: 'Sound in a warming ocean' });
    expect(file('projects.fr.md')).toBe(file('projects.md'));
    expect(notes.toCheck.some((line) => line.startsWith("Every text in fr is a copy of the old site's: translate them"))).toBe(true);
  });

  it('writes the interface strings of a language the product lacks, for the sections the site has', async () => {
    const { json } = await plan(sampleOldSite(), { ...english, languages: ['en', 'de'] });
    const strings = json('strings.de.json') as Record<string, string>;
    expect(strings['language.name']).toBe('Deutsch');
    expect(Object.keys(strings).some((key) => key.startsWith('talks.'))).toBe(true);
  });

  it('leaves out every optional part an old site lacks, with TODOs for what site.json needs', async () => {
    const bare: OldSite = {
      ...sampleOldSite(),
      profile: { name: 'Bo', subtitle: null, affiliation: null, email: null, location: null, about: '', interests: [], photo: null, orcid: null, links: [], cvPdf: null },
      publications: [], posts: [], pages: [], news: [], talks: [], courses: [], projects: [], experience: [], education: [], assets: [], redirects: [],
    };
    const { paths, json, notes } = await plan(bare);
    expect(paths).toEqual(['site.json', 'publications.json']);
    expect(json<{ profile: Record<string, unknown> }>('site.json').profile).toMatchObject({ initials: 'B', links: [], location: { en: 'TODO: City, Country' } });
    expect(notes.toCheck).toContain('site.json profile.location: the old site had none; replace the TODO.');
  });

  it('names the bibliography and the sources given on the command line in site.json', async () => {
    const site = { ...sampleOldSite(), bibliography: { from: ['_bibliography/papers.bib'], text: '@article{a, title={A}, year={2020}}\n' } };
    const { json, file, sourceCount } = await plan(site, { ...english, authorIds: ['A5023888391'], orcid: '0000-0002-1825-0097' });
    expect(json<{ publications: unknown }>('site.json').publications).toEqual({ sources: [{ bibtex: 'publications.bib' }, { openalex: { authors: ['A5023888391'] } }, { orcid: '0000-0002-1825-0097' }], exclude: [] });
    expect(file('publications.bib')).toBe('@article{a, title={A}, year={2020}}\n');
    expect(sourceCount).toBe(3);
  });
});
