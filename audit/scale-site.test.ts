import { describe, expect, it } from 'vitest';
import { auditedPages, type BuiltSite } from './audit-plan.ts';
import { scalePages, wantsContentSite, wantsScaleSite } from './scale-site.ts';

const site: BuiltSite = {
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  sections: ['publications', 'projects'],
  firstItems: [{ page: 'publication', key: 'w123', languages: ['en', 'fr'] }],
  languagesWithCv: ['en', 'fr'],
};

describe('the pages audited on the site of 1,000 works', () => {
  it('are the home page and the pages that grow with the works, in the default language, named apart from the shipped site’s', () => {
    const pages = scalePages(auditedPages(site), site);
    expect(pages.map(({ kind, language, path, slug, label }) => ({ kind, language, path, slug, label }))).toEqual([
      { kind: 'home', language: 'en', path: '/', slug: 'home-1000', label: '/ (1,000 works)' },
      { kind: 'publications', language: 'en', path: '/publications/', slug: 'publications-1000', label: '/publications/ (1,000 works)' },
      { kind: 'cv', language: 'en', path: '/cv/', slug: 'cv-1000', label: '/cv/ (1,000 works)' },
      { kind: 'paper', language: 'en', path: '/publications/w123/', slug: 'paper-w123-1000', label: '/publications/w123/ (1,000 works)' },
    ]);
    const shipped = auditedPages(site).map((page) => page.slug);
    expect(pages.filter((page) => shipped.includes(page.slug))).toEqual([]);
  });

  it('leave out the works’ pages when the build has none', () => {
    const withoutPublications = { ...site, sections: ['projects'], firstItems: [] } satisfies BuiltSite;
    expect(scalePages(auditedPages(withoutPublications), withoutPublications).map((page) => page.slug)).toEqual(['home-1000', 'cv-1000']);
  });
});

describe('which sites the audit builds', () => {
  it('builds both by default, the owner’s content alone with --skip-scale', () => {
    expect([wantsContentSite(null), wantsScaleSite(null, false)]).toEqual([true, true]);
    expect([wantsContentSite(null), wantsScaleSite(null, true)]).toEqual([true, false]);
  });

  it('builds only the sites whose pages --pages names', () => {
    expect([wantsContentSite(['home', 'fr']), wantsScaleSite(['home', 'fr'], false)]).toEqual([true, false]);
    expect([wantsContentSite(['publications-1000']), wantsScaleSite(['publications-1000'], false)]).toEqual([false, true]);
    expect([wantsContentSite(['cv', 'publications-1000']), wantsScaleSite(['cv', 'publications-1000'], false)]).toEqual([true, true]);
  });
});
