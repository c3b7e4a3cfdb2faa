/** Guards for reading content that may not have passed its schema, so rules can still run on the rest. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The array at `key` of an object, or an empty list when it is absent or not an array. */
export function arrayAt(value: unknown, key: string): unknown[] {
  const found = isRecord(value) ? value[key] : undefined;
  return Array.isArray(found) ? found : [];
}

/** The string at a path of object keys, or undefined when any step is absent or not of that shape. */
export function stringAt(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return typeof current === 'string' ? current : undefined;
}

export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/\S+$/.test(value) && URL.canParse(value);
}
