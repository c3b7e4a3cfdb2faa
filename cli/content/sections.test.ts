import { describe, expect, it } from 'vitest';
import { homeSections, presentSections, sectionOrder } from './sections.ts';

const collections = { skills: true, projects: true, publications: true, experience: true, education: true, news: true, talks: true, posts: true, teaching: true, software: true, recognition: true, pages: true };
const everything = { spotlight: true, contact: true, collections };

describe('homeSections', () => {
  it('is every section the content has, in page order, without home.sections', () => {
    const present = presentSections({ ...everything, collections: { ...collections, skills: false } });
    expect(homeSections(present, undefined)).toEqual(['spotlight', 'projects', 'publications', 'experience', 'education', 'news', 'talks', 'posts', 'teaching', 'software', 'recognition', 'pages', 'contact']);
    expect(homeSections(presentSections(everything), undefined)).toEqual(sectionOrder);
  });

  it('follows home.sections: its order, only the sections it names', () => {
    const present = presentSections(everything);
    expect(homeSections(present, ['publications', 'contact', 'skills'])).toEqual(['publications', 'contact', 'skills']);
  });

  it('leaves out a named section whose content is absent', () => {
    const present = presentSections({ ...everything, spotlight: false, contact: false });
    expect(homeSections(present, ['contact', 'publications', 'spotlight', 'education'])).toEqual(['publications', 'education']);
  });
});
