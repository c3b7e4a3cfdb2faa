import { describe, expect, it } from 'vitest';
import { navItems } from './nav-items.ts';

describe('navItems', () => {
  it('links to every section of the home page in page order', () => {
    expect(navItems('/').map((item) => [item.labelKey, item.href])).toEqual([
      ['nav.skills', '/#skills'],
      ['nav.projects', '/#projects'],
      ['nav.publications', '/#publications'],
      ['nav.experience', '/#experience'],
      ['nav.education', '/#education'],
      ['nav.contact', '/#contact'],
    ]);
  });

  it('points at the home page of the language it is given', () => {
    expect(navItems('/fr/').map((item) => item.href)).toContain('/fr/#publications');
  });
});

describe('navItems of a site without every section', () => {
  it('links only to the sections the site has', () => {
    expect(navItems('/', ['publications', 'education']).map((item) => item.href)).toEqual(['/#publications', '/#education']);
    expect(navItems('/', ['spotlight', 'publications']).map((item) => item.sectionId)).toEqual(['publications']);
  });
});
