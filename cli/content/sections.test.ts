import { describe, expect, it } from 'vitest';
import { collectionModels } from '../../core/collections/registry.ts';
import { homeSections, presentSections, sectionOrder } from './sections.ts';

const collections = Object.fromEntries(collectionModels.map((model) => [model.id, true]));
const everything = { spotlight: true, contact: true, collections };

describe('homeSections', () => {
  it('is every section the content has, in page order, without home.sections', () => {
    const present = presentSections({ ...everything, collections: { ...collections, skills: false } });
    expect(homeSections(present, undefined)).toEqual(sectionOrder.filter((section) => section !== 'skills'));
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
