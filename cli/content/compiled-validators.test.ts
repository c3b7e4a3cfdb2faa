import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compiledValidators, newAjv } from './compiled-validators.ts';
import { readSchemas } from './schema-validator.ts';
import { schemasForLanguages } from './site-languages.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'portfolio-validators-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const keptFiles = () => readdirSync(folder).filter((name) => name.endsWith('.cjs'));
/** A site.json with a wrong type, a missing property and an unknown one: errors of several keywords. */
const wrongSite = { $schema: './site.schema.json', siteUrl: 42, profile: { name: 'A' }, unknown: true };

function errorsOf(validate: { (value: unknown): boolean; errors?: unknown }, value: unknown) {
  validate(value);
  return JSON.parse(JSON.stringify(validate.errors ?? [])) as unknown;
}

describe('compiledValidators', () => {
  it('keeps the code of a set of schemas, and the kept code finds the very errors a fresh compile finds', async () => {
    const schemas = schemasForLanguages(await readSchemas(), ['en', 'fr']);
    const compiled = compiledValidators(schemas, folder);
    expect(keptFiles()).toHaveLength(1);
    const loaded = compiledValidators(schemas, folder);
    const live = newAjv(false).addSchema([...schemas]).getSchema('site.schema.json');
    if (!live) throw new Error('no site schema');

    const expected = errorsOf(live, wrongSite);
    expect((expected as unknown[]).length).toBeGreaterThan(2);
    expect(errorsOf(compiled.get('site.schema.json')!, wrongSite)).toEqual(expected);
    expect(errorsOf(loaded.get('site.schema.json')!, wrongSite)).toEqual(expected);
    expect(loaded.get('site.schema.json')).not.toBe(compiled.get('site.schema.json'));
    expect([...loaded.keys()].sort()).toEqual(schemas.map((schema) => String(schema.$id)).sort());
  });

  it('keeps one file per set of schemas: other languages are another set', async () => {
    const schemas = await readSchemas();
    compiledValidators(schemasForLanguages(schemas, ['en']), folder);
    compiledValidators(schemasForLanguages(schemas, ['en', 'fr']), folder);
    compiledValidators(schemasForLanguages(schemas, ['en']), folder);
    expect(keptFiles()).toHaveLength(2);
  });

  it('never runs a kept file that was cut or changed: it compiles again and keeps a whole file', async () => {
    const schemas = schemasForLanguages(await readSchemas(), ['en']);
    compiledValidators(schemas, folder);
    const [name] = keptFiles();
    const file = join(folder, name!);
    const whole = readFileSync(file, 'utf8');
    for (const damaged of [whole.slice(0, whole.length / 2), whole.replace('module.exports', 'throw 1;module.exports'), 'garbage']) {
      writeFileSync(file, damaged);
      const validators = compiledValidators(schemas, folder);
      expect(errorsOf(validators.get('site.schema.json')!, wrongSite)).not.toEqual([]);
      expect(readFileSync(file, 'utf8')).toBe(whole);
    }
  });
});
