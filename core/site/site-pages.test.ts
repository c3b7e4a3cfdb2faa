import { describe, expect, it } from 'vitest';
import { isInSearch, isItemDataKey, isItemKey, isItemPagePath, itemPageGlobs, pageWithPath, productPathSegments, searchSectionAt } from './site-pages.ts';

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
    // A path of one segment may be an owner's page (the build prerenders only those that are), never the 404's.
    expect(searchSectionAt('/consulting/')).toBe('pages');
    for (const path of ['/', '/publications/', '/posts/', '/posts/tags/python/', '/cv/', '/search/', '/404', '/no/such-page/']) {
      expect(searchSectionAt(path), path).toBeUndefined();
    }
  });
});

describe("an owner's pages at the root (/:key)", () => {
  it('keep every product path: its pages, each section, the 404 page and the build folders', () => {
    const segments = productPathSegments.map((entry) => entry.segment);
    for (const segment of ['cv', 'search', 'projects', 'publications', 'news', 'talks', 'posts', 'teaching', 'skills', 'experience', 'contact', 'spotlight', '404', 'data', 'assets', 'pagefind']) {
      expect(segments, segment).toContain(segment);
    }
    expect(productPathSegments.find((entry) => entry.segment === 'cv')?.page).toBe('the cv page (/cv/)');
  });

  it('are pages of their own, below every product page, and precached like the fixed pages', () => {
    expect(pageWithPath('/consulting/')).toMatchObject({ id: 'page', itemKey: 'consulting', section: 'pages' });
    expect(pageWithPath('/projects')).toMatchObject({ id: 'projects' });
    expect(pageWithPath('/posts/dunes')).toMatchObject({ id: 'post' });
    expect(pageWithPath('/404')).toBeUndefined();
    expect(isItemKey('/:key', '404')).toBe(false);
    expect(isItemKey('/:key', 'consulting')).toBe(true);
    expect(isItemKey('/posts/:key', 'search')).toBe(true);
    expect(isItemPagePath('/consulting')).toBe(false);
    expect(isItemPagePath('/posts/dunes')).toBe(true);
    expect(isItemDataKey('pages-item.en.consulting')).toBe(false);
    expect(itemPageGlobs).toContain('publications/+([a-z0-9-])/**');
    expect(itemPageGlobs).toContain('[a-z][a-z]/posts/+([a-z0-9-])/**');
    expect(itemPageGlobs.every((glob) => !glob.startsWith('+(') && !glob.startsWith('[a-z][a-z]/+('))).toBe(true);
  });
});
