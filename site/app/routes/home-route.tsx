import { EducationSection } from '../../features/timeline/education-section.tsx';
import { ExperienceSection } from '../../features/timeline/experience-section.tsx';
import { HeroSection } from '../../features/hero/hero-section.tsx';
import { FeaturedProjectsSection } from '../../features/projects/featured-projects-section.tsx';
import { PublicationsSection } from '../../features/publications/publications-section.tsx';
import { SkillsSection } from '../../features/skills/skills-section.tsx';
import { SpotlightSection } from '../../features/spotlight/spotlight-section.tsx';
import { ContactSection } from '../../features/contact/contact-section.tsx';
import { PageHead } from '../head/page-head.tsx';

/** Specification section 2: hero, spotlight, skills, featured projects, publications, experience, education, contact. */
export function HomeRoute() {
  return (
    <>
      <PageHead page="home" />
      <HeroSection />
      <SpotlightSection />
      <SkillsSection />
      <FeaturedProjectsSection />
      <PublicationsSection />
      <ExperienceSection />
      <EducationSection />
      <ContactSection />
    </>
  );
}
