import type { CollectionModel } from '../collection-model.ts';
import { softwareDataKey } from './software-data.ts';
import { softwareNodes } from './software-json-ld.ts';

/**
 * Software and data (content/software.json): the programs, data sets, trained models and notebooks the owner
 * made, on /software/ grouped by kind, newest first; each cites itself (.bib, .ris, CSL-JSON) and names the papers
 * it implements, whose pages list it in turn (`workReferences`).
 */
export const softwareModel = {
  id: 'software',
  file: { name: 'software.json', schemaId: 'software.schema.json' },
  section: 'software',
  inSiteFeed: true,
  workReferences: { field: 'publications', itemNoun: 'software item' },
  pages: [
    {
      id: 'software',
      neutralPath: '/software',
      titleKey: 'software.title',
      descriptionKey: 'software.metaDescription',
      inSearch: true,
      structuredData: { dataKey: (language: string) => softwareDataKey(language), nodes: softwareNodes },
    },
  ],
  // Its share of the CV's data (software-cv.ts): the CV page is prerendered from it and never hydrated.
  dataNoPageReads: ['software-cv'],
  stringKeys: /^software\.|^nav\.software$|^cv\.software$/,
} as const satisfies CollectionModel<'software'>;
