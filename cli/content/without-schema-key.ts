/** `$schema` only serves editors; it is not data the site reads. */
export function withoutSchemaKey<T extends object>(document: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = document as T & { $schema?: string };
  return rest;
}
