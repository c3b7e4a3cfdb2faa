import type { ComponentType } from 'react';
import type { CollectionId, CollectionPageId } from '../../core/collections/registry.ts';
import { NewsPage } from '../features/news/news-page.tsx';
import { NewsSection } from '../features/news/news-section.tsx';
import { TalksPage } from '../features/talks/talks-page.tsx';
import { TalksSection } from '../features/talks/talks-section.tsx';
import { TeachingPage } from '../features/teaching/teaching-page.tsx';

/**
 * The pages of every collection of core/collections/registry.ts (docs/collections.md): its home section and a
 * component per page of its model. No collection page or section is an island: they are HTML only.
 */
export interface SiteCollection {
  HomeSection: ComponentType;
  pages: Partial<Record<CollectionPageId, ComponentType>>;
}

export const siteCollections: Readonly<Record<CollectionId, SiteCollection>> = {
  news: { HomeSection: NewsSection, pages: { news: NewsPage } },
  talks: { HomeSection: TalksSection, pages: { talks: TalksPage } },
  // No home section: the header links to /teaching/.
  teaching: { HomeSection: () => null, pages: { teaching: TeachingPage } },
};
