import type { LocalizedText } from '../../schemas/types.generated.ts';
import type { Language } from './languages.ts';

/** A localized text in one language. `portfolio validate` requires every site language, so none is missing. */
export function textIn(text: LocalizedText, language: Language): string {
  return text[language] ?? '';
}
