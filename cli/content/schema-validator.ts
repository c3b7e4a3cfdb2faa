import { readdir, readFile } from 'node:fs/promises';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { productPath } from '../shared/product-files.ts';

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
  // verbose keeps each error's parentSchema and data, which the messages use to say how to fix it.
  const ajv = new Ajv2020({ allErrors: true, verbose: true, allowUnionTypes: true });
  addFormats(ajv, ['email', 'date-time']);
  ajv.addSchema([...schemas]);
  return (schemaId, value) => {
    const validate = ajv.getSchema(schemaId);
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
