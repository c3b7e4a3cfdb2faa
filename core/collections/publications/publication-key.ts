import type { Publication } from '../../../schemas/types.generated.ts';

/**
 * A publication's key names its page: `/publications/<key>/`. It is the lower-cased id: the OpenAlex id
 * (`W4415582013` → `w4415582013`) for an imported work — also when publications.manual.json corrects it,
 * since the merge keeps the OpenAlex id — and the hand-kept id for a work OpenAlex lacks.
 */
export function publicationKey(publication: Pick<Publication, 'id'>): string {
  return publication.id.toLowerCase();
}

/** What a key may look like: it is a path segment, so lower-case letters, digits and inner hyphens only. */
const publicationKeyPattern = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The id of a work that has no OpenAlex id but a name of its own elsewhere — a BibTeX citation key, an old site's
 * page slug — as a key: lower-case, accents dropped, every other run of characters a hyphen (`Smith2020:Waves` →
 * `smith2020-waves`). Imports and site moves both use it, so an old site's publication page redirects to the work.
 */
export function keyFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isUrlSafeKey(key: string): boolean {
  return publicationKeyPattern.test(key);
}

/**
 * Keys of the works folded into this one (same DOI, its preprint, an earlier hand-kept id): their old pages
 * redirect to this one. Lower-cased, without duplicates or the publication's own key, in a stable order.
 */
export function formerPublicationKeys(publication: Pick<Publication, 'id' | 'mergedIds'>): string[] {
  const own = publicationKey(publication);
  const keys = (publication.mergedIds ?? []).map((id) => id.toLowerCase()).filter((key) => key !== own);
  return [...new Set(keys)].sort();
}

/** Every former key → the key of the publication that now holds it (for `_redirects` and refresh pages). */
export function publicationRedirects(publications: ReadonlyArray<Pick<Publication, 'id' | 'mergedIds'>>): Map<string, string> {
  const live = new Set(publications.map(publicationKey));
  const redirects = new Map<string, string>();
  for (const publication of publications) {
    for (const former of formerPublicationKeys(publication)) {
      // A live page always wins over a redirect, and the first holder of a former key keeps it.
      if (!live.has(former) && !redirects.has(former)) redirects.set(former, publicationKey(publication));
    }
  }
  return redirects;
}
