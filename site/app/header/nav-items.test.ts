import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

describe('navItems', () => {
  it('links to every section of the home page in page order, and Publications to the publications page', () => {
    expect(navItems('/').map((item) => [item.labelKey, item.href, item.opensPage])).toEqual([
      ['nav.skills', '/#skills', false],
      ['nav.projects', '/#projects', false],
      ['nav.publications', '/publications/', true],
      ['nav.experience', '/#experience', false],
      ['nav.education', '/#education', false],
      ['nav.news', '/news/', true],
      ['nav.talks', '/talks/', true],
      ['nav.posts', '/posts/', true],
      ['nav.teaching', '/teaching/', true],
      ['nav.software', '/software/', true],
      ['nav.contact', '/#contact', false],
    ]);
  });

  it('links a content collection to its page, whether or not the home page shows its section', () => {
    expect(navItems('/fr/', ['publications', 'news'], ['publications']).map((item) => item.href)).toEqual(['/fr/publications/', '/fr/news/']);
    expect(navItems('/', ['publications']).map((item) => item.sectionId)).not.toContain('news');
  });

  it('points at the home page (and the publications page) of the language it is given', () => {
    expect(navItems('/fr/').map((item) => item.href)).toEqual(
      expect.arrayContaining(['/fr/#skills', '/fr/publications/']),
    );
    expect(navItems('/de/').map((item) => item.href)).toContain('/de/publications/');
  });
});

describe('navItems of a site without every section', () => {
  it('links only to the sections the site has', () => {
    expect(navItems('/', ['publications', 'education']).map((item) => item.href)).toEqual(['/publications/', '/#education']);
    expect(navItems('/', ['spotlight', 'publications']).map((item) => item.sectionId)).toEqual(['publications']);
  });

  it('has no link to a section whose collection is not in the navigation (recognition)', () => {
    expect(navItems('/', ['publications', 'recognition', 'contact']).map((item) => item.sectionId)).toEqual(['publications', 'contact']);
  });
});

describe('navItems of a home page that shows some sections only (site.json home.sections)', () => {
  it('links to a home section only when the home page shows it; Publications opens its page all the same', () => {
    const sections = ['skills', 'projects', 'publications', 'contact'] as const;
    expect(navItems('/', sections, ['contact', 'skills']).map((item) => item.href)).toEqual(['/#skills', '/publications/', '/#contact']);
  });
});
