import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import type { ComponentProps } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { isRasterImage } from '../../../core/images/image-layouts.ts';
import { ResponsivePicture } from '../ui/picture/responsive-picture.tsx';
import styles from './markdown-body.module.css';

/**
 * A content image from the build's responsive versions; any other (an SVG) as it is. The content folder's path
 * (images/…, as validate accepts it) is the site's /images/…, whatever page the body is on.
 */
function ContentImage({ src, alt }: ComponentProps<'img'>) {
  const written = typeof src === 'string' ? src : '';
  const source = written.startsWith('images/') ? `/${written}` : written;
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

/** The words a body's own links and headings need, in the page's language, from the strings of the collection that shows it. */
export interface MarkdownBodyLabels {
  /** The heading of the footnotes. */
  footnotes: string;
  /** The name of a heading's link to itself. */
  sectionLink: (title: string) => string;
  /** The name of a footnote's link back to its reference, by the footnote's number. */
  backToReference: (reference: number) => string;
}

/** Headings keep their id (rehype-slug) and gain a link to themselves, named for screen readers. */
function headingWithAnchor(Tag: 'h2' | 'h3' | 'h4', labels: MarkdownBodyLabels) {
  return function Heading({ id, children }: ComponentProps<'h2'>) {
    // remark-rehype's footnote heading: its words in the page's language.
    if (id === 'footnote-label') {
      return (
        <Tag id={id} className={styles.footnotesTitle}>
          {labels.footnotes}
        </Tag>
      );
    }
    if (id === undefined) return <Tag>{children}</Tag>;
    return (
      <Tag id={id} className={styles.heading}>
        {children}
        <a href={`#${id}`} className={styles.anchor} aria-label={labels.sectionLink(textOf(children))}>
          #
        </a>
      </Tag>
    );
  };
}

/** A footnote's link back to where it is cited, named in the page's language. */
function linkWithReference(labels: MarkdownBodyLabels) {
  return function Link({ children, ...props }: ComponentProps<'a'> & { 'data-reference'?: number }) {
    const reference = props['data-reference'];
    if (reference === undefined) return <a {...props}>{children}</a>;
    return (
      <a {...props} aria-label={labels.backToReference(reference)}>
        {children}
      </a>
    );
  };
}

function componentsFor(labels: MarkdownBodyLabels): Partial<Components> {
  return { img: ContentImage, h2: headingWithAnchor('h2', labels), h3: headingWithAnchor('h3', labels), h4: headingWithAnchor('h4', labels), a: linkWithReference(labels) };
}

/**
 * A Markdown body (a post's, an owner's page's), rendered by the build into an HTML tree
 * (cli/markdown/render-markdown.ts), as React elements: no dangerouslySetInnerHTML, and since the pages that show
 * one are never islands this runs only when the page is prerendered.
 */
export function MarkdownBody({ body, labels }: { body: Root; labels: MarkdownBodyLabels }) {
  return <div className={styles.body}>{toJsxRuntime(body, { Fragment, jsx, jsxs, components: componentsFor(labels) })}</div>;
}
