import type { HeadTags } from './head-tags.ts';

/** Marks the head elements a page owns; the prerendered head's carry the same mark (page-head.tsx). */
const ownedMark = 'data-rh';

interface HeadElement {
  name: string;
  attributes: Record<string, string>;
  text?: string;
}

function headElements(tags: HeadTags): HeadElement[] {
  const element = (name: string, attributes: Record<string, string | undefined>, text?: string): HeadElement => ({
    name,
    attributes: Object.fromEntries(
      Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    ...(text === undefined ? {} : { text }),
  });
  return [
    element('title', {}, tags.title),
    ...tags.meta.map((meta) => element('meta', { ...meta })),
    ...(tags.canonicalUrl === null ? [] : [element('link', { rel: 'canonical', href: tags.canonicalUrl })]),
    ...tags.alternates.map(({ hreflang, href }) => element('link', { rel: 'alternate', hreflang, href })),
    ...tags.feeds.map((feed) => element('link', { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.href })),
    element('script', { type: 'application/ld+json' }, tags.structuredData),
  ];
}

function shows(existing: Element, wanted: HeadElement): boolean {
  if (existing.localName !== wanted.name) return false;
  if ((wanted.text ?? '') !== (existing.textContent ?? '')) return false;
  const names = existing.getAttributeNames().filter((name) => name !== ownedMark);
  const wantedNames = Object.keys(wanted.attributes);
  return names.length === wantedNames.length && wantedNames.every((name) => existing.getAttribute(name) === wanted.attributes[name]);
}

/**
 * Gives the document the head of the page the visitor moved to in the browser: the prerendered head's page
 * elements are replaced by the new page's, built with the DOM (text is set as text, never parsed as HTML).
 * A head that already shows the page (the prerendered one, when the page hydrates) is only read: replacing
 * it would restyle the whole document while the page starts.
 */
export function applyHeadTags(document: Document, tags: HeadTags): void {
  if (document.documentElement.lang !== tags.language) document.documentElement.lang = tags.language;
  const wanted = headElements(tags);
  const owned = [...document.head.querySelectorAll(`[${ownedMark}]`)];
  if (owned.length === wanted.length && owned.every((existing, index) => shows(existing, wanted[index]!))) return;

  for (const element of owned) element.remove();
  for (const { name, attributes, text } of wanted) {
    const element = document.createElement(name);
    element.setAttribute(ownedMark, 'true');
    for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  }
}
