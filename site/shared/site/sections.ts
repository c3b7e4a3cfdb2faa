import type { Edition, SectionId } from '../../../schemas/types.generated.ts';
import { useData } from '../data/data-context.tsx';

/**
 * The sections the content has, in page order (the build's edition data). Pages, data files and the CV show
 * only these, so nothing links to a section the site does not have. The edition is in
 * every page's embedded data; while it is still on its way (never on a prerendered page) the list is empty.
 */
export function useSections(): readonly SectionId[] {
  const edition = useData<Edition>('edition');
  return edition.status === 'success' ? edition.data.sections : [];
}

/**
 * The home page's sections after the hero, in order (the owner's site.json `home.sections`, else every section
 * the content has): the home page shows these, and the header and the hero link only to these there.
 */
export function useHomeSections(): readonly SectionId[] {
  const edition = useData<Edition>('edition');
  return edition.status === 'success' ? edition.data.homeSections : [];
}
