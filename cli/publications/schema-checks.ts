import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';

/** A schema violation at a JSON pointer, worded for the person who has to fix it. */
export interface SchemaIssue {
  pointer: string;
  message: string;
}

const schemaFiles = ['localized.schema.json', 'site.schema.json', 'publications.schema.json', 'publications-manual.schema.json'];

export type SchemaCheck = (value: unknown) => SchemaIssue[];

export interface SchemaChecks {
  publicationsFile: SchemaCheck;
  manualFile: SchemaCheck;
  /** The `publications` section of content/site.json. */
  siteSources: SchemaCheck;
}

let checks: SchemaChecks | undefined;

/** Checks against the project's schemas (JSON Schema 2020-12), compiled once. */
export function schemaChecks(): SchemaChecks {
  if (checks !== undefined) return checks;
  const ajv = new Ajv2020({
    allErrors: true,
    // Only the formats these schemas use; ajv-formats is not a dependency.
    formats: {
      'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i,
      email: /^[^\s@]+@[^\s@]+$/,
    },
  });
  for (const file of schemaFiles) {
    ajv.addSchema(JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), 'utf8')) as object);
  }
  const check = (ref: string): SchemaCheck => {
    const validate = ajv.getSchema(ref);
    if (validate === undefined) throw new Error(`schema ${ref} not found`);
    return (value) => issuesOf(validate, value);
  };
  checks = {
    publicationsFile: check('publications.schema.json'),
    manualFile: check('publications-manual.schema.json'),
    siteSources: check('site.schema.json#/properties/publications'),
  };
  return checks;
}

function issuesOf(validate: ValidateFunction, value: unknown): SchemaIssue[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({ pointer: error.instancePath, message: describe(error) }));
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing the required field "${String(params.missingProperty)}": add it`;
    case 'additionalProperties':
      return `unknown field "${String(params.additionalProperty)}": remove it or fix its spelling`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'pattern':
      return `does not have the expected form (${String(params.pattern)})`;
    default:
      return error.message ?? error.keyword;
  }
}
