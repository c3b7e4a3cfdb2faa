/**
 * Reads a language's text from localized content (`{ "en": …, "fr": … }`). Typed loosely on purpose: the CV code
 * works with any set of site languages, so a text missing in a language reads as '' (validate reports it first).
 */
export function textIn(text: object | undefined, language: string): string {
  const value = text === undefined ? undefined : (text as Record<string, unknown>)[language];
  return typeof value === 'string' ? value : '';
}

export function textListIn(list: object | undefined, language: string): string[] {
  const value = list === undefined ? undefined : (list as Record<string, unknown>)[language];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A proper name (an event, a place, an institution): written once, or per language. */
export function nameIn(name: string | object | undefined, language: string): string {
  return typeof name === 'string' ? name : textIn(name, language);
}
