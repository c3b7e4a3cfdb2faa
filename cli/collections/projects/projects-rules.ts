import type { Project } from '../../../schemas/types.generated.ts';
import { isHttpUrl } from '../../content/rules/values.ts';
import type { Problem } from '../../shared/problems.ts';
import type { ParsedProjectsFile, ProjectSources } from './parse-projects.ts';

/**
 * An error at the value written for one field of a project (its link when the field has no place of its own),
 * with the pointer of that value in the projects data file the build writes.
 */
export function projectFieldProblem(
  parsed: ParsedProjectsFile,
  index: number,
  field: keyof ProjectSources,
  message: string,
): Problem {
  const sources = parsed.sources[index];
  const at = sources?.[field] ?? sources?.link ?? { line: 0, column: 0 };
  return { severity: 'error', file: parsed.file, ...at, pointer: `/items/${index}/${field}`, message };
}

function describe(project: Project, index: number): string {
  return `block ${index + 1} ("${project.title}")`;
}

/** Links must be http(s); an image is a site path under /images/ or an http(s) URL. */
export function projectLinkProblems(parsed: ParsedProjectsFile): Problem[] {
  const problems: Problem[] = [];
  parsed.projects.forEach((project, index) => {
    const name = describe(project, index);
    if (!isHttpUrl(project.link)) {
      problems.push(projectFieldProblem(parsed, index, 'link', `${name}: link "${project.link}" must be an http(s) URL: use https://…`));
    }
    if (project.githubLink !== undefined && !isHttpUrl(project.githubLink)) {
      problems.push(
        projectFieldProblem(
          parsed,
          index,
          'githubLink',
          `${name}: GitHub link "${project.githubLink}" must be an http(s) URL: use https://…`,
        ),
      );
    }
    if (project.image !== undefined && !project.image.startsWith('/images/') && !isHttpUrl(project.image)) {
      problems.push(
        projectFieldProblem(
          parsed,
          index,
          'image',
          `${name}: image "${project.image}" must be a site path /images/… (a file in content/images/) or an http(s) URL`,
        ),
      );
    }
  });
  return problems;
}

/** The French page must list the same projects, in the same order, with the same links. */
export function projectTranslationProblems(english: ParsedProjectsFile, french: ParsedProjectsFile): Problem[] {
  const problems: Problem[] = [];
  const count = Math.max(english.projects.length, french.projects.length);
  for (let index = 0; index < count; index += 1) {
    const source = english.projects[index];
    const translation = french.projects[index];
    if (source === undefined && translation !== undefined) {
      problems.push(
        projectFieldProblem(
          french,
          index,
          'link',
          `${describe(translation, index)} has no counterpart in ${english.file}: remove it or add it to ${english.file}`,
        ),
      );
    } else if (source !== undefined && translation === undefined) {
      problems.push({
        severity: 'error',
        file: french.file,
        line: 0,
        column: 0,
        pointer: '',
        message: `${describe(source, index)} of ${english.file} (${source.link}) is missing: add its translation as block ${index + 1}`,
      });
    } else if (source !== undefined && translation !== undefined && source.link !== translation.link) {
      problems.push(
        projectFieldProblem(
          french,
          index,
          'link',
          `${describe(translation, index)} links to ${translation.link} but ${describe(source, index)} of ${english.file} links to ${source.link}: keep the same blocks in the same order in both files`,
        ),
      );
    }
  }
  return problems;
}
