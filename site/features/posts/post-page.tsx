import type { Edition } from '../../../schemas/types.generated.ts';
import { postPath, type PostLink, type PostPageData } from '../../../core/collections/posts/posts-model.ts';
import { localizedPath } from '../../../core/i18n/languages.ts';
import { useData } from '../../shared/data/data-context.tsx';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { MarkdownBody } from '../../shared/markdown/markdown-body.tsx';
import { PostMeta, TagLinks } from './post-list.tsx';
import styles from './posts.module.css';
import { useItemData } from './use-posts.ts';

/** The post in each other language it is written in, each named in itself (edition data). */
function Twins({ slug, twins }: { slug: string; twins: readonly string[] }) {
  const { t } = useI18n();
  const edition = useData<Edition>('edition');
  if (twins.length === 0) return null;
  const names = new Map(edition.status === 'success' ? edition.data.languages.map((entry) => [entry.code, entry.name]) : []);
  return (
    <p className={styles.twins}>
      {t('posts.alsoIn')}{' '}
      {twins.map((language, index) => (
        <span key={language}>
          {index > 0 && ', '}
          <a href={`${localizedPath(language, postPath(slug))}/`} hrefLang={language} lang={language}>
            {names.get(language) ?? language}
          </a>
        </span>
      ))}
    </p>
  );
}

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
        <Twins slug={post.slug} twins={post.twins} />
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
