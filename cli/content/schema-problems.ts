import type { ErrorObject } from 'ajv';
import type { Problem } from '../shared/problems.ts';
import { encodePointerSegment, problemAt } from './json-document.ts';
import type { JsonDocument } from './json-document.ts';

type SchemaObject = Record<string, unknown>;

function schemaOf(error: ErrorObject): SchemaObject {
  return (error.parentSchema ?? {}) as SchemaObject;
}

function quoted(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

function expectedTypes(types: unknown): string {
  const list = Array.isArray(types) ? types : String(types).split(',');
  const names = list.map((type) => (type === 'null' ? 'null' : type === 'integer' || type === 'array' || type === 'object' ? `an ${type}` : `a ${type}`));
  return names.join(' or ');
}

function yearMonthMessage(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}$/.test(value)) return `month must be 01–12 (got ${quoted(value)})`;
  return `must be a month written YYYY-MM, e.g. 2024-03 (got ${quoted(value)})`;
}

function patternMessage(error: ErrorObject): string {
  const schema = schemaOf(error);
  if (schema.title === 'YearMonth') return yearMonthMessage(error.data);
  if (schema.title === 'IsoDay') return `must be a day written YYYY-MM-DD, e.g. 2024-06-12 (got ${quoted(error.data)})`;
  if (schema.title === 'PeriodDate') {
    return `must be a month written YYYY-MM or a day written YYYY-MM-DD, e.g. 2024-03 or 2024-03-15 (got ${quoted(error.data)})`;
  }
  if (schema.title === 'HexColour') return `must be a colour written #rgb or #rrggbb, e.g. #0b6e4f (got ${quoted(error.data)})`;
  if (schema.title === 'HttpUrl') return `must be an absolute http(s) URL: use https://… (got ${quoted(error.data)})`;
  const hint = typeof schema.description === 'string' ? ` — ${schema.description}` : '';
  return `must match ${String(error.params.pattern)} (got ${quoted(error.data)})${hint}`;
}

function formatMessage(error: ErrorObject): string {
  if (error.params.format === 'email') return `must be an email address, e.g. name@example.org (got ${quoted(error.data)})`;
  if (error.params.format === 'date-time') {
    return `must be an ISO 8601 date-time with a time zone, e.g. 2025-01-31T12:00:00Z (got ${quoted(error.data)})`;
  }
  return `must be a valid ${String(error.params.format)} (got ${quoted(error.data)})`;
}

const localizedTitles = new Set(['LocalizedText', 'LocalizedTextList']);

/** The site's languages, as the localized schemas were narrowed to them (cli/content/site-languages.ts). */
function siteLanguagesIn(schema: SchemaObject): string {
  return ((schema.required ?? []) as string[]).join(', ');
}

function unknownPropertyMessage(error: ErrorObject): string {
  const name = String(error.params.additionalProperty);
  const schema = schemaOf(error);
  if (localizedTitles.has(String(schema.title)) && schema.required !== undefined) {
    return `"${name}" is not one of the site's languages (${siteLanguagesIn(schema)}): remove this text, or add "${name}" to languages in site.json`;
  }
  if (schema.patternProperties !== undefined) {
    return `key ${quoted(name)} is not a dotted key: write section.name, e.g. "hero.title" (letters and digits, lowercase first)`;
  }
  const allowed = Object.keys((schema.properties ?? {}) as SchemaObject);
  return `unknown property ${quoted(name)}: remove it or fix its spelling (allowed: ${allowed.join(', ')})`;
}

function missingPropertyMessage(error: ErrorObject): string {
  const name = String(error.params.missingProperty);
  if (localizedTitles.has(String(schemaOf(error).title))) {
    return `missing the "${name}" text (the site's languages are ${siteLanguagesIn(schemaOf(error))}): add "${name}": … with the text in that language`;
  }
  // A conditional rule (if/then/else) says itself why the property is needed.
  const rule = schemaOf(error);
  if (rule.properties === undefined && typeof rule.description === 'string') return `missing ${quoted(name)}: ${rule.description}`;
  const property = ((schemaOf(error).properties ?? {}) as Record<string, SchemaObject | undefined>)[name];
  const hint = typeof property?.description === 'string' ? ` (${property.description})` : '';
  return `missing required property ${quoted(name)}${hint}: add it`;
}

function messageFor(error: ErrorObject): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return missingPropertyMessage(error);
    case 'additionalProperties':
      return unknownPropertyMessage(error);
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')} (got ${quoted(error.data)})`;
    case 'type':
      return `must be ${expectedTypes(params.type)}, not ${typeName(error.data)}`;
    case 'pattern':
      return patternMessage(error);
    case 'format':
      return formatMessage(error);
    case 'minLength':
      return params.limit === 1 ? 'must not be empty: write the text' : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long (got ${String((error.data as string).length)})`;
    case 'minItems':
      return `must list at least ${String(params.limit)} item(s)`;
    case 'maxItems':
      return `must list at most ${String(params.limit)} items (got ${String((error.data as unknown[]).length)})`;
    case 'minimum':
      return `must be ${String(params.limit)} or more (got ${quoted(error.data)})`;
    case 'maximum':
      return `must be ${String(params.limit)} or less (got ${quoted(error.data)})`;
    default:
      return error.message ?? `fails the schema rule ${error.keyword}`;
  }
}

/**
 * ajv reports an `anyOf` as one error per failed branch plus the anyOf itself, all on the same value.
 * One message is clearer: the branch that matched the value's type explains what is wrong
 * (e.g. the YYYY-MM pattern, or an object's property); when no branch had the right type, the allowed types are listed.
 */
function mergeAnyOf(errors: readonly ErrorObject[]): ErrorObject[] {
  const anyOfPaths = new Set(errors.filter((error) => error.keyword === 'anyOf').map((error) => error.instancePath));
  const merged: ErrorObject[] = [];
  for (const path of anyOfPaths) {
    const branches = errors.filter((error) => error.instancePath === path && error.keyword !== 'anyOf');
    const specific = branches.filter((error) => error.keyword !== 'type');
    // A branch of the value's type that failed inside it (an object's property) has said what is wrong already.
    const failedInside = errors.some((error) => error.instancePath.startsWith(`${path}/`));
    if (specific.length > 0) merged.push(...specific);
    else if (branches[0] !== undefined && !failedInside) merged.push({ ...branches[0], params: { type: branches.map((error) => error.params.type) } });
  }
  return [...errors.filter((error) => !anyOfPaths.has(error.instancePath)), ...merged];
}

/** A schema violation at a JSON pointer, worded for the person who has to fix it. */
export interface SchemaIssue {
  pointer: string;
  message: string;
  /** For an unknown property the name is what needs fixing, not its value. */
  target: 'value' | 'key';
}

/** ajv's errors as issues whose messages say how to fix them, one per pointer and message. */
export function schemaIssues(errors: readonly ErrorObject[]): SchemaIssue[] {
  const issues = new Map<string, SchemaIssue>();
  for (const error of mergeAnyOf(errors)) {
    // "must match else schema" only repeats the branch's own, clearer error.
    if (error.keyword === 'if') continue;
    let pointer = error.instancePath;
    let target: 'value' | 'key' = 'value';
    if (error.keyword === 'required') {
      pointer += `/${encodePointerSegment(String(error.params.missingProperty))}`;
    } else if (error.keyword === 'additionalProperties') {
      pointer += `/${encodePointerSegment(String(error.params.additionalProperty))}`;
      target = 'key';
    }
    const message = messageFor(error);
    issues.set(`${pointer}\n${message}`, { pointer, message, target });
  }
  return [...issues.values()];
}

/** Turns ajv's errors on one document into located problems. */
export function schemaProblems(document: JsonDocument, errors: readonly ErrorObject[]): Problem[] {
  return schemaIssues(errors).map((issue) => problemAt(document, issue.pointer, 'error', issue.message, issue.target));
}
