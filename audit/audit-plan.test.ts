import { describe, expect, it } from 'vitest';
import { auditedPages, selectPages, type BuiltSite } from './audit-plan.ts';

/** The shipped content's build: English at the root, French under /fr/, every section, 16 publications. */
const shippedSite: BuiltSite = {
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  sections: ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'],
  firstItems: [{ page: 'publication', key: 'w4415582013', languages: ['en', 'fr'] }],
  languagesWithCv: ['en', 'fr'],
};

function paths(site: BuiltSite): string[] {
  return auditedPages(site).map((page) => page.path);
}

describe('auditedPages', () => {
  it('audits every kind of page of both languages, the root language first', () => {
    const pages = auditedPages(shippedSite);
    expect(pages.map((page) => [page.label, page.kind, page.language, page.path, page.lighthousePath])).toEqual([
      ['/', 'home', 'en', '/', '/'],
      ['/projects/', 'projects', 'en', '/projects/', '/projects/'],
      ['/publications/', 'publications', 'en', '/publications/', '/publications/'],
      ['/cv/', 'cv', 'en', '/cv/', '/cv/'],
      ['/search/', 'search', 'en', '/search/', '/search/'],
      ['/publications/w4415582013/', 'paper', 'en', '/publications/w4415582013/', '/publications/w4415582013/'],
      ['404 (en)', 'notFound', 'en', '/page-that-does-not-exist/', '/404.html'],
      ['/fr/', 'home', 'fr', '/fr/', '/fr/'],
      ['/fr/projects/', 'projects', 'fr', '/fr/projects/', '/fr/projects/'],
      ['/fr/publications/', 'publications', 'fr', '/fr/publications/', '/fr/publications/'],
      ['/fr/cv/', 'cv', 'fr', '/fr/cv/', '/fr/cv/'],
      ['/fr/search/', 'search', 'fr', '/fr/search/', '/fr/search/'],
      ['/fr/publications/w4415582013/', 'paper', 'fr', '/fr/publications/w4415582013/', '/fr/publications/w4415582013/'],
      ['404 (fr)', 'notFound', 'fr', '/fr/page-that-does-not-exist/', '/fr/404.html'],
    ]);
  });

  it('gives every page a distinct file-name-safe slug', () => {
    const slugs = auditedPages(shippedSite).map((page) => page.slug);
    expect(slugs).toEqual([
      'home',
      'projects',
      'publications',
      'cv',
      'search',
      'paper-w4415582013',
      '404-en',
      'fr',
      'fr-projects',
      'fr-publications',
      'fr-cv',
      'fr-search',
      'fr-paper-w4415582013',
      '404-fr',
    ]);
    expect(slugs.every((slug) => /^[a-z0-9-]+$/.test(slug))).toBe(true);
  });

  it('puts English under /en/ when French is the root language', () => {
    const english = auditedPages({ ...shippedSite, defaultLanguage: 'fr' }).filter((page) => page.language === 'en');
    expect(english.map((page) => page.path)).toEqual([
      '/en/',
      '/en/projects/',
      '/en/publications/',
      '/en/cv/',
      '/en/search/',
      '/en/publications/w4415582013/',
      '/en/page-that-does-not-exist/',
    ]);
    expect(english.map((page) => page.slug)).toContain('en-paper-w4415582013');
  });

  it('audits a one-language site at the root only', () => {
    const pages = auditedPages({ ...shippedSite, languages: ['en'], languagesWithCv: ['en'] });
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/projects/',
      '/publications/',
      '/cv/',
      '/search/',
      '/publications/w4415582013/',
      '/page-that-does-not-exist/',
    ]);
    expect(pages.every((page) => page.language === 'en')).toBe(true);
  });

  it('audits a three-language site, the other two under their prefixes in site order', () => {
    const languages = ['fr', 'en', 'de'];
    const firstItems = [{ page: 'publication', key: 'w4415582013', languages }];
    const pages = auditedPages({ ...shippedSite, languages, languagesWithCv: languages, firstItems });
    expect(pages.filter((page) => page.kind === 'home').map((page) => page.path)).toEqual(['/', '/fr/', '/de/']);
    expect(pages.filter((page) => page.language === 'de').map((page) => page.path)).toEqual([
      '/de/',
      '/de/projects/',
      '/de/publications/',
      '/de/cv/',
      '/de/search/',
      '/de/publications/w4415582013/',
      '/de/page-that-does-not-exist/',
    ]);
    expect(pages.find((page) => page.kind === 'notFound' && page.language === 'de')?.lighthousePath).toBe('/de/404.html');
    expect(new Set(pages.map((page) => page.slug)).size).toBe(pages.length);
  });

  it('leaves out /projects/ on a site without the projects section', () => {
    const sections = shippedSite.sections.filter((section) => section !== 'projects');
    const pages = auditedPages({ ...shippedSite, sections });
    expect(pages.filter((page) => page.kind === 'projects')).toEqual([]);
    expect(pages.filter((page) => page.kind === 'publications')).toHaveLength(2);
  });

  it('audits the publications page but no paper page when the site lists no publication', () => {
    expect(paths({ ...shippedSite, languages: ['en'], firstItems: [] })).toEqual([
      '/',
      '/projects/',
      '/publications/',
      '/cv/',
      '/search/',
      '/page-that-does-not-exist/',
    ]);
  });

  it('audits neither the publications page nor a paper page without the publications section', () => {
    const sections = shippedSite.sections.filter((section) => section !== 'publications');
    expect(paths({ ...shippedSite, languages: ['en'], sections })).toEqual(['/', '/projects/', '/cv/', '/search/', '/page-that-does-not-exist/']);
  });

  it('audits the paper page of the first publication key it is given', () => {
    const papers = auditedPages({ ...shippedSite, firstItems: [{ page: 'publication', key: 'manual-surgescape-technical-report-2024', languages: ['en', 'fr'] }] }).filter(
      (page) => page.kind === 'paper',
    );
    expect(papers.map((page) => [page.path, page.slug])).toEqual([
      ['/publications/manual-surgescape-technical-report-2024/', 'paper-manual-surgescape-technical-report-2024'],
      ['/fr/publications/manual-surgescape-technical-report-2024/', 'fr-paper-manual-surgescape-technical-report-2024'],
    ]);
  });

  it('audits the CV page only in the languages it was built for', () => {
    const cvPages = auditedPages({ ...shippedSite, languagesWithCv: ['fr'] }).filter((page) => page.kind === 'cv');
    expect(cvPages.map((page) => page.path)).toEqual(['/fr/cv/']);
  });

  it('refuses a default language the site does not have, and a key that is not file-name-safe', () => {
    expect(() => auditedPages({ ...shippedSite, defaultLanguage: 'de' })).toThrow('the default language "de" is not one of the site\'s languages (en, fr)');
    expect(() => auditedPages({ ...shippedSite, firstItems: [{ page: 'publication', key: '../etc', languages: ['en', 'fr'] }] })).toThrow(/"\.\.\/etc" is not the key of a publication page/);
  });

  it("audits a post's page and a tag's page in the languages each exists in", () => {
    const firstItems = [
      { page: 'post', key: 'dunes', languages: ['en'] },
      { page: 'postTag', key: 'houle', languages: ['fr'] },
    ];
    const pages = auditedPages({ ...shippedSite, sections: [...shippedSite.sections, 'posts'], firstItems });
    expect(pages.filter((page) => page.kind === 'post' || page.kind === 'postTag').map((page) => [page.path, page.slug])).toEqual([
      ['/posts/dunes/', 'post-dunes'],
      ['/fr/posts/tags/houle/', 'fr-postTag-houle'],
    ]);
  });
});

describe('selectPages', () => {
  const pages = auditedPages(shippedSite);

  it('keeps every page without --pages, and only the named ones, in site order, with it', () => {
    expect(selectPages(pages, null)).toEqual(pages);
    expect(selectPages(pages, ['fr', 'home']).map((page) => page.path)).toEqual(['/', '/fr/']);
  });

  it('names a slug that is no page, and lists the pages', () => {
    expect(() => selectPages(pages, ['home', 'homepage'])).toThrow(/--pages: no page is called "homepage"; the pages are home, projects, /);
  });
});
