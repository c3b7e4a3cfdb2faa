import type { CollectionModel } from '../collection-model.ts';

/**
 * Publications (content/publications.json, which `portfolio fetch-publications` writes from OpenAlex, and the
 * owner's publications.manual.json): the one collection every site has, so its first file is required. A
 * paper's page (/publications/<key>/) is its page per item; its data file is the work's, the same in every
 * language (it holds the references of each).
 */
export const publicationsModel = {
  id: 'publications',
  file: {
    files: [
      {
        key: 'publications',
        name: 'publications.json',
        schemaId: 'publications.schema.json',
        ifMissing: 'run `portfolio fetch-publications` to create it',
      },
      { key: 'manual', name: 'publications.manual.json', schemaId: 'publications-manual.schema.json' },
    ],
  },
  section: 'publications',
  pages: [
    { id: 'publications', neutralPath: '/publications', titleKey: 'publicationsPage.title', descriptionKey: 'meta.publicationsDescription', scriptBudget: 80_000 },
  ],
  itemPages: [
    {
      id: 'publication',
      pattern: '/publications/:key',
      dataKey: (_language: string, key: string) => `publication.${key}`,
      inSearch: true,
      searchIndexApart: true,
      inEveryLanguage: true,
    },
  ],
  heroLink: { as: 'arrow', labelKey: 'hero.scrollToPublications' },
  // The full works, for other programs; the CV's works (cv-works.ts), from which the CV page is prerendered.
  dataNoPageReads: ['publications', 'cv-publications'],
  stringKeys: /^(publications|publicationsPage)\.|^nav\.publications$/,
} as const satisfies CollectionModel<'publications'>;
