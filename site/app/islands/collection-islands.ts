import type { CollectionId } from '../../../core/collections/registry.ts';
import type { IslandEntry } from './island-entry.ts';

/**
 * The collections whose home section hydrates, each as the island named after its id (docs/collections.md).
 * Apart from site/app/collections.tsx, which imports every collection's pages: the hydration's code loads
 * only these, each its own chunk.
 */
export const collectionIslands: Partial<Record<CollectionId, IslandEntry>> = {
  skills: {
    load: () => import('../../features/skills/skills-section.tsx').then((module) => module.SkillsSection),
    data: () => ['skills'],
  },
  publications: {
    load: () => import('../../features/publications/publications-section.tsx').then((module) => module.PublicationsSection),
    data: () => ['publications-home'],
    toasts: true,
  },
  experience: {
    load: () => import('../../features/experience/experience-section.tsx').then((module) => module.ExperienceSection),
    data: () => ['experience'],
  },
  education: {
    load: () => import('../../features/education/education-section.tsx').then((module) => module.EducationSection),
    data: () => ['education'],
  },
};

/** Whether the page's URL holds a search of the publications list (`?q=…`, site/features/publications/). */
function searchesInUrl(): boolean {
  return (new URLSearchParams(window.location.search).get('q') ?? '').trim() !== '';
}

/**
 * The islands of the collections' pages, by the name their page gives `<Island>` (a collection's own prefix): the
 * publications list's filters, a paper's citation box.
 */
export const collectionPageIslands: Readonly<Record<string, IslandEntry>> = {
  'publications-page': {
    load: () => import('../../features/publications/publications-page.tsx').then((module) => module.PublicationsList),
    // A link that searches opens with the authors the entries do not name already there: its first results are whole.
    data: () => (searchesInUrl() ? ['publications-list', 'publications-list-authors'] : ['publications-list']),
  },
  cite: {
    load: () => import('../../features/publications/cite-island.tsx').then((module) => module.CiteIsland),
    data: (props) => [`publication.${String(props.publicationKey)}`],
    toasts: true,
  },
};
