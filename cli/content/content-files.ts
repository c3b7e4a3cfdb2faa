/** The JSON files of a content folder, each with the schema it must satisfy. */
export const jsonContentFiles = {
  site: { name: 'site.json', schemaId: 'site.schema.json', required: true },
  skills: { name: 'skills.json', schemaId: 'skills.schema.json', required: false },
  publications: { name: 'publications.json', schemaId: 'publications.schema.json', required: true },
  manualPublications: { name: 'publications.manual.json', schemaId: 'publications-manual.schema.json', required: false },
  awards: { name: 'awards.json', schemaId: 'awards.schema.json', required: false },
  grants: { name: 'grants.json', schemaId: 'grants.schema.json', required: false },
  service: { name: 'service.json', schemaId: 'service.schema.json', required: false },
} as const;

export type JsonContentKey = keyof typeof jsonContentFiles;

/** Optional interface-string overrides of one language: strings.<lang>.json. */
export function stringsFileName(language: string): string {
  return `strings.${language}.json`;
}

/** The projects page's markdown of one language: projects.md for English, projects.<lang>.md for the others. */
export function projectsFileName(language: string): string {
  return language === 'en' ? 'projects.md' : `projects.${language}.md`;
}

/** The language a content file name is for, when it is a strings or projects file. */
export function languageOfFile(name: string): { kind: 'strings' | 'projects'; language: string } | undefined {
  const strings = /^strings\.([a-z]{2})\.json$/.exec(name);
  if (strings?.[1] !== undefined) return { kind: 'strings', language: strings[1] };
  if (name === 'projects.md') return { kind: 'projects', language: 'en' };
  const projects = /^projects\.([a-z]{2})\.md$/.exec(name);
  if (projects?.[1] !== undefined && projects[1] !== 'en') return { kind: 'projects', language: projects[1] };
  return undefined;
}
