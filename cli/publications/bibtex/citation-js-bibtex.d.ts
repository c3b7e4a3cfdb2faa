/** The two parts of citation-js's BibTeX input this project calls (the package ships no types). */
declare module '@citation-js/plugin-bibtex/lib/input/file.js' {
  /** An entry as written: `@string` and month macros expanded, each value still LaTeX (a bare number as a number). */
  export interface RawBibtexEntry {
    type: string;
    label: string;
    properties: Record<string, string | number>;
  }
  /** Throws a SyntaxError on the first entry it cannot read, losing the whole text. */
  export function parse(text: string): RawBibtexEntry[];
}

declare module '@citation-js/plugin-bibtex/lib/input/value.js' {
  /** A name split as BibTeX splits it (biblatex's `family=…, given=…` form gives its own keys). */
  export type RawBibtexName = Partial<Record<'family' | 'given' | 'prefix' | 'suffix', string>>;
  /** One field's LaTeX as Unicode text (formatting as HTML tags); a name list split into names. */
  export function parse(text: string, field: 'author'): RawBibtexName[];
  export function parse(text: string, field: 'note'): string;
}

declare module '@citation-js/plugin-bibtex/lib/input/constants.js' {
  /** The LaTeX commands value.js decodes, by name. */
  type Commands = Readonly<Record<string, unknown>>;
  export const argumentCommands: Commands;
  export const commands: Commands;
  export const diacritics: Commands;
  export const formattingCommands: Commands;
  export const formattingEnvs: Commands;
  export const mathCommands: Commands;
  export const mathScriptFormatting: Commands;
}
