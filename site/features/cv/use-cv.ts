import type { Edition, SectionId } from '../../../schemas/types.generated.ts';
import { cvDownloadPath } from '../../../core/cv/cv-file.ts';
import { cvCollections, cvModel, type Cv, type CvInput } from '../../../core/cv/cv-model.ts';
import type { CvWorks } from '../../../core/cv/cv-works.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import type { DataState } from '../../shared/data/data-store.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { useSite } from '../../shared/site/site-context.tsx';

export type CvView = { status: 'loading' } | { status: 'error' } | { status: 'ready'; cv: Cv; pdfHref: string };

type OptionalState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T | undefined };

/**
 * An optional section's data file, read only when the site has the section (edition.sections): the build
 * writes no file for a section the content lacks. The hook always runs; an absent section reads the edition
 * again and is ready with no data.
 */
function useSectionData<T>(section: SectionId, key: DataKey, sections: readonly SectionId[] | undefined): OptionalState<T> {
  const present = sections?.includes(section) === true;
  const state = useData<T>(present ? key : 'edition') as DataState<T>;
  if (sections === undefined || state.status === 'loading') return { status: 'loading' };
  if (!present) return { status: 'ready', data: undefined };
  return state.status === 'success' ? { status: 'ready', data: state.data } : { status: 'error' };
}

/**
 * The CV of the page's language, from the data files (the prerender embeds them, so the page reads without
 * JavaScript; the works come from their CV share, `cv-publications`, each collection's sections from its CV data
 * file), and the PDF the page offers: profile.cv when set, else the generated one.
 */
export function useCv(): CvView {
  const site = useSite();
  const { t, language, format } = useI18n();
  const edition = useData<Edition>('edition');
  const sections = edition.status === 'success' ? edition.data.sections : undefined;
  const publications = useData<CvWorks>('cv-publications');
  // A hook per collection of the registry, a constant list: the same hooks in the same order at every render.
  const files = cvCollections.map(({ section, cv }) => ({ key: cv.dataKey, state: useSectionData<unknown>(section, cv.dataKey, sections) }));

  if (edition.status === 'error' || publications.status === 'error' || files.some(({ state }) => state.status === 'error')) {
    return { status: 'error' };
  }
  const data: Record<string, unknown> = {};
  for (const { key, state } of files) {
    if (state.status !== 'ready') return { status: 'loading' };
    data[key] = state.data;
  }
  if (publications.status !== 'success') return { status: 'loading' };
  const cv = cvModel({ site, publications: publications.data, ...data } as CvInput, language, t, format);
  return { status: 'ready', cv, pdfHref: cvDownloadPath(site.profile, language) };
}
