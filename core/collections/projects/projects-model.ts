import type { CollectionModel } from '../collection-model.ts';

/**
 * Projects (content/projects.md, projects.<lang>.md): blocks of Markdown, the same in every language; the home
 * section shows the featured ones, /projects/ all of them (data file `projects.<lang>`).
 */
export const projectsModel = {
  id: 'projects',
  file: { perLanguage: 'projects' },
  section: 'projects',
  navigatesToSection: true,
  pages: [{ id: 'projects', neutralPath: '/projects', titleKey: 'projectsPage.title', descriptionKey: 'meta.projectsDescription', inSearch: true }],
  stringKeys: /^(projects|projectsPage)\.|^nav\.projects$|^meta\.projectsDescription$/,
} as const satisfies CollectionModel<'projects'>;

/** The data file of the home section and the page in one language. */
export const projectsDataKey = (language: string) => `projects.${language}` as const;
