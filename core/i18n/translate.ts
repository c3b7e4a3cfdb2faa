export type Strings = Readonly<Record<string, string>>;
type TranslateVars = Readonly<Record<string, string | number>>;
export type Translate = (key: string, vars?: TranslateVars) => string;

/** Looks a string up by key and fills `{name}` placeholders; a missing translation shows its key. */
export function createTranslate(strings: Strings): Translate {
  return (key, vars) => {
    const template = strings[key];
    if (template === undefined) return key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in vars ? String(vars[name]) : placeholder,
    );
  };
}
