import type { Project } from '../../../schemas/types.generated.ts';
import type { Problem } from '../../shared/problems.ts';
import type { ParsedProjectsFile } from '../load-content.ts';
import { isHttpUrl } from './values.ts';

function problemOnLine(file: string, line: number, message: string): Problem {
  return { severity: 'error', file, line, column: 1, pointer: '', message };
}

function describe(project: Project, index: number): string {
  return `block ${index + 1} ("${project.title}")`;
}

/** Links must be http(s); an image is a site path under /images/ or an http(s) URL. */
export function projectLinkProblems(parsed: ParsedProjectsFile): Problem[] {
  const problems: Problem[] = [];
  parsed.projects.forEach((project, index) => {
    const line = parsed.lines[index] ?? 0;
    const name = describe(project, index);
    if (!isHttpUrl(project.link)) {
      problems.push(problemOnLine(parsed.file, line, `${name}: link "${project.link}" must be an http(s) URL: use https://…`));
    }
    if (project.githubLink !== undefined && !isHttpUrl(project.githubLink)) {
      problems.push(
        problemOnLine(parsed.file, line, `${name}: GitHub link "${project.githubLink}" must be an http(s) URL: use https://…`),
      );
    }
    if (project.image !== undefined && !project.image.startsWith('/images/') && !isHttpUrl(project.image)) {
      problems.push(
        problemOnLine(
          parsed.file,
          line,
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
    const frenchLine = french.lines[index] ?? 0;
    if (source === undefined && translation !== undefined) {
      problems.push(
        problemOnLine(
          french.file,
          frenchLine,
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
        problemOnLine(
          french.file,
          frenchLine,
          `${describe(translation, index)} links to ${translation.link} but ${describe(source, index)} of ${english.file} links to ${source.link}: keep the same blocks in the same order in both files`,
        ),
      );
    }
  }
  return problems;
}
