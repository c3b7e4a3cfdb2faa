import { teachingDataKey, type TeachingData } from '../../../core/collections/teaching/teaching-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';

/** The page's language's courses and students; /teaching/ is prerendered with it and never hydrates. */
export function useTeaching(): TeachingData | null {
  const { language } = useI18n();
  const state = useData<TeachingData>(teachingDataKey(language));
  return state.status === 'success' ? state.data : null;
}
