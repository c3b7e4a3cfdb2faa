import { homeSoftwareDataKey, softwareDataKey, type SoftwareData, type SoftwareHomeData } from '../../../core/collections/software/software-data.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';

/** The page's language's items, by kind for /software/. Prerendered, never hydrated. */
export function useSoftware(): SoftwareData | null {
  const { language } = useI18n();
  const state = useData<SoftwareData>(softwareDataKey(language));
  return state.status === 'success' ? state.data : null;
}

/** The home section's newest items. */
export function useHomeSoftware(): SoftwareHomeData | null {
  const { language } = useI18n();
  const state = useData<SoftwareHomeData>(homeSoftwareDataKey(language));
  return state.status === 'success' ? state.data : null;
}
