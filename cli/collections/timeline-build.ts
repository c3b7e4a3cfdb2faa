import type { TimelineFile } from '../../schemas/types.generated.ts';
import { collectionModels, type CollectionId } from '../../core/collections/registry.ts';
import { pointerOf, problemAt } from '../content/json-document.ts';
import type { JsonDocument } from '../content/json-document.ts';
import type { LoadedContent } from '../content/loaded-content.ts';
import { arrayAt, stringAt } from '../content/rules/values.ts';
import { withoutSchemaKey } from '../content/without-schema-key.ts';
import type { Problem } from '../shared/problems.ts';
import type { CollectionBuild } from './collection-build.ts';

// Dates that fail this are reported by the schema (yearMonth); comparing them would only add noise.
const yearMonth = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** The collections whose file is a timeline (timeline.schema.json: experience, education), in registry order. */
const timelineIds: readonly CollectionId[] = collectionModels
  .filter((model) => 'schemaId' in model.file && model.file.schemaId === 'timeline.schema.json')
  .map((model) => model.id);

/** Where each id of a timeline file is written, in order. */
function idUses(document: JsonDocument): Array<{ id: string; at: Problem }> {
  return arrayAt(document.value, 'items').flatMap((item, index) => {
    const id = stringAt(item, 'id');
    return id === undefined ? [] : [{ id, at: problemAt(document, pointerOf('items', index, 'id'), 'error', '') }];
  });
}

/**
 * end_date must not come before start_date, and ids must be unique across the timelines (experience and
 * education share the CV and the home page's anchors): an id is reported where it is written after its first
 * use, in this file or in a timeline listed before it.
 */
function timelineProblems(document: JsonDocument, earlier: readonly JsonDocument[] = []): Problem[] {
  const problems: Problem[] = [];
  arrayAt(document.value, 'items').forEach((item, index) => {
    const start = stringAt(item, 'start_date');
    const end = stringAt(item, 'end_date');
    if (start !== undefined && end !== undefined && yearMonth.test(start) && yearMonth.test(end) && end < start) {
      problems.push(
        problemAt(
          document,
          pointerOf('items', index, 'end_date'),
          'error',
          `end_date ${end} is before start_date ${start}: correct one of them (use null for an ongoing entry)`,
        ),
      );
    }
  });
  const firstUse = new Map<string, Problem>();
  for (const { id, at } of earlier.flatMap(idUses)) if (!firstUse.has(id)) firstUse.set(id, at);
  for (const { id, at } of idUses(document)) {
    const first = firstUse.get(id);
    if (first === undefined) firstUse.set(id, at);
    else problems.push({ ...at, message: `id "${id}" is already used at ${first.file}:${first.line}:${first.column}: give each entry its own id` });
  }
  return problems;
}

/**
 * The build part of a timeline collection: its rules, and its file as its home section and the CV read it
 * (data file `<id>`, without `$schema`).
 */
export function timelineBuild(id: CollectionId): CollectionBuild {
  const earlierIds = timelineIds.slice(0, timelineIds.indexOf(id));
  return {
    rules: (document: JsonDocument, loaded: LoadedContent) =>
      timelineProblems(document, earlierIds.flatMap((earlier) => loaded.collections[earlier] ?? [])),
    cvDataFiles: (value) => ({ [id]: withoutSchemaKey(value as TimelineFile) }),
  };
}
