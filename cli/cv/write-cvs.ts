import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { PublicationsFile, SiteConfig, SkillsFile, TimelineFile } from '../../schemas/types.generated.ts';
import type { CvInput } from '../../site/shared/cv/cv-model.ts';
import type { Strings } from '../../site/shared/i18n/translate.ts';
import { renderCvs, type RenderedCv } from './render-cv.tsx';

/**
 * The CV's input from the build's data files (the validated content without `$schema`): one `strings.<lang>`
 * file per site language (product strings with the content's overrides), and experience, education and skills
 * only when the site has them.
 */
export function cvSources(data: Readonly<Record<string, unknown>>): {
  input: CvInput;
  languages: string[];
  strings: Record<string, Strings>;
} {
  const strings: Record<string, Strings> = {};
  for (const [key, value] of Object.entries(data)) {
    const language = /^strings\.([a-z]{2})$/.exec(key)?.[1];
    if (language !== undefined) strings[language] = value as Strings;
  }
  const input: CvInput = {
    site: data['site'] as SiteConfig,
    publications: data['publications'] as PublicationsFile,
    experience: data['experience'] as TimelineFile | undefined,
    education: data['education'] as TimelineFile | undefined,
    skills: data['skills'] as SkillsFile | undefined,
  };
  return { input, languages: input.site.languages, strings };
}

/** Writes the generated CV of every site language into the built site (/cv/<name>-cv-<lang>.pdf). */
export async function writeGeneratedCvs(outDir: string, data: Readonly<Record<string, unknown>>): Promise<RenderedCv[]> {
  const { input, languages, strings } = cvSources(data);
  const rendered = await renderCvs(input, languages, strings);
  for (const cv of rendered) {
    const file = join(outDir, ...cv.path.split('/').filter((part) => part !== ''));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, cv.bytes);
  }
  return rendered;
}
