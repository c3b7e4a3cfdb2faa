import type { Problem } from '../../shared/problems.ts';
import { pointerOf } from '../../content/json-document.ts';
import type { JsonDocument } from '../../content/json-document.ts';
import { arrayAt, stringAt } from '../../content/rules/values.ts';
import type { PublicationReference } from '../../publications/references/find-references.ts';
import { danglingMessage, danglingReferences, publicationIndex, type PublicationIndex } from '../../publications/references/follow-references.ts';

/**
 * The works references may name: publications.json's (with their former keys) and publications.manual.json's.
 * Undefined without publications.json, whose absence is reported on its own.
 */
export function indexOfDocuments(publications: JsonDocument | undefined, manual: JsonDocument | undefined): PublicationIndex | undefined {
  if (publications === undefined) return undefined;
  const items = arrayAt(publications.value, 'items').flatMap((item) => {
    const id = stringAt(item, 'id');
    if (id === undefined) return [];
    const mergedIds = arrayAt(item, 'mergedIds').filter((merged): merged is string => typeof merged === 'string');
    return [{ id, mergedIds }];
  });
  const manualIds = arrayAt(manual?.value, 'items').flatMap((item) => stringAt(item, 'id') ?? []);
  return publicationIndex(items, manualIds);
}

/**
 * Each reference that names no work (a talk's publication, a featured or CV id, a link to a work's page) is an
 * error at its place. A merged work's former key is no error: it leads to the work it was merged into, and the
 * next `fetch-publications` rewrites it. (Manuscripts are checked with the rest of papers/: manuscripts.ts.)
 */
export function referenceProblems(references: readonly PublicationReference[], index: PublicationIndex): Problem[] {
  return danglingReferences(
    references.filter((reference) => reference.kind !== 'manuscript'),
    index,
  ).map((reference) => ({
    severity: 'error',
    file: reference.file,
    line: reference.line,
    column: reference.column,
    pointer: reference.jsonPath === undefined ? '' : pointerOf(...reference.jsonPath),
    message: danglingMessage(reference),
  }));
}
