import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { PostList } from './post-list.tsx';
import styles from './posts.module.css';
import { TagFilter } from './tag-filter.tsx';
import { usePosts } from './use-posts.ts';

/**
 * /posts/: the language's posts, newest first, with a link to each tag's page; plain HTML, no island. A language
 * whose posts are all written in another has the page (the navigation links it) and says so.
 */
export function PostsPage() {
  const { t } = useI18n();
  const posts = usePosts('all');
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('posts.title')}</h1>
      {posts !== null && posts.total === 0 && <p>{t('posts.none')}</p>}
      {posts !== null && posts.total > 0 && (
        <>
          <TagFilter tags={posts.tags} />
          <PostList posts={posts.posts} headingLevel="h2" />
        </>
      )}
    </div>
  );
}
