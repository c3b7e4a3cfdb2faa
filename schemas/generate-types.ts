import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from 'json-schema-to-typescript';
import type { JSONSchema } from 'json-schema-to-typescript';
import { sectionOrder } from '../cli/content/sections.ts';
import { writeFileAtomic } from '../cli/shared/atomic-write.ts';

const schemaDir = dirname(fileURLToPath(import.meta.url));
export const generatedTypesPath = join(schemaDir, 'types.generated.ts');
export const editionSchemaPath = join(schemaDir, 'edition.schema.json');

const banner = `/* eslint-disable */
// Generated from schemas/*.schema.json by \`npx tsx schemas/generate-types.ts\`. Do not edit by hand:
// change the schema and regenerate (schemas/types.test.ts fails when this file is out of date).
`;

type SchemaNode = { [key: string]: unknown };

interface NamedSchema {
  /** Where $refs point to it: `file.schema.json#/$defs/name`, or `file.schema.json` for a file's root. */
  address: string;
  title: string;
  schema: SchemaNode;
}

function isNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function titledDefinitions(file: string, root: SchemaNode): NamedSchema[] {
  const named: NamedSchema[] = [];
  if (typeof root.title === 'string' && root.type !== undefined) {
    named.push({ address: file, title: root.title, schema: root });
  }
  const defs = isNode(root.$defs) ? root.$defs : {};
  for (const [name, def] of Object.entries(defs)) {
    if (isNode(def) && typeof def.title === 'string') {
      named.push({ address: `${file}#/$defs/${name}`, title: def.title, schema: def });
    }
  }
  return named;
}

/**
 * Replaces every $ref to a titled definition by a reference to its type name (`tsType`), keeping the
 * sibling description. Left to itself the compiler would emit a numbered copy (LocalizedText1, …) for
 * each `$ref` that carries its own description.
 */
function referenceByName(node: unknown, file: string, titles: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => referenceByName(item, file, titles));
  if (!isNode(node)) return node;
  const result: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== '$defs') result[key] = referenceByName(value, file, titles);
  }
  if (isNode(node.properties) && isNode(result.patternProperties)) {
    result.patternProperties = acceptUndefined(result.patternProperties, file);
  }
  if (typeof node.$ref === 'string') {
    const address = node.$ref.startsWith('#') ? `${file}${node.$ref}` : node.$ref;
    const title = titles.get(address);
    if (title === undefined) throw new Error(`${file}: $ref ${node.$ref} does not point to a titled definition`);
    delete result.$ref;
    result.tsType = title;
  }
  return result;
}

/**
 * TypeScript requires every optional property (e.g. `$schema?`) to fit the index signature that
 * patternProperties become, so pattern-matched values are typed `T | undefined`.
 */
function acceptUndefined(patternProperties: SchemaNode, file: string): SchemaNode {
  const widened: SchemaNode = {};
  for (const [pattern, schema] of Object.entries(patternProperties)) {
    if (!isNode(schema) || typeof schema.type !== 'string' || schema.type === 'object' || schema.type === 'array') {
      throw new Error(`${file}: patternProperties "${pattern}" next to properties must have a primitive type`);
    }
    const typeName = schema.type === 'integer' ? 'number' : schema.type;
    widened[pattern] = { ...schema, tsType: `${typeName} | undefined` };
  }
  return widened;
}

/** Builds the TypeScript declarations of every titled schema and definition in `directory`. */
export async function generateTypes(directory: string = schemaDir): Promise<string> {
  const files = (await readdir(directory)).filter((name) => name.endsWith('.schema.json')).sort();
  const named: NamedSchema[] = [];
  for (const file of files) {
    const root = JSON.parse(await readFile(join(directory, file), 'utf8')) as SchemaNode;
    named.push(...titledDefinitions(file, root));
  }
  const titles = new Map(named.map((entry) => [entry.address, entry.title]));
  const declarations: string[] = [];
  for (const entry of named) {
    const file = entry.address.split('#')[0] ?? entry.address;
    const schema = referenceByName(entry.schema, file, titles) as JSONSchema;
    declarations.push(
      await compile(schema, entry.title, {
        bannerComment: '',
        declareExternallyReferenced: true,
        strictIndexSignatures: true,
        ignoreMinAndMaxItems: true,
        additionalProperties: false,
      }),
    );
  }
  return `${banner}\n${declarations.join('\n')}`;
}

/**
 * edition.schema.json with the home sections of the registry (cli/content/sections.ts: spotlight, each collection's
 * section in the registry's order, contact) as its `sectionId` enum, the names site.json's home.sections accepts: a
 * new kind's section comes from its model, not from an edit of the schema.
 */
export function withRegistrySections(editionSchema: string): string {
  const schema = JSON.parse(editionSchema) as { $defs: { sectionId: { enum: string[] } } };
  schema.$defs.sectionId.enum = [...sectionOrder];
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFileAtomic(editionSchemaPath, withRegistrySections(await readFile(editionSchemaPath, 'utf8')));
  await writeFileAtomic(generatedTypesPath, await generateTypes());
  console.log(`wrote ${generatedTypesPath}`);
}
