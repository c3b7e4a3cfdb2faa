import type { Publication } from '../../schemas/types.generated.ts';

/**
 * Records on each kept work the ids of the works folded into it, so their pages can redirect: the merges of
 * this import (`mergedInto`: dropped id → kept id), the ids it already carried (hand-kept aliases) and those the
 * previous import recorded for it (a merge stays redirected even after OpenAlex drops the copy). An id that is
 * a live publication again is never a redirect. Sorted, so two imports of the same data write the same file.
 */
export function recordMergedIds(
  publications: readonly Publication[],
  mergedInto: ReadonlyMap<string, string>,
  previousMergedIds: ReadonlyMap<string, readonly string[]>,
): Publication[] {
  const live = new Set(publications.map((publication) => publication.id));
  const dropped = new Map<string, string[]>();
  for (const [droppedId, keptId] of mergedInto) dropped.set(keptId, [...(dropped.get(keptId) ?? []), droppedId]);
  return publications.map((publication) => {
    const ids = [...(publication.mergedIds ?? []), ...(dropped.get(publication.id) ?? []), ...(previousMergedIds.get(publication.id) ?? [])];
    const mergedIds = [...new Set(ids)].filter((id) => !live.has(id)).sort();
    const { mergedIds: _previous, ...rest } = publication;
    return mergedIds.length === 0 ? rest : { ...rest, mergedIds };
  });
}
