import type { SectionId } from '../../schemas/types.generated.ts';

/** What the content holds, section by section. */
export interface SectionSources {
  spotlight: boolean;
  skills: boolean;
  projects: boolean;
  experience: boolean;
  education: boolean;
  contact: boolean;
}

/** Every home page section, in page order; publications is always there. */
export const sectionOrder: readonly SectionId[] = ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'];

/** The sections the site has, in page order: navigation, hero buttons, home sections and pages follow it. */
export function presentSections(sources: SectionSources): SectionId[] {
  return sectionOrder.filter((section) => section === 'publications' || sources[section]);
}
