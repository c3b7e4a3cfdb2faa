import { homePostsDataKey, postsDataKey, type PostPageData, type PostsListData } from '../../../core/collections/posts/posts-model.ts';
import { useData } from '../../shared/data/data-context.tsx';
import type { DataKey } from '../../shared/data/data-keys.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';

/** The page's language's posts: every one (`all`, for /posts/) or the home section's newest few. Prerendered, never hydrated. */
export function usePosts(view: 'all' | 'home'): PostsListData | null {
  const { language } = useI18n();
  const state = useData<PostsListData>(view === 'all' ? postsDataKey(language) : homePostsDataKey(language));
  return state.status === 'success' ? state.data : null;
}

/** An item page's data file (a post's, or a tag's list), as the route names it (site/app/routes/collection-route.tsx). */
export function useItemData<T extends PostPageData | PostsListData>(dataKey: string): T | null {
  const state = useData<T>(dataKey as DataKey);
  return state.status === 'success' ? state.data : null;
}
