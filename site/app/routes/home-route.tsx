import type { ComponentType } from 'react';
import type { SectionId } from '../../../schemas/types.generated.ts';
import { collectionModels, type CollectionSectionId } from '../../../core/collections/registry.ts';
import { Island } from '../../shared/islands/island.tsx';
import { ContactSection } from '../../features/contact/contact-section.tsx';
import { HeroSection } from '../../features/hero/hero-section.tsx';
import { SpotlightSection } from '../../features/spotlight/spotlight-section.tsx';
import { useHomeSections } from '../../shared/site/sections.ts';
import { siteCollections } from '../collections.tsx';
import { PageHead } from '../head/page-head.tsx';
import { collectionIslands } from '../islands/collection-islands.ts';

interface HomeSection {
  Section: ComponentType;
  /** The section hydrates as the island of this name (site/app/islands/island-registry.ts). */
  island?: string;
}

/** The content collections' home sections (site/app/collections.tsx): HTML only, or the island of its id. */
const collectionSections = Object.fromEntries(
  collectionModels.map((model): [CollectionSectionId, HomeSection] => {
    const Section = siteCollections[model.id].HomeSection;
    return [model.section, collectionIslands[model.id] === undefined ? { Section } : { Section, island: model.id }];
  }),
) as Record<CollectionSectionId, HomeSection>;

const homeSections: Record<SectionId, HomeSection> = {
  ...collectionSections,
  spotlight: { Section: SpotlightSection, island: 'spotlight' },
  contact: { Section: ContactSection, island: 'contact' },
};

/**
 * Specification section 2: hero, then spotlight, the collections' sections (skills,
 * featured projects, publications, experience, education…, recognition), contact, or the owner's order
 * (site.json home.sections) — each section only when the content has it (edition data), so no empty heading,
 * skeleton or request for a data file the build did not write.
 */
export function HomeRoute() {
  const sections = useHomeSections();
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      {sections.map((section) => {
        const { Section, island } = homeSections[section];
        return island ? (
          <Island key={section} name={island}>
            <Section />
          </Island>
        ) : (
          <Section key={section} />
        );
      })}
    </>
  );
}
