import type { HeadTags } from './head-tags.ts';

/** Marks the head elements a page owns; the prerender (Helmet) marks them the same way. */
const ownedMark = 'data-rh';

/**
 * Gives the document the head of the page the visitor moved to in the browser: the prerendered head's page
 * elements are replaced by the new page's, built with the DOM (text is set as text, never parsed as HTML).
 */
export function applyHeadTags(document: Document, tags: HeadTags): void {
  document.documentElement.lang = tags.language;
  for (const element of document.head.querySelectorAll(`[${ownedMark}]`)) element.remove();

  const append = (name: string, attributes: Record<string, string | undefined>, text?: string) => {
    const element = document.createElement(name);
    element.setAttribute(ownedMark, 'true');
    for (const [attribute, value] of Object.entries(attributes)) {
      if (value !== undefined) element.setAttribute(attribute, value);
    }
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  };
  append('title', {}, tags.title);
  for (const meta of tags.meta) append('meta', { ...meta });
  if (tags.canonicalUrl !== null) append('link', { rel: 'canonical', href: tags.canonicalUrl });
  for (const { hreflang, href } of tags.alternates) append('link', { rel: 'alternate', hreflang, href });
  append('link', { rel: 'alternate', type: 'application/atom+xml', title: tags.feed.title, href: tags.feed.href });
  append('script', { type: 'application/ld+json' }, tags.structuredData);
}
