import type { SectionId } from '../../../schemas/types.generated.ts';

/** The home page sections the header links to, in page order (specification section 2). */
export const navSectionIds = ['skills', 'projects', 'publications', 'experience', 'education', 'contact'] as const;
export type NavSectionId = (typeof navSectionIds)[number];

export interface NavItem {
  sectionId: NavSectionId;
  labelKey: `nav.${NavSectionId}`;
  /** A real link to the section on the home page, so it works without JavaScript and from any page. */
  href: string;
}

/** A link to each of those sections the site has (all of them when `sections` is not given). */
export function navItems(homePath: string, sections: readonly SectionId[] = navSectionIds): NavItem[] {
  return navSectionIds
    .filter((sectionId) => sections.includes(sectionId))
    .map((sectionId) => ({ sectionId, labelKey: `nav.${sectionId}`, href: `${homePath}#${sectionId}` }));
}
