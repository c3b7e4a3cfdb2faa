import { postPath, type PostLink, type PostPageData } from '../../../core/collections/posts/posts-model.ts';
import { localizedPath } from '../../../core/i18n/languages.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { MarkdownBody } from '../../shared/markdown/markdown-body.tsx';
import { LanguageTwins } from '../../shared/ui/language-twins.tsx';
import { PostMeta, TagLinks } from './post-list.tsx';
import styles from './posts.module.css';
import { useItemData } from './use-posts.ts';

function Neighbour({ post, rel, label }: { post: PostLink | undefined; rel: 'prev' | 'next'; label: string }) {
  const { path } = useI18n();
  if (post === undefined) return <span />;
  return (
    <a className={rel === 'prev' ? styles.older : styles.newer} href={path(`${postPath(post.slug)}/`)} rel={rel}>
      <span className={styles.neighbourLabel}>{label}</span>
      <span className={styles.neighbourTitle}>{post.title}</span>
    </a>
  );
}

/**
 * /posts/<slug>/: the post's title, day, reading time, tags, its other languages, its body (rendered at build
 * time) and links to the older and the newer post of the same language; plain HTML, no island.
 */
export function PostPage({ dataKey }: { itemKey: string; dataKey: string }) {
  const { t, path } = useI18n();
  const post = useItemData<PostPageData>(dataKey);
  if (post === null) return null;
  return (
    <article className={styles.article} aria-labelledby="post-title">
      <header className={styles.articleHeader}>
        <p className={styles.back}>
          <a href={path('/posts/')}>{t('posts.allPosts')}</a>
        </p>
        <h1 id="post-title" className={styles.pageTitle}>
          {post.title}
        </h1>
        <PostMeta post={post} />
        <TagLinks tags={post.tags} />
        <LanguageTwins
          label={t('posts.alsoIn')}
          twins={post.twins}
          hrefFor={(language) => `${localizedPath(language, postPath(post.slug))}/`}
          className={styles.twins}
        />
      </header>
      <MarkdownBody
        body={post.body}
        labels={{
          footnotes: t('posts.footnotes'),
          sectionLink: (title) => t('posts.sectionLink', { title }),
          backToReference: (n) => t('posts.backToReference', { n }),
        }}
      />
      {(post.previous !== undefined || post.next !== undefined) && (
        <nav className={styles.neighbours} aria-label={t('posts.olderNewer')}>
          <Neighbour post={post.previous} rel="prev" label={t('posts.older')} />
          <Neighbour post={post.next} rel="next" label={t('posts.newer')} />
        </nav>
      )}
    </article>
  );
}
