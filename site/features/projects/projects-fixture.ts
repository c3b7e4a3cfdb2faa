import type { Project, ProjectsFile } from '../../../schemas/types.generated.ts';

/** Projects as `portfolio build` writes them from content/projects.md. */
export function projectsFile(count: number, language: 'en' | 'fr' = 'en'): ProjectsFile {
  const items: Project[] = Array.from({ length: count }, (_, index) => ({
    title: `Project ${index + 1}`,
    link: `https://project-${index + 1}.example.org`,
    description: `Description of project ${index + 1}.`,
    ...(index % 2 === 0 ? { image: `/images/projects/project-${index + 1}.svg` } : {}),
    ...(index === 0 ? { githubLink: `https://github.com/owner/project-${index + 1}` } : {}),
  }));
  return { language, items };
}
