import { homeTalksDataKey, talksDataKey, type TalksData } from '../../../core/collections/talks/talks-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';

/** The page's language's talks: every one (`all`, for /talks/) or the home section's few. Prerendered, never hydrated. */
export function useTalks(view: 'all' | 'home'): TalksData | null {
  const { language } = useI18n();
  const state = useData<TalksData>(view === 'all' ? talksDataKey(language) : homeTalksDataKey(language));
  return state.status === 'success' ? state.data : null;
}
