import type { PersonName } from '../../core/collections/person-name.ts';

/** LaTeX's special characters as commands, so that braces balance and nothing is read as markup. */
const latexSpecials: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** A text for a BibTeX field: LaTeX's special characters (or those of `specials`) written as commands. */
export function latex(text: string, specials = /[\\{}&%$#_~^]/g): string {
  return text.replace(specials, (character) => latexSpecials[character] ?? character);
}

/** A person's name with each part escaped for BibTeX. */
export function latexName(name: PersonName): PersonName {
  if ('literal' in name) return { literal: latex(name.literal) };
  return name.given === undefined ? { family: latex(name.family) } : { family: latex(name.family), given: latex(name.given) };
}
