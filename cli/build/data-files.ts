import type { Content } from '../content/validate-content.ts';
import { edition } from './edition.ts';

/** `$schema` only serves editors; it is not data the site reads. */
function withoutSchemaKey<T extends object>(document: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = document as T & { $schema?: string };
  return rest;
}

/**
 * The data files the site reads, by key (each becomes /data/<key>.json and is embedded in the pages that use
 * it): one strings and projects file per site language, and a file per optional section only when the content
 * has that section.
 */
export function dataFiles(content: Content): Record<string, unknown> {
  const files: Record<string, unknown> = {
    site: withoutSchemaKey(content.site),
    edition: edition({
      publicationsUpdatedAt: content.publications.updated_at,
      socialImageSize: content.socialImageSize,
      languages: content.languages.map((code) => ({ code, strings: content.strings[code] ?? {} })),
      sections: content.sections,
    }),
  };
  for (const language of content.languages) files[`strings.${language}`] = withoutSchemaKey(content.strings[language] ?? {});
  if (content.skills) files.skills = withoutSchemaKey(content.skills);
  if (content.experience) files.experience = withoutSchemaKey(content.experience);
  if (content.education) files.education = withoutSchemaKey(content.education);
  files.publications = withoutSchemaKey(content.publications);
  if (content.projects) {
    for (const language of content.languages) {
      files[`projects.${language}`] = { language, items: content.projects[language] ?? [] };
    }
  }
  return files;
}
