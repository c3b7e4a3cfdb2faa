import type { SectionId } from '../../schemas/types.generated.ts';
import type { HeroLinkPlace } from '../collections/collection-model.ts';
import { collectionModels } from '../collections/registry.ts';

/** A link of the hero to a section of the home page, and the interface string that names it. */
export interface HeroLink {
  section: SectionId;
  labelKey: string;
}

/** The links the kinds offer the hero (`heroLink` in their models). */
const offered: ReadonlyArray<HeroLink & { as: HeroLinkPlace }> = collectionModels.flatMap((model) =>
  'heroLink' in model ? [{ section: model.section, ...model.heroLink }] : [],
);

/**
 * Where the hero's button or arrow leads (docs/collections.md): the first section of the home page, in its order
 * (the edition's `homeSections`), whose kind offers it; none when the home page shows no such section.
 */
export function heroLink(as: HeroLinkPlace, homeSections: readonly SectionId[]): HeroLink | undefined {
  for (const section of homeSections) {
    const offer = offered.find((candidate) => candidate.as === as && candidate.section === section);
    if (offer !== undefined) return { section, labelKey: offer.labelKey };
  }
  return undefined;
}
