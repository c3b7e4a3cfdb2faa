import type { PostsListData } from '../../../core/collections/posts/posts-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { PostList } from './post-list.tsx';
import styles from './posts.module.css';
import { TagFilter } from './tag-filter.tsx';
import { useItemData } from './use-posts.ts';

/** /posts/tags/<tag>/: the language's posts with that tag, newest first; plain HTML, no island. */
export function PostsTagPage({ dataKey }: { itemKey: string; dataKey: string }) {
  const { t } = useI18n();
  const list = useItemData<PostsListData>(dataKey);
  if (list === null) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('posts.tagTitle', { tag: list.tag ?? '' })}</h1>
      <TagFilter tags={list.tags} current={list.tag} />
      <PostList posts={list.posts} headingLevel="h2" />
    </div>
  );
}
