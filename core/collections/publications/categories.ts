import type { Publication } from '../../../schemas/types.generated.ts';

export type PublicationCategory = Publication['category'];

export const categoryOrder: readonly PublicationCategory[] = [
  'article',
  'conference',
  'thesis',
  'preprint',
  'book',
  'other',
];

export const categoryLabelKeys: Record<PublicationCategory, string> = {
  article: 'publications.categoryArticle',
  conference: 'publications.categoryConference',
  thesis: 'publications.categoryThesis',
  preprint: 'publications.categoryPreprint',
  book: 'publications.categoryBook',
  other: 'publications.categoryOther',
};
