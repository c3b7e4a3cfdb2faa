import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { isRasterImage } from '../../../core/images/image-layouts.ts';
import { useI18n } from '../../shared/i18n/i18n-context.tsx';
import { ResponsivePicture } from '../../shared/ui/picture/responsive-picture.tsx';
import styles from './post-body.module.css';

/** A content image (/images/…) from the build's responsive versions; any other (an SVG) as it is. */
function PostImage({ src, alt }: ComponentProps<'img'>) {
  const source = typeof src === 'string' ? src : '';
  if (source.startsWith('/images/') && isRasterImage(source)) {
    let path = source.slice(1);
    try {
      path = decodeURI(path);
    } catch {
      // A path that is not percent-encoding stays as written (the manifest is keyed by what validate found).
    }
    return <ResponsivePicture path={path} role="post" alt={alt ?? ''} className={styles.image} />;
  }
  return <img src={source} alt={alt ?? ''} className={styles.image} loading="lazy" decoding="async" />;
}

function textOf(children: unknown): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  if (children !== null && typeof children === 'object' && 'props' in children) return textOf((children.props as { children?: unknown }).children);
  return '';
}

/** Headings keep their id (rehype-slug) and gain a link to themselves, named for screen readers. */
function headingWithAnchor(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ id, children }: ComponentProps<'h2'>) {
    const { t } = useI18n();
    // remark-rehype's footnote heading: its words in the page's language.
    if (id === 'footnote-label') {
      return (
        <Tag id={id} className={styles.footnotesTitle}>
          {t('posts.footnotes')}
        </Tag>
      );
    }
    if (id === undefined) return <Tag>{children}</Tag>;
    return (
      <Tag id={id} className={styles.heading}>
        {children}
        <a href={`#${id}`} className={styles.anchor} aria-label={t('posts.sectionLink', { title: textOf(children) })}>
          #
        </a>
      </Tag>
    );
  };
}

/** A footnote's link back to where it is cited, named in the page's language. */
function Link({ children, ...props }: ComponentProps<'a'> & { 'data-reference'?: number }) {
  const { t } = useI18n();
  const reference = props['data-reference'];
  if (reference === undefined) return <a {...props}>{children}</a>;
  return (
    <a {...props} aria-label={t('posts.backToReference', { n: reference })}>
      {children}
    </a>
  );
}

const components: Partial<Components> = { img: PostImage, h2: headingWithAnchor('h2'), h3: headingWithAnchor('h3'), h4: headingWithAnchor('h4'), a: Link };

/**
 * A post's body, rendered by the build into an HTML tree (cli/collections/posts/render-post.ts), as React
 * elements: no dangerouslySetInnerHTML, and since posts are never islands this runs only when the page is
 * prerendered.
 */
export function PostBody({ body }: { body: Root }) {
  return <div className={styles.body}>{toJsxRuntime(body, { Fragment, jsx, jsxs, components })}</div>;
}
