/** The home page sections the header links to, in page order (specification section 2). */
export const navSectionIds = ['skills', 'projects', 'publications', 'experience', 'education', 'contact'] as const;
export type NavSectionId = (typeof navSectionIds)[number];

export interface NavItem {
  sectionId: NavSectionId;
  labelKey: `nav.${NavSectionId}`;
  /** A real link to the section on the home page, so it works without JavaScript and from any page. */
  href: string;
}

export function navItems(homePath: string): NavItem[] {
  return navSectionIds.map((sectionId) => ({
    sectionId,
    labelKey: `nav.${sectionId}`,
    href: `${homePath}#${sectionId}`,
  }));
}
