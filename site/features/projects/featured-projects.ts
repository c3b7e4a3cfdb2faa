import type { Project } from '../../../schemas/types.generated.ts';

/** Specification section 9: the home page shows the first 3 projects. */
export const featuredProjectCount = 3;

export function selectFeaturedProjects(projects: readonly Project[]): Project[] {
  return projects.slice(0, featuredProjectCount);
}

/** The 'view all' link appears only when some projects are not featured. */
export function hasUnfeaturedProjects(projects: readonly Project[]): boolean {
  return projects.length > featuredProjectCount;
}
