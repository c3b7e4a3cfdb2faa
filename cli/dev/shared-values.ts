/**
 * A JSON value read again, with every part equal to the last read's part replaced by that part itself: what did
 * not change keeps its identity from save to save, so what is made from a part alone (a work's citation key, its
 * CV entry, its JSON text) is remembered by the part (a `WeakMap`) instead of made again for all 1,000 works after
 * one work's edit. Equal means what `JSON.stringify` would write: the same keys in the same order.
 *
 * `next` must be freshly parsed and not yet read by anyone: its containers are changed in place (no copy of
 * 15 MB). The parts are never changed after that: the content is read-only from its parse on.
 */
export function sharedWithLast(last: unknown, next: unknown): unknown {
  if (last === next || typeof next !== 'object' || next === null || typeof last !== 'object' || last === null) return Object.is(last, next) ? last : next;
  if (Array.isArray(next)) return Array.isArray(last) ? sharedArray(last, next) : next;
  if (Array.isArray(last)) return next;
  return sharedRecord(last as Record<string, unknown>, next as Record<string, unknown>);
}

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Items with an `id` (the works, the talks) are matched by it, so a work added at the top of the list does not
 * make every work after it new; the others by their place.
 */
function sharedArray(last: readonly unknown[], next: unknown[]): unknown[] {
  let byId: Map<string, unknown> | undefined;
  let same = last.length === next.length;
  for (let index = 0; index < next.length; index++) {
    const item = next[index];
    const id = idOf(item);
    let counterpart = last[index];
    if (id !== undefined && idOf(counterpart) !== id) {
      byId ??= new Map(last.flatMap((each) => (idOf(each) === undefined ? [] : [[idOf(each) as string, each] as const])));
      counterpart = byId.get(id);
    }
    const shared = sharedWithLast(counterpart, item);
    next[index] = shared;
    if (shared !== last[index]) same = false;
  }
  return same ? (last as unknown[]) : next;
}

function sharedRecord(last: Record<string, unknown>, next: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(next);
  const lastKeys = Object.keys(last);
  let same = keys.length === lastKeys.length;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    if (lastKeys[index] !== key) same = false;
    const shared = Object.hasOwn(last, key) ? sharedWithLast(last[key], next[key]) : next[key];
    next[key] = shared;
    if (shared !== last[key]) same = false;
  }
  return same ? last : next;
}
