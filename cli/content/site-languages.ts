import type { AnySchemaObject } from 'ajv';
import type { Problem } from '../shared/problems.ts';
import { problemAt } from './json-document.ts';
import type { JsonDocument } from './json-document.ts';
import { isRecord } from './rules/values.ts';

export interface SiteLanguages {
  languages: string[];
  defaultLanguage: string;
}

const languageCode = /^[a-z]{2}$/;

/**
 * The languages site.json declares, when they can be read (a non-empty list of distinct two-letter codes);
 * undefined otherwise (the schema check reports why). The default language falls back to the first one.
 */
export function siteLanguagesOf(site: JsonDocument | undefined): SiteLanguages | undefined {
  const value = isRecord(site?.value) ? site.value : undefined;
  const languages = value?.languages;
  if (!Array.isArray(languages) || languages.length === 0) return undefined;
  if (!languages.every((code): code is string => typeof code === 'string' && languageCode.test(code))) return undefined;
  if (new Set(languages).size !== languages.length) return undefined;
  const requested = value?.defaultLanguage;
  const defaultLanguage = typeof requested === 'string' && languages.includes(requested) ? requested : (languages[0] ?? 'en');
  return { languages: [...languages], defaultLanguage };
}

/** defaultLanguage must be one of languages: the site root is in that language. */
export function defaultLanguageProblems(site: JsonDocument | undefined, declared: SiteLanguages | undefined): Problem[] {
  if (site === undefined || declared === undefined || !isRecord(site.value)) return [];
  const requested = site.value.defaultLanguage;
  if (typeof requested !== 'string' || declared.languages.includes(requested)) return [];
  const list = declared.languages.join(', ');
  return [
    problemAt(
      site,
      '/defaultLanguage',
      'error',
      `"${requested}" is not one of the site's languages (${list}): set defaultLanguage to one of them, or add "${requested}" to languages`,
    ),
  ];
}

function localizedDefinition(definition: AnySchemaObject, languages: readonly string[], valueSchema: unknown): AnySchemaObject {
  const { patternProperties: _pattern, minProperties: _min, ...rest } = definition;
  return {
    ...rest,
    properties: Object.fromEntries(languages.map((code) => [code, valueSchema])),
    required: [...languages],
    additionalProperties: false,
  };
}

/**
 * The schemas with localized text (`localized.schema.json#/$defs/text` and `textList`) narrowed to the site's
 * languages: each must give exactly those keys, so ajv names a missing language and one the site lacks, at
 * the pointer of the text.
 */
export function schemasForLanguages(schemas: readonly AnySchemaObject[], languages: readonly string[]): AnySchemaObject[] {
  return schemas.map((schema) => {
    if (schema.$id !== 'localized.schema.json') return schema;
    const defs = schema.$defs as Record<string, AnySchemaObject>;
    const text = defs.text as AnySchemaObject;
    const textList = defs.textList as AnySchemaObject;
    const valueOf = (definition: AnySchemaObject): unknown =>
      Object.values((definition.patternProperties ?? {}) as Record<string, unknown>)[0];
    return {
      ...schema,
      $defs: {
        ...defs,
        text: localizedDefinition(text, languages, valueOf(text)),
        textList: localizedDefinition(textList, languages, valueOf(textList)),
      },
    };
  });
}
