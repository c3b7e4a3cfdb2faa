import { publicationKey, publicationRedirects } from '../../../core/collections/publications/publication-key.ts';
import type { PublicationReference, ReferenceKind } from './find-references.ts';

/** The works a reference may name: those of publications.json and publications.manual.json, and the former keys of merged ones. */
export interface PublicationIndex {
  /** Key → id of each work that has a page. */
  live: ReadonlyMap<string, string>;
  /** Former key of a merged work → id of the work it was merged into. */
  moved: ReadonlyMap<string, string>;
}

export function publicationIndex(
  publications: ReadonlyArray<{ id: string; mergedIds?: readonly string[] }>,
  manualIds: readonly string[] = [],
): PublicationIndex {
  const live = new Map<string, string>();
  for (const { id } of publications) live.set(publicationKey({ id }), id);
  for (const id of manualIds) if (!live.has(publicationKey({ id }))) live.set(publicationKey({ id }), id);
  const moved = new Map<string, string>();
  const items = publications.map((item) => ({ id: item.id, ...(item.mergedIds === undefined ? {} : { mergedIds: [...item.mergedIds] }) }));
  for (const [former, key] of publicationRedirects(items)) if (!live.has(former)) moved.set(former, live.get(key) ?? key);
  return { live, moved };
}

/** What a reference leads to: the work it names, the work its work was merged into, or nothing. */
export type Followed = { state: 'live'; id: string } | { state: 'moved'; id: string } | { state: 'missing' };

export function follow(written: string, index: PublicationIndex): Followed {
  const key = written.toLowerCase();
  const live = index.live.get(key);
  if (live !== undefined) return { state: 'live', id: live };
  const moved = index.moved.get(key);
  return moved === undefined ? { state: 'missing' } : { state: 'moved', id: moved };
}

/** Ids are written as ids (W4415582013); page links and manuscript names use the key (w4415582013). */
function writtenAsKey(kind: ReferenceKind): boolean {
  return kind === 'link' || kind === 'manuscript';
}

/**
 * A reference to a former key, and what it becomes: the current id or key, or null when it is removed because
 * its list (site.json's featured or CV ids, an item's list of works: each listed once) names that work already.
 */
export interface Rewrite {
  reference: PublicationReference;
  to: string | null;
}

/** Site.json's featured and CV ids, and an item's list of works (software's `publications`): each work once. */
const isListItem = ({ kind, jsonPath }: PublicationReference): boolean => kind === 'featured' || kind === 'cv' || (kind === 'item' && typeof jsonPath?.at(-1) === 'number');

/** The references that name a merged work's former key, each with the id or key of the work it was merged into. */
export function plannedRewrites(references: readonly PublicationReference[], index: PublicationIndex): Rewrite[] {
  const listed = new Map<string, Set<string>>();
  return references.flatMap((reference): Rewrite[] => {
    const followed = follow(reference.written, index);
    const to = followed.state !== 'moved' ? null : writtenAsKey(reference.kind) ? publicationKey({ id: followed.id }) : followed.id;
    if (isListItem(reference)) {
      const list = `${reference.file} ${JSON.stringify(reference.jsonPath?.slice(0, -1))}`;
      const seen = listed.get(list) ?? new Set<string>();
      listed.set(list, seen);
      const key = (to ?? reference.written).toLowerCase();
      if (seen.has(key)) return [{ reference, to: null }];
      seen.add(key);
    }
    return to === null ? [] : [{ reference, to }];
  });
}

/** A list's ids with former keys followed, each work once: what the build reads. */
export function currentIds(ids: readonly string[], index: PublicationIndex): string[] {
  const current = ids.map((id) => currentId(id, index));
  return current.filter((id, position) => current.findIndex((other) => other.toLowerCase() === id.toLowerCase()) === position);
}

/**
 * A collection's value with the works its items name (`field`: one id, or a list) followed through merged works:
 * an item naming a merged work's former id is listed on the page of the work it was merged into.
 */
export function itemsWithCurrentIds(value: unknown, field: string, index: PublicationIndex): unknown {
  const isObject = (each: unknown): each is Record<string, unknown> => typeof each === 'object' && each !== null && !Array.isArray(each);
  if (!isObject(value) || !Array.isArray(value.items)) return value;
  const items = value.items.map((item: unknown) => {
    if (!isObject(item)) return item;
    const named = item[field];
    if (typeof named === 'string') return { ...item, [field]: currentId(named, index) };
    if (Array.isArray(named)) return { ...item, [field]: currentIds(named.filter((id): id is string => typeof id === 'string'), index) };
    return item;
  });
  return { ...value, items };
}

/** One id with a former key followed. */
function currentId(id: string, index: PublicationIndex): string {
  const followed = follow(id, index);
  return followed.state === 'moved' ? followed.id : id;
}

/** The references that name no work at all: a work OpenAlex no longer has, or a typo. */
export function danglingReferences(references: readonly PublicationReference[], index: PublicationIndex): PublicationReference[] {
  return references.filter((reference) => follow(reference.written, index).state === 'missing');
}

const described: Readonly<Record<ReferenceKind, (written: string, itemNoun?: string) => string>> = {
  item: (written, itemNoun = 'item') => `the ${itemNoun}'s publication "${written}"`,
  featured: (written) => `the featured publication "${written}"`,
  cv: (written) => `the CV's publication "${written}"`,
  link: (written) => `the link to /publications/${written}/`,
  manuscript: (written) => `the manuscript ${written}.pdf`,
};

/** Why a dangling reference fails and how to fix it: the one wording of validate and of the import's summary. */
export function danglingMessage(reference: Pick<PublicationReference, 'kind' | 'written' | 'itemNoun'>): string {
  const remove = reference.kind === 'manuscript' ? 'remove the file (or rename it <key>.pdf after a work of publications.json)' : 'remove the reference (or correct it)';
  return `${described[reference.kind](reference.written, reference.itemNoun)} names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): ${remove}, or add the work to publications.manual.json to keep it`;
}

/** Where a reference is, as the owner opens it: file:line, or the file alone for a manuscript. */
export function referencePlace(reference: Pick<PublicationReference, 'file' | 'line'>): string {
  return reference.line === 0 ? reference.file : `${reference.file}:${reference.line}`;
}
