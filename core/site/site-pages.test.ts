import { describe, expect, it } from 'vitest';
import { isInSearch, searchSectionAt } from './site-pages.ts';

describe('the pages the site search indexes', () => {
  it("are a paper's page, a post, the projects page and the talks, news and teaching lists", () => {
    for (const page of ['publication', 'post', 'projects', 'talks', 'news', 'teaching'] as const) expect(isInSearch(page), page).toBe(true);
  });

  it('leave out the lists of what has a page of its own, the home page, the CV, the search page and the 404', () => {
    for (const page of ['home', 'publications', 'posts', 'postTag', 'cv', 'search', 'notFound'] as const) expect(isInSearch(page), page).toBe(false);
  });

  it('name the section a path belongs to, for the results; none for a page left out', () => {
    expect(searchSectionAt('/publications/w4415582013/')).toBe('publications');
    expect(searchSectionAt('/posts/estimating-wave-run-up')).toBe('posts');
    expect(searchSectionAt('/talks/')).toBe('talks');
    expect(searchSectionAt('/projects')).toBe('projects');
    for (const path of ['/', '/publications/', '/posts/', '/posts/tags/python/', '/cv/', '/search/', '/404', '/no-such-page/']) {
      expect(searchSectionAt(path), path).toBeUndefined();
    }
  });
});
