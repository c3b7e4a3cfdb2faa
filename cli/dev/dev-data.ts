/**
 * The data files as `portfolio dev` serves them: each key's JSON text, made once per refresh (not per request),
 * and compared with the last good one to tell the open pages which keys changed.
 */
export type ServedData = ReadonlyMap<string, string>;

/**
 * Each data file's JSON text; `unchanged` gives the text of a file known to be what it was at the last refresh
 * (made from the same content text), which is not serialized again.
 */
export function serveData(files: Readonly<Record<string, unknown>>, unchanged: (key: string) => string | undefined = () => undefined): ServedData {
  return new Map(Object.entries(files).map(([key, value]) => [key, unchanged(key) ?? JSON.stringify(value)]));
}

/** The keys whose text differs between two refreshes: changed, added or gone. */
export function changedKeys(previous: ServedData, next: ServedData): string[] {
  const changed = [...next].filter(([key, text]) => previous.get(key) !== text).map(([key]) => key);
  const gone = [...previous.keys()].filter((key) => !next.has(key));
  return [...changed, ...gone];
}
