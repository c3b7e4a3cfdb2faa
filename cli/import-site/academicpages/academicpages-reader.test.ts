import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OldSite } from '../old-site.ts';
import { academicPagesReader } from './academicpages-reader.ts';

const fixture = fileURLToPath(new URL('../../../tests/fixtures/old-sites/academicpages/', import.meta.url));
const alFolioFixture = fileURLToPath(new URL('../../../tests/fixtures/old-sites/al-folio/', import.meta.url));

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => [join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'latin1')]),
  );
}

let site: OldSite;
let before: Record<string, string>;
beforeAll(async () => {
  before = snapshot(fixture);
  site = await academicPagesReader.read(fixture);
});
const line = (file: string) => site.report.find((entry) => entry.file === file);

describe('academicPagesReader', () => {
  it('recognises an academicpages site by its files, and not an al-folio one', async () => {
    expect(await academicPagesReader.recognise(fixture)).toEqual(['_config.yml', '_includes/author-profile.html', '_publications/', '_talks/', '_teaching/', '_portfolio/']);
    expect(await academicPagesReader.recognise(alFolioFixture)).toBeNull();
  });

  it('reads the profile from the author: block and the about page, with the CV PDF it links', () => {
    expect(site.profile).toEqual({
      name: 'Amara Nwosu',
      subtitle: 'Lecturer in Linguistics',
      affiliation: 'University of Lagos',
      email: 'anwosu@unilag.edu.ng',
      location: 'Lagos, Nigeria',
      about: 'I study tone in West African languages, with recordings made in markets and schools.\nMy [CV](files/cv.pdf) lists my work.',
      interests: [],
      photo: { path: 'images/profile.png', alt: null },
      orcid: '0000-0001-5109-3700',
      links: [
        { kind: 'scholar', url: 'https://scholar.google.com/citations?user=Qw7nUf0AAAAJ' },
        { kind: 'orcid', url: 'https://orcid.org/0000-0001-5109-3700' },
        { kind: 'github', url: 'https://github.com/anwosu' },
        { kind: 'x', url: 'https://x.com/amara_tones' },
      ],
      cvPdf: 'files/cv.pdf',
    });
    expect(line('_config.yml')?.detail).toContain('author links with no kind in the new site left out: keybase');
  });

  it('imports publications with their fields, the abstract from the body or else the excerpt', () => {
    expect(site.bibliography).toBeNull();
    expect(site.publications).toEqual([
      {
        slug: '2021-03-01-tone-sandhi',
        title: 'Tone sandhi in Onitsha Igbo',
        date: '2021-03-01',
        year: 2021,
        venue: 'Journal of African Languages',
        authors: ['Nwosu, A.', 'Bello, K.'],
        abstract: 'We describe downstep and tone spreading across word boundaries in 40 hours of recorded speech.',
        doi: '10.1515/jal-2021-0003',
        url: null,
        pdf: 'files/tone-sandhi.pdf',
        category: 'article',
        bibtex: null,
      },
      {
        slug: '2023-07-10-igbo-corpus',
        title: 'A spoken corpus of market Igbo',
        date: '2023-07-10',
        year: 2023,
        venue: 'Proceedings of LREC',
        authors: ['Amara Nwosu', 'Kemi Bello'],
        abstract: 'A corpus of 120 hours.',
        doi: null,
        url: null,
        pdf: 'https://aclanthology.org/2023.lrec-1.12.pdf',
        category: 'conference',
        bibtex: null,
      },
    ]);
  });

  it('imports talks, courses, portfolio items, posts and the owner\'s page', () => {
    expect(site.talks).toEqual([
      {
        slug: '2022-05-12-tone-workshop',
        title: 'Downstep in the wild',
        event: 'Tone Workshop, SOAS University of London',
        date: '2022-05-12',
        location: 'London, UK',
        type: 'invited',
        url: 'https://www.soas.ac.uk/tone-workshop',
        slides: 'files/tone-slides.pdf',
        video: null,
        abstract: 'What market recordings tell us about downstep.',
      },
    ]);
    expect(site.courses).toEqual([
      { slug: '2023-fall-phonology', title: 'Phonology II', institution: 'University of Lagos, Department of Linguistics', role: null, level: 'Graduate course', when: '2023', description: 'Autosegmental phonology, with tone as the running example.', url: null },
    ]);
    expect(site.projects).toEqual([{ slug: 'tone-app', title: 'A tone-marking keyboard', description: 'An Android keyboard for tone marks', url: null, image: 'images/tone-app.png', body: 'Used by 3,000 teachers in Nigeria.' }]);
    expect(site.posts).toEqual([
      { slug: 'fieldwork-diary', title: 'A fieldwork diary', date: '2023-03-05', summary: 'Two weeks in Onitsha market.', tags: ['recordings', 'Fieldwork'], body: '![The market at dawn](images/market.jpg)\n\nSee also my [fieldwork page](/fieldwork/).' },
      { slug: 'ideas', title: 'Ideas for a tone atlas', date: '2024-04-01', summary: null, tags: [], body: '![The keyboard](images/tone-app.png "The keyboard, version 2")\n\nAn atlas of tone across Igbo dialects.' },
    ]);
    expect(site.pages).toEqual([{ slug: 'fieldwork', title: 'Fieldwork', body: 'Recordings from Enugu and Onitsha, 2019–2023.' }]);
  });

  it('reads experience and education from _data/cv.json (JSON Resume), a degree dated by its end', () => {
    expect(site.experience).toEqual([{ title: 'Lecturer in Linguistics', organization: 'University of Lagos', location: null, start: '2020-09', end: null, summary: null, bullets: ['Teaches phonology'] }]);
    expect(site.education).toEqual([{ title: 'Ph.D in Linguistics', organization: 'SOAS University of London', location: null, start: '2020', end: '2020', summary: null, bullets: [] }]);
    expect(line('_data/cv.json')?.outcome).toBe('imported');
  });

  it('redirects each old address — permalinks of every kind and redirect_from — to the new page', () => {
    expect(site.redirects).toEqual([
      { from: '/about/', to: '/' },
      { from: '/about.html', to: '/' },
      { from: '/publication/2021-03-01-tone-sandhi', to: '/publications/2021-03-01-tone-sandhi/' },
      { from: '/publication/2021-03-01-tone-sandhi.html', to: '/publications/2021-03-01-tone-sandhi/' },
      { from: '/fieldwork/fieldwork-diary/', to: '/posts/fieldwork-diary/' },
      { from: '/posts/2024/04/ideas/', to: '/posts/ideas/' },
      { from: '/talks/2022-05-12-tone-workshop', to: '/talks/' },
      { from: '/talks/2022-05-12-tone-workshop.html', to: '/talks/' },
      { from: '/teaching/2023-fall-phonology', to: '/teaching/' },
      { from: '/teaching/2023-fall-phonology.html', to: '/teaching/' },
      { from: '/portfolio/tone-app/', to: '/projects/' },
    ]);
  });

  it('leaves out the demo, drafts and broken files, each named with the reason', () => {
    for (const demo of ['_posts/2012-08-14-blog-post-1.md', '_publications/2009-10-01-paper-title-number-1.md', '_talks/2012-03-01-talk-1.md', '_teaching/2014-spring-teaching-1.md', '_portfolio/portfolio-1.md', '_pages/markdown.md']) {
      expect(line(demo)).toMatchObject({ outcome: 'left out', detail: expect.stringContaining('demo content academicpages ships') });
    }
    expect(line('_posts/2024-05-01-half-written.md')?.detail).toBe('draft (draft: true)');
    expect(line('_publications/2022-02-30-tone-perception.md')?.detail).toBe('front matter date: the date 2022-02-30 does not exist: write a real day as YYYY-MM-DD');
    expect(line('_talks/2023-10-02-broken.md')?.detail).toMatch(/^line 4: the front matter is not YAML \(.+\); fix it and import again$/);
    expect(line('_publications/2021-03-01-tone-sandhi.md')).toMatchObject({ outcome: 'changed', detail: expect.stringContaining('authors read from the citation: check them') });
  });

  it('copies the files the imported things use, and never changes the old site', () => {
    expect(site.assets.map((asset) => asset.to).sort()).toEqual(['files/cv.pdf', 'files/tone-sandhi.pdf', 'files/tone-slides.pdf', 'images/market.jpg', 'images/profile.png', 'images/tone-app.png']);
    const files = site.report.map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
    expect(snapshot(fixture)).toEqual(before);
  });
});
