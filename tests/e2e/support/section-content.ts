import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Language } from './site-content.ts';
import { parseProjects } from '../../../cli/collections/projects/parse-projects.ts';
import { markdownFileName } from '../../../core/collections/collection-model.ts';
import type { Project, PublicationsFile, SkillsFile, TimelineFile } from '../../../schemas/types.generated.ts';

/**
 * The home sections' shipped content, which the browser tests compare the built site with (global-setup
 * builds from a copy of content/ that differs only in the contact form endpoint).
 */
const contentDir = resolve(import.meta.dirname, '../../../content');

function readJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(join(contentDir, fileName), 'utf8')) as T;
}

export const skills = readJson<SkillsFile>('skills.json');
export const publications = readJson<PublicationsFile>('publications.json');
export const experience = readJson<TimelineFile>('experience.json');
export const education = readJson<TimelineFile>('education.json');

export function projects(language: Language): Project[] {
  const file = markdownFileName('projects', language);
  const { projects: parsed, problems } = parseProjects(readFileSync(join(contentDir, file), 'utf8'), file);
  if (problems.length > 0) throw new Error(`content/${file} has problems: ${JSON.stringify(problems)}`);
  return parsed;
}

/**
 * Text of the elements matched, without the screen-reader-only parts (e.g. '(opens in a new tab)'), whitespace
 * collapsed: what a sighted visitor reads.
 */
export function visibleTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (target) =>
      [...document.querySelectorAll(target)].map((element) => {
        const copy = element.cloneNode(true) as Element;
        for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
    selector,
  );
}
