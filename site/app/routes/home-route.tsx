import type { ComponentType } from 'react';
import type { SectionId } from '../../../schemas/types.generated.ts';
import { ContactSection } from '../../features/contact/contact-section.tsx';
import { HeroSection } from '../../features/hero/hero-section.tsx';
import { FeaturedProjectsSection } from '../../features/projects/featured-projects-section.tsx';
import { PublicationsSection } from '../../features/publications/publications-section.tsx';
import { SkillsSection } from '../../features/skills/skills-section.tsx';
import { SpotlightSection } from '../../features/spotlight/spotlight-section.tsx';
import { EducationSection } from '../../features/timeline/education-section.tsx';
import { ExperienceSection } from '../../features/timeline/experience-section.tsx';
import { useSections } from '../../shared/site/sections.ts';
import { PageHead } from '../head/page-head.tsx';

const sectionComponents: Record<SectionId, ComponentType> = {
  spotlight: SpotlightSection,
  skills: SkillsSection,
  projects: FeaturedProjectsSection,
  publications: PublicationsSection,
  experience: ExperienceSection,
  education: EducationSection,
  contact: ContactSection,
};

/**
 * Specification section 2: hero, spotlight, skills, featured projects, publications, experience, education,
 * contact — each section only when the content has it (edition data, in page order), so no empty heading,
 * skeleton or request for a data file the build did not write.
 */
export function HomeRoute() {
  const sections = useSections();
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      {sections.map((section) => {
        const Section = sectionComponents[section];
        return <Section key={section} />;
      })}
    </>
  );
}
