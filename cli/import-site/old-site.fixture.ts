import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OldSite, SiteReader, SiteTool } from './old-site.ts';

/** An old site as a reader would give it, with one or more of every kind and the oddities the writer must handle. */
export function sampleOldSite(): OldSite {
  return {
    tool: 'al-folio',
    profile: {
      name: 'Ada Quintero-Lovelace',
      subtitle: 'Postdoctoral researcher in ocean acoustics',
      affiliation: 'Institut de la Mer',
      email: 'ada@example.org',
      location: 'Brest, France',
      about: 'I study how sound travels in the ocean.\n\nBefore that I built **sonar** arrays.',
      interests: ['ocean acoustics', 'signal processing'],
      photo: null,
      orcid: '0000-0002-1825-0097',
      links: [
        { kind: 'scholar', url: 'https://scholar.google.com/citations?user=abc' },
        { kind: 'twitter', url: 'http://twitter.com/ada' },
        { kind: 'inspire', url: 'https://inspirehep.net/authors/1' },
      ],
      cvPdf: 'files/cv.pdf',
    },
    bibliography: null,
    publications: [
      {
        slug: '2020-sound-speed',
        title: 'Sound speed in cold water',
        date: '2020-03-01',
        year: 2020,
        venue: 'Journal of Ocean Acoustics',
        authors: ['Quintero-Lovelace, Ada', 'Bo Chen'],
        abstract: 'We measure it.',
        doi: 'https://doi.org/10.1234/JOA.2020.1',
        url: null,
        pdf: null,
        category: 'article',
        bibtex: null,
      },
      { slug: 'thesis', title: 'Listening to the deep', date: null, year: 2018, venue: 'Université de Brest', authors: ['Ada Quintero-Lovelace'], abstract: null, doi: null, url: null, pdf: null, category: 'thesis', bibtex: null },
    ],
    posts: [
      { slug: 'whale-songs', title: 'Whale songs', date: '2023-05-01', summary: 'What whales say.', tags: ['whales'], body: 'They sing.\n\n![A humpback whale](/images/posts/whale.svg)\n' },
      { slug: 'Field_Notes', title: 'Field notes', date: '2022-11-30', summary: null, tags: [], body: 'A week at sea with a hydrophone array and very little sleep.' },
      { slug: 'impossible', title: 'Impossible day', date: '2022-02-30', summary: 'Never written.', tags: [], body: 'Nothing.' },
    ],
    pages: [{ slug: 'outreach', title: 'Outreach', body: 'I visit schools.' }],
    news: [{ date: '2024-01-15', text: 'Our paper on\nsound speed is out.' }],
    talks: [
      { slug: '2021-agu', title: 'Sound in a warming ocean', event: 'AGU Fall Meeting', date: '2021-12-13', location: 'New Orleans', type: 'contributed', url: 'http://agu.org', slides: 'files/agu.pdf', video: null, abstract: 'A talk.' },
      { slug: 'lab-seminar', title: 'Hydrophones 101', event: '', date: '2020-06-01', location: null, type: 'other', url: null, slides: null, video: null, abstract: null },
    ],
    courses: [
      { slug: 'acoustics-101', title: 'Acoustics 101', institution: 'Université de Brest', role: 'Teaching assistant', level: 'Master', when: 'Fall 2021', description: 'Labs.', url: null },
      { slug: 'undated', title: 'Undated course', institution: 'Somewhere', role: null, level: null, when: null, description: null, url: null },
    ],
    projects: [
      { slug: 'sonar-kit', title: 'Sonar kit', description: 'A cheap sonar.', url: 'https://github.com/ada/sonar-kit', image: 'images/projects/sonar.svg', body: 'A cheap sonar.' },
      { slug: 'deep-listening', title: 'Deep listening', description: 'Moorings in the Iroise Sea.', url: null, image: null, body: 'We moored hydrophones for a year.' },
    ],
    experience: [{ title: 'Postdoc', organization: 'Institut de la Mer', location: 'Brest', start: '2021-09', end: null, summary: null, bullets: ['Moorings'] }],
    education: [{ title: 'PhD', organization: 'Université de Brest', location: null, start: '2015', end: '2018', summary: 'Thesis on deep listening.', bullets: [] }],
    assets: [
      { from: 'assets/img/whale.svg', to: 'images/posts/whale.svg' },
      { from: 'assets/img/sonar.svg', to: 'images/projects/sonar.svg' },
      { from: 'assets/pdf/cv.pdf', to: 'files/cv.pdf' },
      { from: 'assets/pdf/agu.pdf', to: 'files/agu.pdf' },
    ],
    redirects: [
      { from: '/blog/2023/whale-songs/', to: '/posts/whale-songs/' },
      { from: '/blog/2022/field-notes.html', to: '/posts/Field_Notes/' },
      { from: '/blog/2022/impossible/', to: '/posts/impossible/' },
      { from: '/publications/', to: '/publications/' },
      { from: '/publication/2020-sound-speed/', to: '/publications/2020-sound-speed/' },
      { from: '/projects/deep-listening/', to: '/deep-listening/' },
    ],
    report: [
      { file: '_posts/2023-05-01-whale-songs.md', outcome: 'imported', detail: 'post' },
      { file: '_posts/2022-11-30-field-notes.md', outcome: 'changed', detail: '{% include video.liquid %} removed: no equivalent' },
      { file: '_posts/2015-03-15-formatting-and-links.md', outcome: 'left out', detail: 'demo content al-folio ships' },
    ],
  };
}

/** The old site's files the sample's assets name, written under `directory`. */
export async function writeSampleFiles(directory: string): Promise<void> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>\n';
  const files: Record<string, string> = {
    '_config.yml': 'title: Ada\n',
    'assets/img/whale.svg': svg,
    'assets/img/sonar.svg': svg,
    'assets/pdf/cv.pdf': '%PDF-1.4\n%%EOF\n',
    'assets/pdf/agu.pdf': '%PDF-1.4\n%%EOF\n',
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(directory, path)), { recursive: true });
    await writeFile(join(directory, path), text);
  }
}

/** A reader of `tool` that recognises the folders `recognises` accepts, and reads each as `site`. */
export function fakeReader(tool: SiteTool, recognises: (directory: string) => Promise<boolean>, site: OldSite = sampleOldSite()): SiteReader {
  return {
    tool,
    recognise: async (directory) => ((await recognises(directory)) ? [`${tool}-telltale`] : null),
    read: async () => ({ ...site, tool }),
  };
}
