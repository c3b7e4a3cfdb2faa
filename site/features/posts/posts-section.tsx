import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ArrowRightIcon } from '../../shared/ui/icons/arrow-right-icon.tsx';
import { PostList } from './post-list.tsx';
import styles from './posts.module.css';
import { usePosts } from './use-posts.ts';

/** Home page: the newest posts (homePostsCount, whatever the blog's size) and a link to /posts/. */
export function PostsSection() {
  const { t, path } = useI18n();
  const posts = usePosts('home');
  if (posts === null || posts.total === 0) return null;
  return (
    <section id="posts" aria-labelledby="posts-title" className={styles.section}>
      <header className={styles.sectionHeader}>
        <h2 id="posts-title" className={styles.sectionTitle}>
          {t('posts.title')}
        </h2>
      </header>
      <PostList posts={posts.posts} headingLevel="h3" />
      <p className={styles.viewAllRow}>
        <a href={path('/posts/')} className={styles.viewAll}>
          {t('posts.viewAll', { n: posts.total })}
          <ArrowRightIcon />
        </a>
      </p>
    </section>
  );
}
