import { homeNewsDataKey, newsDataKey, type NewsData } from '../../../core/collections/news/news-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';

/**
 * The page's language's news: every item (`all`, for /news/) or the newest few (for the home section). The
 * pages are prerendered with it and never hydrate, so it is always there when a page renders.
 */
export function useNews(view: 'all' | 'home'): NewsData | null {
  const { language } = useI18n();
  const state = useData<NewsData>(view === 'all' ? newsDataKey(language) : homeNewsDataKey(language));
  return state.status === 'success' ? state.data : null;
}
