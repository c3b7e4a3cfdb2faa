import type { ComponentType } from 'react';
import type { CollectionId, CollectionItemPageId, CollectionPageId } from '../../core/collections/registry.ts';
import { EducationSection } from '../features/education/education-section.tsx';
import { ExperienceSection } from '../features/experience/experience-section.tsx';
import { AllProjectsPage } from '../features/projects/all-projects-page.tsx';
import { FeaturedProjectsSection } from '../features/projects/featured-projects-section.tsx';
import { PublicationPage } from '../features/publications/publication-page.tsx';
import { PublicationsPage } from '../features/publications/publications-page.tsx';
import { PublicationsSection } from '../features/publications/publications-section.tsx';
import { SkillsSection } from '../features/skills/skills-section.tsx';
import { NewsPage } from '../features/news/news-page.tsx';
import { NewsSection } from '../features/news/news-section.tsx';
import { OwnPage } from '../features/pages/own-page.tsx';
import { PostPage } from '../features/posts/post-page.tsx';
import { PostsPage } from '../features/posts/posts-page.tsx';
import { PostsSection } from '../features/posts/posts-section.tsx';
import { PostsTagPage } from '../features/posts/posts-tag-page.tsx';
import { RecognitionSection } from '../features/recognition/recognition-section.tsx';
import { SoftwarePage } from '../features/software/software-page.tsx';
import { SoftwareSection } from '../features/software/software-section.tsx';
import { TalksPage } from '../features/talks/talks-page.tsx';
import { TalksSection } from '../features/talks/talks-section.tsx';
import { TeachingPage } from '../features/teaching/teaching-page.tsx';

/**
 * The pages of every collection of core/collections/registry.ts (docs/collections.md): its home section and a
 * component per page of its model. They are HTML only, but for a home section listed in
 * site/app/islands/collection-islands.ts, which hydrates.
 */
export interface SiteCollection {
  HomeSection: ComponentType;
  pages: Partial<Record<CollectionPageId, ComponentType>>;
  /** A component per item page of its model (a post), given the item's key and its data file. */
  itemPages?: Partial<Record<CollectionItemPageId, ComponentType<{ itemKey: string; dataKey: string }>>>;
}

export const siteCollections: Readonly<Record<CollectionId, SiteCollection>> = {
  skills: { HomeSection: SkillsSection, pages: {} },
  // Its links are plain links, and a broken image is hidden by the page (site/app/islands/page-services.ts).
  projects: { HomeSection: FeaturedProjectsSection, pages: { projects: AllProjectsPage } },
  publications: { HomeSection: PublicationsSection, pages: { publications: PublicationsPage }, itemPages: { publication: PublicationPage } },
  experience: { HomeSection: ExperienceSection, pages: {} },
  education: { HomeSection: EducationSection, pages: {} },
  news: { HomeSection: NewsSection, pages: { news: NewsPage } },
  talks: { HomeSection: TalksSection, pages: { talks: TalksPage } },
  posts: { HomeSection: PostsSection, pages: { posts: PostsPage }, itemPages: { post: PostPage, postTag: PostsTagPage } },
  // No home section: the header links to /teaching/.
  teaching: { HomeSection: () => null, pages: { teaching: TeachingPage } },
  software: { HomeSection: SoftwareSection, pages: { software: SoftwarePage } },
  // Awards and grants: plain HTML, nothing to hydrate.
  recognition: { HomeSection: RecognitionSection, pages: {} },
  // No home section: the header links to each page that asks for it.
  pages: { HomeSection: () => null, pages: {}, itemPages: { page: OwnPage } },
};
