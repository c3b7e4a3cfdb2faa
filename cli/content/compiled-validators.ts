import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv2020, { _ } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { productPath } from '../shared/product-files.ts';

/**
 * Ajv turns the schemas into JavaScript at every start: 0.3 s of each `validate`, build and dev start. The code it
 * writes for a set of schemas (the product's, narrowed to the site's languages) is kept in the product's own folder
 * and loaded in 30 ms the next time (docs/decisions/compiled-schemas.md).
 */
const ajvOptions = { allErrors: true, verbose: true, allowUnionTypes: true } as const;
const formats = ['email', 'date-time'] as const;
const requireHere = createRequire(import.meta.url);
const ajvVersion = (requireHere('ajv/package.json') as { version: string }).version;
/** Enough for the languages of several sites and a product upgrade; the oldest go first. */
const keptSets = 16;

export function newAjv(source: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    ...ajvOptions,
    ...(source ? { code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } } : {}),
  });
  addFormats(ajv, [...formats]);
  return ajv;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The file of a set of schemas: `<sha-256 of the code>\n<code>`, so a cut or changed file is never run. */
function seal(code: string): string {
  return `${sha256(code)}\n${code}`;
}

function unsealed(file: string): string | undefined {
  let sealed: string;
  try {
    sealed = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const newline = sealed.indexOf('\n');
  const code = sealed.slice(newline + 1);
  return newline === 64 && sealed.slice(0, 64) === sha256(code) ? code : undefined;
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

function keep(folder: string, file: string, code: string): void {
  try {
    mkdirSync(folder, { recursive: true });
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temporary, seal(code));
    renameSync(temporary, file);
    const kept = readdirSync(folder)
      .filter((name) => name.endsWith('.cjs'))
      .map((name) => ({ path: join(folder, name), changed: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.changed - a.changed);
    for (const { path } of kept.slice(keptSets)) rmSync(path, { force: true });
  } catch {
    // A product folder nobody may write to: the schemas are compiled again at the next start, nothing else changes.
  }
}

/**
 * A validator per schema (by `$id`): the code kept for exactly these schemas, this ajv and these options, or
 * compiled now and kept for the next start.
 */
export function compiledValidators(schemas: readonly AnySchemaObject[], folder = productPath('.portfolio', 'schema-validators')): Map<string, ValidateFunction> {
  const key = sha256(JSON.stringify({ ajvVersion, ajvOptions, formats, schemas }));
  const file = join(folder, `${key}.cjs`);
  const code = unsealed(file);
  const kept = code === undefined ? undefined : run(code);
  const validators = kept && byId(schemas, kept);
  if (validators) return validators;

  const ajv = newAjv(true);
  ajv.addSchema([...schemas]);
  keep(folder, file, standaloneCode(ajv, Object.fromEntries(schemas.map((schema, index) => [exportName(index), String(schema.$id)]))));
  return new Map(schemas.map((schema) => [String(schema.$id), ajv.getSchema(String(schema.$id)) as ValidateFunction]));
}
