import type { PublicationsFile } from '../../../schemas/types.generated.ts';
import { publicationKey } from '../../../core/collections/publications/publication-key.ts';
import { cvWorks } from '../../../core/cv/cv-works.ts';
import { publicationSearchGroups } from '../../../core/collections/publications/search-groups.ts';
import type { CollectionBuild } from '../collection-build.ts';
import { publicationKeyProblems } from './publication-keys.ts';
import { movedPublicationPages, publicationDevFile, writePublicationsOutput } from './publications-output.ts';

/** The value of the publications collection: its files by key (core/collections/publications/publications-model.ts). */
export interface PublicationsValue {
  publications: PublicationsFile;
  manual?: unknown;
}

/**
 * publications.json and publications.manual.json beyond their schemas: keys that can name a page (what names a
 * work elsewhere is checked by reference-problems.ts, called from validate-content.ts); and the CV's list of works
 * (data file `cv-publications`). Their pages' data files need the works' citations, which the build makes in a
 * child process (cli/build/data-files.ts).
 */
export const publicationsBuild: CollectionBuild = {
  rules(document, _loaded, key) {
    if (key === 'manual') return publicationKeyProblems({ manualPublications: document });
    return publicationKeyProblems({ publications: document });
  },
  itemPages: (value, languages) => (value as PublicationsValue).publications.items.map((work) => ({ page: 'publication', key: publicationKey(work), languages: [...languages] })),
  searchIndexGroups: (value) => publicationSearchGroups((value as PublicationsValue).publications.items),
  cvDataFiles: (value) => ({ 'cv-publications': cvWorks((value as PublicationsValue).publications) }),
  // The works whole, the list and its authors (cli/build/data-files.ts), the CV's works: 18 MB of JSON on 1,000 works.
  sourcedDataFiles: {
    publications: 'publications.json',
    'publications-list': 'publications.json',
    'publications-list-authors': 'publications.json',
    'cv-publications': 'publications.json',
  },
  // Each work's page data: the work, its citations in the site's languages, its manuscript, what other kinds say of it.
  sourcedItemDataFiles: { prefix: 'publication.', from: ['publications.json', 'publications.manual.json', 'papers/', 'site.json'] },
  writeOutput: writePublicationsOutput,
  devFile: publicationDevFile,
  movedPages: movedPublicationPages,
};
