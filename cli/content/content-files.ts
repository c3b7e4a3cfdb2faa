/** The JSON files of a content folder that are not a collection's (core/collections/registry.ts), each with its schema. */
export const jsonContentFiles = {
  site: { name: 'site.json', schemaId: 'site.schema.json', required: true },
  redirects: { name: 'redirects.json', schemaId: 'redirects.schema.json', required: false },
} as const;

export type JsonContentKey = keyof typeof jsonContentFiles;

/** The language of a strings.<lang>.json file, by its name. */
export function stringsLanguageOf(name: string): string | undefined {
  return /^strings\.([a-z]{2})\.json$/.exec(name)?.[1];
}
