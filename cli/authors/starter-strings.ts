import type { SectionId } from '../../schemas/types.generated.ts';
import type { StringTable } from '../content/product-strings.ts';
import { referenceLanguage } from '../content/product-strings.ts';
import { keysForSections } from '../content/rules/string-sections.ts';

/** The sections a site made by `portfolio init` has (the hero is always there and has no section id). */
const starterSections: readonly SectionId[] = ['publications'];

/** `de` → Deutsch, de-DE, de_DE: what the `language.*` strings say, from the runtime's locale data (ICU). */
export function languageStrings(language: string): Record<'language.name' | 'language.locale' | 'language.ogLocale', string> {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  const region = new Intl.Locale(language).maximize().region;
  const locale = region === undefined ? language : `${language}-${region}`;
  return {
    'language.name': name.charAt(0).toLocaleUpperCase(language) + name.slice(1),
    'language.locale': locale,
    'language.ogLocale': locale.replace('-', '_'),
  };
}

/**
 * strings.<lang>.json for a site language the product ships no strings for: every key a site with these
 * sections (the starter ones by default) shows, in English to be translated, except the language's own name
 * and locale. Null when the product has strings for that language (nothing to write).
 */
export function starterStrings(
  language: string,
  product: ReadonlyMap<string, StringTable>,
  schemaDirectory: string,
  sections: readonly SectionId[] = starterSections,
): Record<string, string> | null {
  if (product.has(language)) return null;
  const reference = product.get(referenceLanguage) ?? {};
  const own = languageStrings(language);
  const table: Record<string, string> = { $schema: `${schemaDirectory}/strings.schema.json` };
  for (const key of keysForSections(Object.keys(reference), sections)) {
    table[key] = key in own ? own[key as keyof typeof own] : (reference[key] ?? '');
  }
  return table;
}
