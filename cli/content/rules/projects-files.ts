import { join } from 'node:path';
import type { Problem } from '../../shared/problems.ts';
import { projectsFileName } from '../content-files.ts';
import { wholeFileProblem, type ParsedProjectsFile } from '../load-content.ts';
import { projectLinkProblems, projectTranslationProblems } from './projects-rules.ts';

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
          join(directory, projectsFileName(language)),
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
