import type { Edition } from '../../../schemas/types.generated.ts';

/** The edition data file of the shipped content (English and French, every section), for component tests. */
export const shippedEdition: Edition = {
  year: 2026,
  socialImageSize: { width: 1200, height: 630 },
  photo: null,
  languages: [
    { code: 'en', name: 'English', ogLocale: 'en_GB' },
    { code: 'fr', name: 'Français', ogLocale: 'fr_FR' },
  ],
  sections: ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'],
  homeSections: ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'],
};
