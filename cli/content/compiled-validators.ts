import { createRequire } from 'node:module';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { productPath } from '../shared/product-files.ts';
import { keptText, keyOf } from '../shared/kept-text.ts';

/**
 * Ajv turns the schemas into JavaScript at every start: 0.3 s of each `validate`, build and dev start. The code it
 * writes for a set of schemas (the product's, narrowed to the site's languages) is kept in the product's own folder
 * and loaded in 30 ms the next time (docs/decisions/compiled-schemas.md).
 */
const ajvOptions = { allErrors: true, verbose: true, allowUnionTypes: true } as const;
const formats = ['email', 'date-time'] as const;
const requireHere = createRequire(import.meta.url);
const ajvVersion = (requireHere('ajv/package.json') as { version: string }).version;

/**
 * Ajv's compiler, its code generator and its formats, loaded only to compile: 30–40 ms of every start that uses the
 * kept code, which needs only the few runtime modules it requires itself.
 */
function ajvCompiler() {
  return {
    Ajv: requireHere('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js'),
    standaloneCode: (requireHere('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js')).default,
    addFormats: (requireHere('ajv-formats') as typeof import('ajv-formats')).default,
  };
}

export function newAjv(source: boolean): Ajv2020 {
  const { Ajv, addFormats } = ajvCompiler();
  const { default: Ajv2020, _ } = Ajv;
  const ajv = new Ajv2020({
    ...ajvOptions,
    ...(source ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } } : {}),
  });
  addFormats(ajv, [...formats]);
  return ajv;
}

function run(code: string): Record<string, unknown> | undefined {
  const module = { exports: {} as Record<string, unknown> };
  try {
    new Function('require', 'module', 'exports', code)(requireHere, module, module.exports);
    return module.exports;
  } catch {
    return undefined;
  }
}

const exportName = (index: number) => `schema${index}`;

function byId(schemas: readonly AnySchemaObject[], exported: Record<string, unknown>): Map<string, ValidateFunction> | undefined {
  const validators = new Map<string, ValidateFunction>();
  for (const [index, schema] of schemas.entries()) {
    const validate = exported[exportName(index)];
    if (typeof validate !== 'function') return undefined;
    validators.set(String(schema.$id), validate as ValidateFunction);
  }
  return validators;
}

/**
 * A validator per schema (by `$id`): the code kept for exactly these schemas, this ajv and these options, or
 * compiled now and kept for the next start.
 */
export function compiledValidators(schemas: readonly AnySchemaObject[], folder = productPath('.portfolio', 'schema-validators')): Map<string, ValidateFunction> {
  const kept = keptText(folder, keyOf({ ajvVersion, ajvOptions, formats, schemas }), 'cjs');
  const code = kept.read();
  const exported = code === undefined ? undefined : run(code);
  const validators = exported && byId(schemas, exported);
  if (validators) return validators;

  const ajv = newAjv(true);
  ajv.addSchema([...schemas]);
  kept.keep(ajvCompiler().standaloneCode(ajv, Object.fromEntries(schemas.map((schema, index) => [exportName(index), String(schema.$id)]))));
  return new Map(schemas.map((schema) => [String(schema.$id), ajv.getSchema(String(schema.$id)) as ValidateFunction]));
}
