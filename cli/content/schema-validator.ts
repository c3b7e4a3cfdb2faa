import { readdir, readFile } from 'node:fs/promises';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ErrorObject } from 'ajv';
import { productPath } from '../shared/product-files.ts';
import { compiledValidators, newAjv } from './compiled-validators.ts';

const schemaDirectory = productPath('schemas');

/** Checks a value against one of the schemas (by its $id, or $id#/$defs/name) and returns ajv's errors. */
export type SchemaCheck = (schemaId: string, value: unknown) => ErrorObject[];

export async function readSchemas(directory: string = schemaDirectory): Promise<AnySchemaObject[]> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.schema.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(`${directory}/${name}`, 'utf8')) as AnySchemaObject),
  );
}

export function createSchemaCheck(schemas: readonly AnySchemaObject[]): SchemaCheck {
  const validators = compiledValidators(schemas);
  // A part of a schema ($id#/…) is compiled when first asked for.
  let ajv: Ajv2020 | undefined;
  return (schemaId, value) => {
    const validate = validators.get(schemaId) ?? (ajv ??= newAjv(false).addSchema([...schemas])).getSchema(schemaId);
    if (validate === undefined) throw new Error(`no schema with id ${schemaId} in schemas/`);
    return validate(value) ? [] : [...(validate.errors ?? [])];
  };
}

let projectCheck: Promise<SchemaCheck> | undefined;

/** The check against this project's schemas/, compiled once per process. */
export function projectSchemaCheck(): Promise<SchemaCheck> {
  projectCheck ??= readSchemas().then(createSchemaCheck);
  return projectCheck;
}
