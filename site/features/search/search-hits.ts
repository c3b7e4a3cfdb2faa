import { decodeEntities, excerptParts, type ExcerptPart } from './excerpt-parts.ts';

/** What Pagefind gives for one page found (its `data()`), as far as the results use it. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: Array<{ title: string; url: string; excerpt: string }>;
}

/** A place in a page found (a year of the talks, a section of a post): its own link under the page's. */
export interface SearchHitPlace {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
}

/** One page found, as the results list shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** The part of the site it is in (the `section` meta the layout gives every indexed page: "Talks"). */
  section: string | undefined;
  excerpt: ExcerptPart[];
  places: SearchHitPlace[];
}

/** The places shown under a page found: a list page of talks or news can match in many years. */
export const placesPerHit = 3;

/**
 * A Pagefind result as the list shows it. Its places are its sub-results that point into the page (headings with
 * an id: the talks' years, a post's sections), the best first; the page's own part before them, and its title
 * (a paper's `<h1 id>`), are the page itself.
 */
export function searchHit(data: PagefindResultData): SearchHit {
  const title = decodeEntities(data.meta.title ?? data.url);
  const places = (data.sub_results ?? [])
    .map((place) => ({ url: place.url, title: decodeEntities(place.title), excerpt: excerptParts(place.excerpt) }))
    .filter((place) => place.url.includes('#') && place.url !== data.url && place.title !== title)
    .slice(0, placesPerHit);
  const excerpt = excerptParts(data.excerpt);
  const sameText = (parts: readonly ExcerptPart[]) => parts.map((part) => part.text).join('');
  return {
    url: data.url,
    title,
    // A list page's title is its section's name already ("Talks").
    section: data.meta.section === title ? undefined : data.meta.section,
    // Pagefind's page excerpt is often its best place's: said once, under the place.
    excerpt: places.some((place) => sameText(place.excerpt) === sameText(excerpt)) ? [] : excerpt,
    places,
  };
}
