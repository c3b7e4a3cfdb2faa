import type { JekyllFile } from '../jekyll/jekyll-files.ts';
import { text } from '../jekyll/front-matter-values.ts';

/**
 * What al-folio (github.com/alshedivat/al-folio) ships as its example site, recognised by file name and title
 * as it ships them, so the owner's own files are never taken for it: a demo post whose title the owner changed
 * is theirs. Titles compared in lower case; al-folio has renamed some over the years, all as "a post with …".
 */
const demoPosts: Record<string, string> = {
  '2015-03-15-formatting-and-links': 'a post with formatting and links',
  '2015-05-15-images': 'a post with images',
  '2015-07-15-code': 'a post with code',
  '2015-10-20-comments': 'a post with comments',
  '2015-10-20-math': 'a post with math',
  '2018-12-22-distill': 'a distill-style blog post',
  '2020-09-28-github-metadata': 'a post with github metadata',
  '2020-09-28-twitter': 'a post with twitter',
  '2021-07-04-diagrams': 'a post with diagrams',
  '2022-02-01-redirect': 'a post with redirect',
  '2022-12-10-giscus-comments': 'a post with giscus comments',
  '2023-03-20-table-of-contents': 'a post with table of contents',
  '2023-03-21-tables': 'displaying beautiful tables with bootstrap tables',
  '2023-04-24-videos': 'a post with videos',
  '2023-04-25-audios': 'a post with audios',
  '2023-04-25-sidebar-table-of-contents': 'a post with table of contents on a sidebar',
  '2023-05-12-custom-blockquotes': 'a post with custom blockquotes',
  '2023-07-04-jupyter-notebook': 'a post with jupyter notebook',
  '2023-07-12-post-bibliography': 'a post with bibliography',
  '2024-01-26-chartjs': 'a post with chart.js',
  '2024-01-26-echarts': 'a post with echarts',
  '2024-01-26-geojson-map': 'a post with geojson',
  '2024-01-26-vega-lite': 'a post with vega lite',
  '2024-01-27-advanced-images': 'a post with advanced image components',
  '2024-01-27-code-diff': 'a post with code diff',
  '2024-04-29-typograms': 'a post with typograms',
  '2024-04-15-pseudocode': 'a post with pseudo code',
  '2024-05-01-tabs': 'a post with tabs',
  '2023-12-12-tikzjax': 'a post with tikzjax',
  '2024-12-04-photo-gallery': 'a post with image galleries',
};

/** The shipped news: file name → words its text or title starts with. */
const demoNews: Record<string, string> = {
  announcement_1: 'a simple inline announcement',
  announcement_2: 'a long announcement with details',
  announcement_3: 'a simple inline announcement with markdown emoji',
};

/** The shipped courses (`_teachings/`), taught by "Prof. Example". */
const demoCourses: Record<string, string> = {
  'data-science-fundamentals': 'data science fundamentals',
  'introduction-to-machine-learning': 'introduction to machine learning',
};

/** al-folio's example bibliography: Einstein's papers under these keys. */
export const demoBibtexKeys = /^(?:einstein19\d\d[a-z]+|PhysRev\.47\.777|przibram1967letters)$/;

/** The example CV (`_data/cv.yml`, `assets/json/resume.json`) is Albert Einstein's. */
export const demoCvName = 'albert einstein';

/** The about page's example text starts so; its picture is the example portrait. */
export const demoAboutStart = 'write your biography here';

const baseName = (file: JekyllFile): string => file.name.replace(/\.[^.]+$/, '');
const lower = (value: string | null): string => (value ?? '').toLowerCase().trim();
const reason = 'demo content al-folio ships (its file name and title unchanged); give it your own title to import it';

export function demoPost(file: JekyllFile): string | null {
  const shipped = demoPosts[baseName(file)];
  const title = lower(text(file.data, 'title'));
  return shipped !== undefined && (title === shipped || title.startsWith('a post with ')) ? reason : null;
}

export function demoNewsItem(file: JekyllFile): string | null {
  const start = demoNews[baseName(file)];
  if (start === undefined) return null;
  const said = lower(text(file.data, 'title') ?? file.body);
  return said.startsWith(start) ? reason : null;
}

/** The shipped projects are "project 1" … "project 9" in `1_project.md` … `9_project.md`. */
export function demoProject(file: JekyllFile): string | null {
  const number = /^(\d+)_project$/.exec(baseName(file))?.[1];
  return number !== undefined && lower(text(file.data, 'title')) === `project ${number}` ? reason : null;
}

export function demoCourse(file: JekyllFile): string | null {
  return demoCourses[baseName(file)] === lower(text(file.data, 'title')) ? reason : null;
}
