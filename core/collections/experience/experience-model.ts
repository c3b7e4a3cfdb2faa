import type { CollectionModel } from '../collection-model.ts';

/**
 * Experience (content/experience.json): the positions held, a home section that hydrates (its cards open) and a
 * CV section; no page of its own, so its navigation item links to the home section.
 */
export const experienceModel = {
  id: 'experience',
  file: { name: 'experience.json', schemaId: 'timeline.schema.json' },
  section: 'experience',
  pages: [],
  heroLink: { as: 'button', labelKey: 'hero.viewWork' },
  stringKeys: /^experience\.|^nav\.experience$|^hero\.viewWork$/,
} as const satisfies CollectionModel<'experience'>;
