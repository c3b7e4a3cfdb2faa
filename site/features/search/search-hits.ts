import { decodeEntities, excerptParts, type ExcerptPart } from './excerpt-parts.ts';

/** A part of a page found, from one of its anchors to the next (Pagefind's sub-result). */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /**
   * The element it starts at, absent for the page's own part before the first; its `title` is the one an item of
   * a list page was given for the search (`data-pagefind-title`, site/shared/search/search-item.ts).
   */
  anchor?: { element: string; id: string; title?: string };
  /** The words found in it: where in the page's `content`, and their weight (more in a heading). */
  weighted_locations: Array<{ location: number; weight: number }>;
}

/** What Pagefind gives for one page found (its `data()`), as far as the results use it. */
export interface PagefindResultData {
  url: string;
  /** The page's text, whose words (split on white space) the locations count. */
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

/** A place in a page found (a year of the talks, a section of a post, another talk): its own link under the hit's. */
interface SearchHitPlace {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
}

/** One page, or one item of a list page, found, as the results list shows it. */
export interface SearchHit {
  url: string;
  title: string;
  /** The part of the site it is in (the `section` meta the layout gives every indexed page: "Talks"). */
  section: string | undefined;
  excerpt: ExcerptPart[];
  places: SearchHitPlace[];
}

/** The places shown under a hit: a list page of talks or news can match in many years or items. */
export const placesPerHit = 3;

function place(sub: PagefindSubResult): SearchHitPlace {
  return { url: sub.url, title: decodeEntities(sub.title), excerpt: excerptParts(sub.excerpt) };
}

/**
 * How well a part of a page matches: each different word found in it counted once, at its weightiest (a title's
 * words weigh more). An item holding every word searched for then beats one that repeats a common one ("de").
 */
function score(sub: PagefindSubResult, words: readonly string[]): number {
  const weights = new Map<string, number>();
  for (const { location, weight } of sub.weighted_locations) {
    const word = (words[location] ?? '').toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    weights.set(word, Math.max(weight, weights.get(word) ?? 0));
  }
  return [...weights.values()].reduce((total, weight) => total + weight, 0);
}

/**
 * A Pagefind result as the list shows it. On a list page whose items match (talks, news, courses: each marked
 * with its own anchor and title), the hit is the item that matches best, its link its anchor, and the other
 * items that match are its places. Otherwise the hit is the page, and its places are its sub-results that point
 * into it (headings with an id: the talks' years, a post's sections); the page's own part before them, and its
 * title (a paper's `<h1 id>`), are the page itself.
 */
export function searchHit(data: PagefindResultData): SearchHit {
  const section = data.meta.section;
  const items = (data.sub_results ?? []).filter((sub) => sub.anchor?.title !== undefined);
  if (items.length > 0) {
    const words = data.content.split(/\s+/);
    // Sorting is stable: items as good as each other keep the page's order.
    const [best, ...others] = [...items].sort((a, b) => score(b, words) - score(a, words)).map(place);
    if (best !== undefined) return { ...best, section, places: others.slice(0, placesPerHit) };
  }
  const title = decodeEntities(data.meta.title ?? data.url);
  const places = (data.sub_results ?? [])
    .map(place)
    .filter((found) => found.url.includes('#') && found.url !== data.url && found.title !== title)
    .slice(0, placesPerHit);
  const excerpt = excerptParts(data.excerpt);
  const sameText = (parts: readonly ExcerptPart[]) => parts.map((part) => part.text).join('');
  return {
    url: data.url,
    title,
    // A list page's title is its section's name already ("Talks").
    section: section === title ? undefined : section,
    // Pagefind's page excerpt is often its best place's: said once, under the place.
    excerpt: places.some((found) => sameText(found.excerpt) === sameText(excerpt)) ? [] : excerpt,
    places,
  };
}
