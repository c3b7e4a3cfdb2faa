import { text } from '../jekyll/front-matter-values.ts';
import type { JekyllFile } from '../jekyll/jekyll-files.ts';

/**
 * What academicpages (github.com/academicpages/academicpages.github.io) ships as its example site, by file name
 * and title as it ships them (titles compared in lower case): a file the owner kept but retitled is theirs.
 */
const demoFiles: Record<string, string> = {
  '_posts/2012-08-14-blog-post-1': 'blog post number 1',
  '_posts/2013-08-14-blog-post-2': 'blog post number 2',
  '_posts/2014-08-14-blog-post-3': 'blog post number 3',
  '_posts/2015-08-14-blog-post-4': 'blog post number 4',
  '_posts/2199-01-01-future-post': 'future blog post',
  '_publications/2009-10-01-paper-title-number-1': 'paper title number 1',
  '_publications/2010-10-01-paper-title-number-2': 'paper title number 2',
  '_publications/2015-10-01-paper-title-number-3': 'paper title number 3',
  '_publications/2024-02-17-paper-title-number-4': 'paper title number 4',
  '_talks/2012-03-01-talk-1': 'talk 1 on relevant topic in your field',
  '_talks/2013-03-01-tutorial-1': 'tutorial 1 on relevant topic in your field',
  '_talks/2014-02-01-talk-2': 'talk 2 on relevant topic in your field',
  '_talks/2014-03-01-talk-3': 'conference proceeding talk 3 on relevant topic in your field',
  '_teaching/2014-spring-teaching-1': 'teaching experience 1',
  '_teaching/2015-spring-teaching-2': 'teaching experience 2',
  '_portfolio/portfolio-1': 'portfolio item number 1',
  '_portfolio/portfolio-2': 'portfolio item number 2',
  '_pages/markdown': 'markdown',
  '_pages/non-menu-page': 'page not in menu',
  '_pages/archive-layout-with-content': 'archive layout with content',
  '_pages/terms': 'terms and privacy policy',
  '_pages/sitemap': 'sitemap',
  '_pages/404': 'page not found',
};

/** The example about page begins so. */
const demoAboutStart = 'this is the front page of a website that is powered by the';

export function academicPagesDemo(file: JekyllFile): string | null {
  const shipped = demoFiles[file.path.replace(/\.[^./]+$/, '')];
  const title = (text(file.data, 'title') ?? '').toLowerCase();
  return shipped !== undefined && shipped === title ? 'demo content academicpages ships (its file name and title unchanged); give it your own title to import it' : null;
}

export function isDemoAbout(markdown: string): boolean {
  return markdown.toLowerCase().startsWith(demoAboutStart);
}
