import type { CollectionModel } from '../collection-model.ts';

/**
 * Skills (content/skills.json): the skill cards and the research keywords, a home section that hydrates (its
 * cards open) and a CV section; no page of its own, so its navigation item links to the home section.
 */
export const skillsModel = {
  id: 'skills',
  file: { name: 'skills.json', schemaId: 'skills.schema.json' },
  section: 'skills',
  pages: [],
  heroLink: { as: 'arrow', labelKey: 'hero.scrollToSkills' },
  stringKeys: /^skills\.|^nav\.skills$|^hero\.scrollToSkills$/,
} as const satisfies CollectionModel<'skills'>;
