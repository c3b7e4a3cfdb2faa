import type { CollectionModel } from '../collection-model.ts';

/**
 * Education (content/education.json): the degrees, a home section that hydrates (its cards open) and a CV
 * section; no page of its own, so its navigation item links to the home section.
 */
export const educationModel = {
  id: 'education',
  file: { name: 'education.json', schemaId: 'timeline.schema.json' },
  section: 'education',
  pages: [],
  stringKeys: /^education\.|^nav\.education$/,
} as const satisfies CollectionModel<'education'>;
