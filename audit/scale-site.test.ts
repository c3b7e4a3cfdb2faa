import { describe, expect, it } from 'vitest';
import { auditedPages, type BuiltSite } from './audit-plan.ts';
import { scalePages, wantsContentSite, wantsScaleSite } from './scale-site.ts';

const site: BuiltSite = {
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  sections: ['publications', 'projects'],
  firstItems: [],
  languagesWithCv: ['en', 'fr'],
};

describe('the pages audited on the site of 1,000 works', () => {
  it('is the list of works in the default language, named apart from the shipped site’s', () => {
    const pages = scalePages(auditedPages(site), site);
    expect(pages).toEqual([
      expect.objectContaining({ kind: 'publications', language: 'en', path: '/publications/', slug: 'publications-1000', label: '/publications/ (1,000 works)' }),
    ]);
    expect(auditedPages(site).map((page) => page.slug)).not.toContain(pages[0]?.slug);
  });

  it('is none when the build has no list of works', () => {
    const withoutPublications = { ...site, sections: ['projects'] } satisfies BuiltSite;
    expect(scalePages(auditedPages(withoutPublications), withoutPublications)).toEqual([]);
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
