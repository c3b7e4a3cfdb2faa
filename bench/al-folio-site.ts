/**
 * A generated al-folio site at scale, for `init --from` benchmarks: `posts` posts (with Liquid, figures and raw
 * HTML like real ones), `publications` BibTeX entries, news, projects and their pictures, in al-folio's layout.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface AlFolioSiteSize {
  posts: number;
  publications: number;
  news: number;
  projects: number;
}

const topics = ['tides', 'sea ice', 'internal waves', 'mixing', 'moorings', 'gliders', 'eddies', 'fjords'];

function write(root: string, path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

const day = (index: number): string => {
  const date = new Date(Date.UTC(2015, 0, 1) + index * 9 * 86_400_000);
  return date.toISOString().slice(0, 10);
};

function post(index: number): string {
  const topic = topics[index % topics.length] ?? 'tides';
  const paragraphs = Array.from({ length: 12 }, (_, paragraph) => `Paragraph ${paragraph + 1} on ${topic}: we measured, modelled and compared the results with last season's, station by station, and wrote down what surprised us.`);
  return [
    '---',
    'layout: post',
    `title: Notes on ${topic}, part ${index + 1}`,
    `date: ${day(index)} 10:00:00`,
    `description: what we learned about ${topic}`,
    `tags: ${topic.replace(/ /g, '-')} fieldwork`,
    'categories: research',
    '---',
    '',
    paragraphs.slice(0, 4).join('\n\n'),
    '',
    `As shown before {% cite solberg${index % 300} %}, the signal is seasonal.`,
    '',
    `{% include figure.liquid path="assets/img/figure-${index % 20}.jpg" title="Figure ${index}" class="img-fluid rounded z-depth-1" caption="Station ${index}" %}`,
    '',
    '<div class="row"><p>A caption in raw HTML.</p></div>',
    '',
    paragraphs.slice(4).join('\n\n'),
    '',
    '```python',
    'print("{{ not liquid inside raw }}")',
    '```',
    '',
  ].join('\n');
}

function entry(index: number): string {
  return [
    `@article{solberg${index},`,
    `  title={Observations of ${topics[index % topics.length]} in {F}ram {S}trait, ${index}},`,
    '  author={Solberg, Ingrid and Hansen, Erik and M{\\"u}ller, Jonas},',
    '  journal={Journal of Physical Oceanography},',
    `  year={${2000 + (index % 25)}},`,
    `  doi={10.1175/JPO-D-${String(index).padStart(5, '0')}},`,
    `  abstract={We report ${topics[index % topics.length]} measured over ${index % 9 + 1} winters.},`,
    index % 10 === 0 ? '  selected={true},' : '  bibtex_show={true},',
    '}',
  ].join('\n');
}

/** Writes the site into `root` (an empty folder). */
export function writeAlFolioSite(root: string, size: AlFolioSiteSize): void {
  write(root, '_config.yml', 'title: blank\nfirst_name: Ingrid\nlast_name: Solberg\nurl: https://isolberg.github.io\nbaseurl:\npermalink: /blog/:year/:title/\ncollections:\n  news:\n    output: true\n  projects:\n    output: true\n');
  write(root, '_data/socials.yml', 'email: ingrid.solberg@uib.no\norcid_id: 0000-0002-1825-0097\ngithub_username: isolberg\n');
  write(root, '_pages/about.md', '---\nlayout: about\npermalink: /\nprofile:\n  image: prof_pic.jpg\n---\nI study how tides mix the Arctic Ocean.\n');
  write(root, 'assets/img/prof_pic.jpg', 'JPEG');
  for (let index = 0; index < 20; index += 1) write(root, `assets/img/figure-${index}.jpg`, `JPEG ${index}`);
  for (let index = 0; index < size.posts; index += 1) write(root, `_posts/${day(index)}-notes-${index + 1}.md`, post(index));
  write(root, '_bibliography/papers.bib', `---\n---\n\n${Array.from({ length: size.publications }, (_, index) => entry(index)).join('\n\n')}\n`);
  for (let index = 0; index < size.news; index += 1) write(root, `_news/item-${index + 1}.md`, `---\nlayout: post\ndate: ${day(index)}\ninline: true\n---\nNews item ${index + 1}: a paper on ${topics[index % topics.length]} {% cite solberg${index} %}.\n`);
  for (let index = 0; index < size.projects; index += 1) write(root, `_projects/project-${index + 1}.md`, `---\nlayout: page\ntitle: Project on ${topics[index % topics.length]}\ndescription: a project\nimg: assets/img/figure-${index % 20}.jpg\n---\nThree years of work.\n`);
}
