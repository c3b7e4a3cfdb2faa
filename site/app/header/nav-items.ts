import type { SectionId } from '../../../schemas/types.generated.ts';
import { collectionModels, type CollectionSectionId } from '../../../core/collections/registry.ts';

type Model = (typeof collectionModels)[number];
/** The collections' sections the header links to: not those whose model says `inNavigation: false` (recognition). */
type NavCollectionSectionId = Exclude<CollectionSectionId, Extract<Model, { inNavigation: false }>['section']>;
type NavSectionId = NavCollectionSectionId | 'contact';

const collectionSections = collectionModels.flatMap((model): NavCollectionSectionId[] =>
  'inNavigation' in model && !model.inNavigation ? [] : [model.section as NavCollectionSectionId],
);

/**
 * The home page sections the header links to, in page order (specification section 2): the content
 * collections' (core/collections/registry.ts), before the contact form.
 */
const navSectionIds: readonly NavSectionId[] = [...collectionSections, 'contact'];

/** Each section's list page, by language-neutral path: a collection's first page (the search page links to every list). */
export const sectionListPaths: Partial<Record<NavSectionId, string>> = Object.fromEntries(
  collectionModels.flatMap((model) => {
    const pages: ReadonlyArray<{ neutralPath: string }> = model.pages;
    return pages[0] === undefined ? [] : [[model.section, `${pages[0].neutralPath}/`]];
  }),
);

/**
 * Sections whose header link opens a page of their own instead of the home page's section (the publications
 * page: the home section shows at most 6), by path relative to the language's home: a collection's list page,
 * unless it scrolls to its home section (projects).
 */
const sectionPages: Partial<Record<NavSectionId, string>> = Object.fromEntries(
  collectionModels.flatMap((model) => {
    const listPath = sectionListPaths[model.section as NavSectionId];
    if (listPath === undefined || ('navigatesToSection' in model && model.navigatesToSection)) return [];
    return [[model.section, listPath.slice(1)]];
  }),
);

export interface NavItem {
  sectionId: NavSectionId;
  labelKey: `nav.${NavSectionId}`;
  /** A real link (to the section on the home page, or to the section's page), so it works without JavaScript and from any page. */
  href: string;
  /** True when the link opens the section's own page (the publications page) rather than scrolling home. */
  opensPage: boolean;
}

/**
 * A link to each of those sections the site has (all of them when `sections` is not given); a link to the home
 * page's section only when the home page shows it (`onHome`, the edition's homeSections).
 */
export function navItems(homePath: string, sections: readonly SectionId[] = navSectionIds, onHome: readonly SectionId[] = sections): NavItem[] {
  return navSectionIds
    .filter((sectionId) => sections.includes(sectionId) && (sectionPages[sectionId] !== undefined || onHome.includes(sectionId)))
    .map((sectionId) => {
      const page = sectionPages[sectionId];
      return {
        sectionId,
        labelKey: `nav.${sectionId}`,
        href: page === undefined ? `${homePath}#${sectionId}` : `${homePath}${page}`,
        opensPage: page !== undefined,
      };
    });
}
