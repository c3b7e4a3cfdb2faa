import { educationModel } from './education/education-model.ts';
import { experienceModel } from './experience/experience-model.ts';
import { newsModel } from './news/news-model.ts';
import { pagesModel } from './pages/pages-model.ts';
import { postsModel } from './posts/posts-model.ts';
import { projectsModel } from './projects/projects-model.ts';
import { publicationsModel } from './publications/publications-model.ts';
import { recognitionModel } from './recognition/recognition-model.ts';
import { skillsModel } from './skills/skills-model.ts';
import { softwareModel } from './software/software-model.ts';
import { talksModel } from './talks/talks-model.ts';
import { teachingModel } from './teaching/teaching-model.ts';

/**
 * Every content collection, in the order of their home sections and navigation items (docs/collections.md).
 * Adding a kind: its folder, then one line here; the type checker then asks for its build part
 * (cli/collections/registry.ts) and its pages (site/app/collections.tsx).
 */
export const collectionModels = [
  skillsModel,
  projectsModel,
  publicationsModel,
  experienceModel,
  educationModel,
  newsModel,
  talksModel,
  postsModel,
  teachingModel,
  softwareModel,
  recognitionModel,
  pagesModel,
] as const;

export type CollectionId = (typeof collectionModels)[number]['id'];
export type CollectionPageId = (typeof collectionModels)[number]['pages'][number]['id'];
export type CollectionSectionId = (typeof collectionModels)[number]['section'];
/** A collection's pages per item (a post): their ids, beside the pages of CollectionPageId. */
export type CollectionItemPageId = NonNullable<Extract<(typeof collectionModels)[number], { itemPages: unknown }>['itemPages']>[number]['id'];
