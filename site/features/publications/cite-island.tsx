import { useData } from '../../shared/data/data-context.tsx';
import type { PublicationPageData } from '../../../core/collections/publications/publication-data.ts';
import { CiteBlock } from './cite-block.tsx';

/** The Cite block of a paper's page as an island: it hydrates with the paper's data file, loaded on first use. */
export function CiteIsland({ publicationKey }: { publicationKey: string }) {
  const state = useData<PublicationPageData>(`publication.${publicationKey}`);
  return state.status === 'success' ? <CiteBlock data={state.data} /> : null;
}
