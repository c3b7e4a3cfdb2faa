import type { OldCourse, OldNews, OldProject } from '../old-site.ts';
import { slugOf, SlugSet, text } from '../jekyll/front-matter-values.ts';
import { readDate } from '../jekyll/jekyll-dates.ts';
import type { JekyllFile } from '../jekyll/jekyll-files.ts';
import { type BodyContext, importBody, importFile } from '../jekyll/import-body.ts';
import { collectionAddress, redirectFrom, servedAddresses } from '../jekyll/permalinks.ts';
import { demoCourse, demoNewsItem, demoProject } from './al-folio-demo.ts';

/** al-folio's collections — `_news/`, `_projects/`, `_teachings/` — as news, projects and courses. */

type Config = Record<string, unknown>;

function redirectOldPage(config: Config, collection: string, file: JekyllFile, to: string, context: BodyContext): string {
  const address = collectionAddress(config, collection, file.path.slice(collection.length + 2), text(file.data, 'permalink'));
  for (const served of [...(address === null ? [] : servedAddresses(address)), ...redirectFrom(file.data)]) context.log.redirect(served, to);
  if (address === null) return '';
  return ` (was ${address})`;
}

/** An inline item is its text; a long one (with a title and its own page) keeps its title and first paragraph. */
export function importNews(files: JekyllFile[], config: Config, context: BodyContext): OldNews[] {
  const news: OldNews[] = [];
  for (const file of files) {
    const demo = demoNewsItem(file);
    if (demo !== null) {
      context.log.leftOut(file.path, demo);
      continue;
    }
    const dated = readDate(file.data['date']);
    if (!dated.ok) {
      context.log.leftOut(file.path, `front matter date: ${dated.problem}`);
      continue;
    }
    const { markdown, changes } = importBody(file, context);
    const title = text(file.data, 'title');
    const paragraphs = markdown.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
    const first = paragraphs[0] ?? '';
    const itemText = title === null ? first : first === '' ? title : `**${title}** ${first}`;
    if (itemText === '') {
      context.log.leftOut(file.path, 'no text');
      continue;
    }
    if (paragraphs.length > 1) changes.push(`only its first paragraph kept (a news item is one short paragraph); the other ${paragraphs.length - 1} are left out`);
    const was = file.data['inline'] === true ? '' : redirectOldPage(config, 'news', file, '/news/', context);
    context.log.imported(file.path, `news item of ${dated.date}${was}`, changes);
    news.push({ date: dated.date, text: itemText.replace(/\s*\n\s*/g, ' ') });
  }
  return news;
}

export function importProjects(files: JekyllFile[], config: Config, context: BodyContext): OldProject[] {
  const slugs = new SlugSet();
  const projects: OldProject[] = [];
  for (const file of files) {
    const demo = demoProject(file);
    if (demo !== null) {
      context.log.leftOut(file.path, demo);
      continue;
    }
    const slug = slugs.claim(slugOf(file.name.replace(/\.[^.]+$/, '')));
    const { markdown, changes } = importBody(file, context);
    const imagePath = text(file.data, 'img');
    const image = imagePath === null ? null : importFile(imagePath, context);
    if (imagePath !== null && image === null) changes.push(`its picture ${imagePath} is not in the old site`);
    const was = redirectOldPage(config, 'projects', file, '/projects/', context);
    context.log.imported(file.path, `project ${slug}${was}`, changes);
    projects.push({
      slug,
      title: text(file.data, 'title') ?? slug,
      description: text(file.data, 'description') ?? '',
      url: text(file.data, 'redirect'),
      image,
      body: markdown,
    });
  }
  return projects;
}

/** al-folio's courses name no institution: the owner adds it (said in the report). */
export function importCourses(files: JekyllFile[], config: Config, context: BodyContext): OldCourse[] {
  const slugs = new SlugSet();
  const courses: OldCourse[] = [];
  for (const file of files) {
    const demo = demoCourse(file);
    if (demo !== null) {
      context.log.leftOut(file.path, demo);
      continue;
    }
    const slug = slugs.claim(slugOf(text(file.data, 'course_id') ?? file.name.replace(/\.[^.]+$/, '')));
    const institution = text(file.data, 'institution') ?? text(file.data, 'university') ?? '';
    const { markdown, changes } = importBody(file, context);
    if (institution === '') changes.push('no institution in the file: add it to the course');
    const was = redirectOldPage(config, 'teachings', file, '/teaching/', context);
    context.log.imported(file.path, `course ${slug}${was}`, changes);
    const when = [text(file.data, 'term'), text(file.data, 'year')].filter((part) => part !== null).join(' ');
    courses.push({
      slug,
      title: text(file.data, 'title') ?? slug,
      institution,
      role: null,
      level: text(file.data, 'level'),
      when: when === '' ? null : when,
      description: text(file.data, 'description') ?? (markdown === '' ? null : markdown),
      url: null,
    });
  }
  return courses;
}
