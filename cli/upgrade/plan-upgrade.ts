import { applyEdits, getNodeValue } from 'jsonc-parser';
import type { Problem } from '../shared/problems.ts';
import { currentFormat, formatMismatchMessage, siteFormatOf } from './content-format.ts';
import { parseJsonText, problemAtNode, propertyNode, setPropertyEdit } from './json-text-edits.ts';
import type { ContentChange, ContentSnapshot, Migration } from './migration.ts';

/** One file's net change after every migration: what the upgrade writes, moves or removes. */
export type FileChange =
  | { kind: 'write'; path: string; before: string | undefined; text: string }
  | { kind: 'remove'; path: string; before: string | undefined }
  | { kind: 'move'; from: string; to: string };

export interface UpgradePlan {
  from: number;
  to: number;
  /** The migrations that run, in order (none when the content is current). */
  steps: readonly Migration[];
  /** Sorted by path; files no migration changed are not listed, so their bytes stay as they are. */
  changes: FileChange[];
}

const siteFile = 'site.json';

/** A file of the content being migrated: its text, or (for an image or PDF) the original file whose bytes it has. */
type FileState = { text: string } | { bytesOf: string };

function apply(state: Map<string, FileState>, change: ContentChange): void {
  if (change.kind === 'write') state.set(change.path, { text: change.text });
  else {
    const path = change.kind === 'remove' ? change.path : change.from;
    const file = state.get(path);
    if (file === undefined) throw new Error(`${path} does not exist`);
    state.delete(path);
    if (change.kind === 'move') state.set(change.to, file);
  }
}

function snapshotOf(state: ReadonlyMap<string, FileState>): ContentSnapshot {
  const texts = new Map<string, string>();
  const others = new Set<string>();
  for (const [path, file] of state) {
    if ('text' in file) texts.set(path, file.text);
    else others.add(path);
  }
  return { texts, others };
}

function withFormat(text: string, format: number): string {
  const parsed = parseJsonText(siteFile, text);
  if ('problem' in parsed) throw new Error(parsed.problem.message);
  return applyEdits(text, [setPropertyEdit(parsed.root, text, 'format', String(format), '$schema')]);
}

function netChanges(original: ContentSnapshot, final: ReadonlyMap<string, FileState>): FileChange[] {
  const changes: FileChange[] = [];
  for (const [path, file] of final) {
    const before = original.texts.get(path);
    if ('text' in file) {
      if (before !== file.text) changes.push({ kind: 'write', path, before, text: file.text });
    } else if (file.bytesOf !== path) changes.push({ kind: 'move', from: file.bytesOf, to: path });
  }
  const moved = new Set(changes.flatMap((change) => (change.kind === 'move' ? [change.from] : [])));
  for (const path of [...original.texts.keys(), ...original.others]) {
    if (!final.has(path) && !moved.has(path)) changes.push({ kind: 'remove', path, before: original.texts.get(path) });
  }
  const pathOf = (change: FileChange) => (change.kind === 'move' ? change.to : change.path);
  return changes.sort((a, b) => (pathOf(a) < pathOf(b) ? -1 : 1));
}

function problem(message: string): Problem {
  return { severity: 'error', file: siteFile, line: 0, column: 0, pointer: '', message };
}

/**
 * Works out the upgrade of a content folder to the current format: every migration from the content's format
 * on, in order, each on the result of the one before, with site.json's "format" set after each. Nothing is
 * written here; any problem (or a migration that throws) means no change at all.
 */
export function planUpgrade(
  content: ContentSnapshot,
  productVersion: string,
  migrations: readonly Migration[],
  targetFormat: number = currentFormat,
): { plan: UpgradePlan } | { problems: Problem[] } {
  const siteText = content.texts.get(siteFile);
  if (siteText === undefined) return { problems: [problem('missing file: this is not a content folder (pass --content <dir>)')] };
  const parsed = parseJsonText(siteFile, siteText);
  if ('problem' in parsed) return { problems: [parsed.problem] };
  const format = siteFormatOf(getNodeValue(parsed.root));
  if ('invalid' in format || format.format > targetFormat) {
    // No migration can help: the product cannot know what a later (or malformed) format means.
    const at = propertyNode(parsed.root, 'format')?.children?.[1] ?? parsed.root;
    return { problems: [problemAtNode(siteFile, siteText, at, '/format', formatMismatchMessage(siteFile, format, productVersion) ?? '')] };
  }
  const steps: Migration[] = [];
  for (let from = format.format; from < targetFormat; from += 1) {
    const step = migrations.find((migration) => migration.from === from);
    if (step === undefined) throw new Error(`no migration from content format ${from}: add it to cli/upgrade/migrations/registry.ts`);
    steps.push(step);
  }
  const state = new Map<string, FileState>([
    ...[...content.texts].map(([path, text]): [string, FileState] => [path, { text }]),
    ...[...content.others].map((path): [string, FileState] => [path, { bytesOf: path }]),
  ]);
  for (const [index, migration] of steps.entries()) {
    const from = format.format + index;
    const failed = (reason: string) => problem(`the migration from format ${from} to ${from + 1} failed (${reason}): nothing was changed`);
    try {
      const outcome = migration.migrate(snapshotOf(state));
      if ('problems' in outcome) return { problems: outcome.problems };
      for (const change of outcome.changes) apply(state, change);
      const site = state.get(siteFile);
      if (site === undefined || !('text' in site)) return { problems: [failed('it removed site.json')] };
      state.set(siteFile, { text: withFormat(site.text, from + 1) });
    } catch (error) {
      return { problems: [failed(error instanceof Error ? error.message : String(error))] };
    }
  }
  return { plan: { from: format.format, to: targetFormat, steps, changes: netChanges(content, state) } };
}
