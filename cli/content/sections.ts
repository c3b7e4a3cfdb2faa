import type { SectionId } from '../../schemas/types.generated.ts';
import { collectionModels, type CollectionId } from '../../core/collections/registry.ts';

/** What the content holds, section by section. */
export interface SectionSources {
  spotlight: boolean;
  contact: boolean;
  /** The content collections whose file the content has (core/collections/registry.ts). */
  collections?: Partial<Record<CollectionId, boolean>>;
}

/** Every home page section, in page order: the content collections' in the registry's order, before the contact form. */
export const sectionOrder: readonly SectionId[] = ['spotlight', ...collectionModels.map((model) => model.section), 'contact'];

function isPresent(section: SectionId, sources: SectionSources): boolean {
  const model = collectionModels.find((candidate) => candidate.section === section);
  if (model !== undefined) return sources.collections?.[model.id] === true;
  return sources[section as keyof Omit<SectionSources, 'collections'>] === true;
}

/** The sections the site has, in page order: navigation, hero buttons, home sections and pages follow it. */
export function presentSections(sources: SectionSources): SectionId[] {
  return sectionOrder.filter((section) => isPresent(section, sources));
}

/**
 * The home page's sections after the hero, in order: site.json's `home.sections` when given (a section whose
 * content is absent left out), else every section the content has, in page order.
 */
export function homeSections(present: readonly SectionId[], order: readonly SectionId[] | undefined): SectionId[] {
  return order === undefined ? [...present] : order.filter((section) => present.includes(section));
}
