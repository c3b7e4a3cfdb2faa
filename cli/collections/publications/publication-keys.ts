import { isUrlSafeKey, publicationKey } from '../../../core/collections/publications/publication-key.ts';
import type { Problem } from '../../shared/problems.ts';
import { pointerOf, problemAt } from '../../content/json-document.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { arrayAt, isRecord, stringAt } from '../../content/rules/values.ts';

export interface PublicationDocuments {
  publications?: JsonDocument;
  manualPublications?: JsonDocument;
}

/**
 * Each publication gets the page /publications/<key>/ (the lower-cased id): keys must be URL-safe and unique,
 * and a former key (mergedIds) must not be another work's page. (What names a work elsewhere, such as site.json's
 * publications.featured, is checked with every other reference: reference-problems.ts.)
 */
export function publicationKeyProblems({ publications, manualPublications }: PublicationDocuments): Problem[] {
  const problems: Problem[] = [];
  if (manualPublications !== undefined) problems.push(...idProblems(manualPublications, 'publications.manual.json'));
  if (publications !== undefined) problems.push(...idProblems(publications, 'publications.manual.json, then run `portfolio fetch-publications`'));
  return problems;
}

function idProblems(document: JsonDocument, whereToFix: string): Problem[] {
  const problems: Problem[] = [];
  const keyHolders = new Map<string, { id: string; pointer: string }>();
  const items = arrayAt(document.value, 'items');
  items.forEach((item, index) => {
    const id = stringAt(item, 'id');
    if (id === undefined) return;
    const pointer = pointerOf('items', index, 'id');
    const key = publicationKey({ id });
    if (!isUrlSafeKey(key)) {
      const suggestion = urlSafeSuggestion(id);
      problems.push(
        problemAt(
          document,
          pointer,
          'error',
          `id "${id}" cannot name a page (/publications/<id>/): use lower-case letters, digits and hyphens, starting with a letter or digit${suggestion === '' ? '' : `, e.g. "${suggestion}"`} (in ${whereToFix})`,
        ),
      );
      return;
    }
    const holder = keyHolders.get(key);
    if (holder !== undefined) {
      problems.push(
        problemAt(
          document,
          pointer,
          'error',
          `id "${id}" gives the same page /publications/${key}/ as "${holder.id}" at ${holder.pointer}: ids differing only in case collide; rename one (in ${whereToFix}) or remove the duplicate`,
        ),
      );
      return;
    }
    keyHolders.set(key, { id, pointer });
  });
  items.forEach((item, index) => {
    const mergedIds = isRecord(item) && Array.isArray(item.mergedIds) ? item.mergedIds : [];
    const ownKey = publicationKey({ id: stringAt(item, 'id') ?? '' });
    mergedIds.forEach((mergedId, mergedIndex) => {
      if (typeof mergedId !== 'string') return;
      const holder = keyHolders.get(mergedId.toLowerCase());
      if (holder === undefined || mergedId.toLowerCase() === ownKey) return;
      problems.push(
        problemAt(
          document,
          pointerOf('items', index, 'mergedIds', mergedIndex),
          'error',
          `"${mergedId}" is listed as merged into this work, but it is the work at ${holder.pointer}, whose page cannot also redirect: remove it from mergedIds (in ${whereToFix})`,
        ),
      );
    });
  });
  return problems;
}

/** A URL-safe spelling of an id: accents dropped, other characters turned into hyphens. */
function urlSafeSuggestion(id: string): string {
  return id
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
