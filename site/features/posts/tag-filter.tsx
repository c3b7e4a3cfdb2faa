import { tagPath, tagSlug, type PostsListData } from '../../../core/collections/posts/posts-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './posts.module.css';

/** Every tag of the language's posts as a link to its page, and "All posts"; the one shown is the current page. */
export function TagFilter({ tags, current }: { tags: PostsListData['tags']; current?: string }) {
  const { t, path } = useI18n();
  if (tags.length === 0) return null;
  const currentKey = current === undefined ? undefined : tagSlug(current);
  return (
    <nav className={styles.filter} aria-label={t('posts.filterByTag')}>
      <ul className={styles.tags}>
        <li>
          <a className={styles.tag} href={path('/posts/')} aria-current={currentKey === undefined ? 'page' : undefined}>
            {t('posts.allPosts')}
          </a>
        </li>
        {tags.map(({ tag, count }) => (
          <li key={tag}>
            <a className={styles.tag} href={path(`${tagPath(tag)}/`)} aria-current={tagSlug(tag) === currentKey ? 'page' : undefined}>
              {t('posts.tagCount', { tag, n: count })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
