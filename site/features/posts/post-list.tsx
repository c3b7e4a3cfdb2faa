import { postPath, tagPath, type PostSummary } from '../../../core/collections/posts/posts-model.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import styles from './posts.module.css';

/** A post's tags, each a link to its tag page (/posts/tags/<tag>/): the filter works without JavaScript. */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  const { t, path } = useI18n();
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={t('posts.tagsLabel')}>
      {tags.map((tag) => (
        <li key={tag}>
          <a className={styles.tag} href={path(`${tagPath(tag)}/`)}>
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The day a post was published and how long it takes to read, in the page's language. */
export function PostMeta({ post }: { post: Pick<PostSummary, 'date' | 'readingMinutes'> }) {
  const { t, format } = useI18n();
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{format.longDate(post.date) ?? post.date}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('posts.readingTime', { n: post.readingMinutes })}</span>
    </p>
  );
}

/** Posts, newest first: each its title (a link to its page), day, reading time, summary and tags. */
export function PostList({ posts, headingLevel }: { posts: readonly PostSummary[]; headingLevel: 'h2' | 'h3' }) {
  const { path } = useI18n();
  const Heading = headingLevel;
  return (
    <ol className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.item}>
          <Heading className={styles.itemTitle}>
            <a href={path(`${postPath(post.slug)}/`)}>{post.title}</a>
          </Heading>
          <PostMeta post={post} />
          <p className={styles.summary}>{post.summary}</p>
          <TagLinks tags={post.tags} />
        </li>
      ))}
    </ol>
  );
}
