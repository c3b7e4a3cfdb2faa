import { statSync } from 'node:fs';
import { join } from 'node:path';
import { markdownFileName } from '../../../core/collections/collection-model.ts';
import { insideContent } from '../../content/rules/referenced-files.ts';
import { wholeFileProblem, type Problem } from '../../shared/problems.ts';
import type { ParsedProjectsFile } from './parse-projects.ts';
import { projectFieldProblem, projectLinkProblems, projectTranslationProblems } from './projects-rules.ts';

/**
 * The projects pages are optional, but a site with them has one per language: the first language's file is
 * the reference, every other language lists the same blocks in the same order. A file for a language the site
 * lacks is never used.
 */
export function projectsFilesProblems(
  directory: string,
  projects: Readonly<Record<string, ParsedProjectsFile>>,
  languages: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const present = languages.filter((language) => projects[language] !== undefined);
  for (const [language, page] of Object.entries(projects)) {
    if (!languages.includes(language)) {
      problems.push(
        wholeFileProblem(
          page.file,
          `the site has no language "${language}" (languages: ${languages.join(', ')}): add it to languages in site.json, or remove this file`,
          'warning',
        ),
      );
    }
  }
  const reference = present[0] === undefined ? undefined : projects[present[0]];
  if (reference === undefined) return problems;
  for (const language of languages) {
    const page = projects[language];
    if (page === undefined) {
      problems.push(
        wholeFileProblem(
          join(directory, markdownFileName('projects', language)),
          `missing file: the site has projects (${reference.file}) and the language "${language}": create this file with the same blocks, translated, separated by --- lines`,
        ),
      );
      continue;
    }
    problems.push(...projectLinkProblems(page));
    if (page !== reference) problems.push(...projectTranslationProblems(reference, page));
  }
  return problems;
}

/** A site path as written in Markdown, with its %-escapes decoded (a file name with a space). */
export function decodedSitePath(source: string): string {
  try {
    return decodeURI(source);
  } catch {
    return source;
  }
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

/** A project image under /images/ must stay in content/images/ and exist there. */
export function projectImageProblems(directory: string, page: ParsedProjectsFile): Problem[] {
  return page.projects.flatMap((project, index) => {
    if (project.image === undefined || !project.image.startsWith('/images/')) return [];
    const path = insideContent(decodedSitePath(project.image.slice(1)));
    const name = `block ${index + 1} ("${project.title}")`;
    if (path === undefined || !path.startsWith('images/')) {
      return [projectFieldProblem(page, index, 'image', `${name}: image "${project.image}" leaves /images/: use /images/<file>`)];
    }
    if (isFile(join(directory, path))) return [];
    return [projectFieldProblem(page, index, 'image', `${name}: image ${project.image} not found: add ${join(directory, path)} or correct the path`)];
  });
}
