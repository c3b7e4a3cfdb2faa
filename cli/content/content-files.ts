/** The JSON files of a content folder, each with the schema it must satisfy. */
export const jsonContentFiles = {
  site: { name: 'site.json', schemaId: 'site.schema.json', required: true },
  stringsEn: { name: 'strings.en.json', schemaId: 'strings.schema.json', required: true },
  stringsFr: { name: 'strings.fr.json', schemaId: 'strings.schema.json', required: true },
  skills: { name: 'skills.json', schemaId: 'skills.schema.json', required: true },
  experience: { name: 'experience.json', schemaId: 'timeline.schema.json', required: true },
  education: { name: 'education.json', schemaId: 'timeline.schema.json', required: true },
  publications: { name: 'publications.json', schemaId: 'publications.schema.json', required: true },
  manualPublications: { name: 'publications.manual.json', schemaId: 'publications-manual.schema.json', required: false },
} as const;

export type JsonContentKey = keyof typeof jsonContentFiles;

/** The projects pages' markdown, one file per language. */
export const projectFiles = { en: 'projects.md', fr: 'projects.fr.md' } as const;
