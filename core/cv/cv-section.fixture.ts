import type { CvSectionId } from '../collections/cv-sections.ts';
import type { Cv } from './cv-model.ts';
import type { CvListItem, CvSection } from './cv-section.ts';

/** The CV's section of that id, undefined when the CV has none; a test that expects another layout fails. */
export function cvSection<Layout extends CvSection['layout']>(cv: Cv, id: CvSectionId, layout: Layout): Extract<CvSection, { layout: Layout }> | undefined {
  const section = cv.sections.find((candidate) => candidate.id === id);
  if (section !== undefined && section.layout !== layout) throw new Error(`the CV's section "${id}" is of the layout ${section.layout}, not ${layout}`);
  return section as Extract<CvSection, { layout: Layout }> | undefined;
}

/** The items of a list section, its groups' one after the other; none when the CV has no such section. */
export function cvItems(cv: Cv, id: CvSectionId): CvListItem[] {
  return cvSection(cv, id, 'list')?.groups.flatMap((group) => group.items) ?? [];
}
