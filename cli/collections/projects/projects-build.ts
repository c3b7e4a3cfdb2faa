import { languageOfMarkdownFile } from '../../../core/collections/collection-model.ts';
import { projectsDataKey } from '../../../core/collections/projects/projects-model.ts';
import { isRasterImage } from '../../../core/images/image-layouts.ts';
import type { LoadedContent } from '../../content/loaded-content.ts';
import { siteLanguagesOf } from '../../content/site-languages.ts';
import type { ImageUse } from '../../images/build-images.ts';
import type { Problem } from '../../shared/problems.ts';
import type { CollectionBuild, MarkdownFile } from '../collection-build.ts';
import { parseProjects, type ParsedProjectsFile } from './parse-projects.ts';
import { decodedSitePath, projectImageProblems, projectsFilesProblems } from './projects-files.ts';

/** The projects of each site language that has a projects file, as parsed. */
export type ProjectsByLanguage = Record<string, ParsedProjectsFile>;

/**
 * projects.md and projects.<lang>.md: each parsed (block by block) and its images checked, then the files in step
 * across the site's languages. The site has projects when one of its languages has a file.
 */
function readProjects(
  files: readonly MarkdownFile[],
  loaded: Pick<LoadedContent, 'directory' | 'documents'>,
): { value: ProjectsByLanguage | undefined; problems: Problem[] } {
  const problems: Problem[] = [];
  const parsed: ProjectsByLanguage = {};
  for (const { file, name, text } of files) {
    const language = languageOfMarkdownFile('projects', name);
    if (language === undefined) continue;
    const page = parseProjects(text, file);
    problems.push(...page.problems, ...projectImageProblems(loaded.directory, { file, ...page }));
    parsed[language] = { file, projects: page.projects, sources: page.sources };
  }
  const declared = siteLanguagesOf(loaded.documents.site);
  if (declared === undefined) return { value: undefined, problems };
  problems.push(...projectsFilesProblems(loaded.directory, parsed, declared.languages));
  const inSite = declared.languages.filter((language) => parsed[language] !== undefined);
  const value = inSite.length === 0 ? undefined : Object.fromEntries(inSite.map((language) => [language, parsed[language]!]));
  return { value, problems };
}

/** The raster images under /images/ the project cards show, each once. */
function projectImageUses(projects: ProjectsByLanguage): ImageUse[] {
  const images = Object.values(projects).flatMap((page) => page.projects.flatMap((project) => (project.image === undefined ? [] : [project.image])));
  const paths = images.filter((image) => image.startsWith('/images/') && isRasterImage(image)).map((image) => decodedSitePath(image.slice(1)));
  return [...new Set(paths)].map((path) => ({ path, role: 'project' as const }));
}

export const projectsBuild: CollectionBuild = {
  readMarkdown: readProjects,
  dataFiles: (value, languages) =>
    Object.fromEntries(
      languages.map((language) => [projectsDataKey(language), { language, items: (value as ProjectsByLanguage)[language]?.projects ?? [] }]),
    ),
  imageUses: (value) => projectImageUses(value as ProjectsByLanguage),
};
