/**
 * The language a work's title and abstract are written in, for `lang` where it differs from the page's
 * (docs/decisions/valid-html.md). OpenAlex's `language` is a guess, often wrong (an English paper of a French
 * conference marked "fr"), so the text decides where it plainly can, OpenAlex where the text is too short to
 * tell, and nothing where OpenAlex's guess is plainly wrong and the text cannot say what it is.
 */

/** Frequent words of one language only (shared ones like de, la, en, in, a, un are left out). */
const functionWords: Readonly<Record<string, ReadonlySet<string>>> = {
  en: new Set('the of and to is are was were for with on from by that this these we which at as be has have its their than into under between using'.split(' ')),
  fr: new Set('le les des du et est sont une pour avec sur dans par qui nous au aux ces cette sous leur l d qu plus été'.split(' ')),
  de: new Set('der die das und ist sind mit von für auf den dem ein eine zu im nicht wir wird werden bei aus über'.split(' ')),
  es: new Set('el los las del y para con por una al como este esta sobre más fue han entre'.split(' ')),
};

/** Each function word's language (no word is in two lists): one lookup a word instead of one a language. */
const languageOfWord: ReadonlyMap<string, string> = new Map(Object.entries(functionWords).flatMap(([language, words]) => [...words].map((word) => [word, language] as const)));

/** Languages written in another script than Latin: such a code on an all-Latin text is plainly wrong. */
const nonLatinLanguages = new Set('am ar be bg el fa he hi hy ja ka kk km ko mk mn ru sr ta th uk ur zh'.split(' '));

const minimumHits = 3;

/** The language the text plainly reads as, among those of `functionWords`, or null when it does not say. */
export function readLanguage(text: string): string | null {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().split(/\P{L}+/u)) {
    const language = languageOfWord.get(word);
    if (language !== undefined) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const [best, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (best === undefined || best[1] < minimumHits) return null;
  return second === undefined || best[1] >= 2 * second[1] ? best[0] : null;
}

function latinOnly(text: string): boolean {
  return !/(?!\p{Script=Latin})\p{L}/u.test(text);
}

export interface WorkText {
  title: string;
  abstract?: string | undefined;
  /** OpenAlex's (or the owner's) language code, when known. */
  language?: string | null | undefined;
}

/** Each work's language, once read: the build asks for it in several data files (1,000 works: 0.2 → 0.06 s in all). */
const languageOfWork = new WeakMap<WorkText, string | null>();

/** The language of a work's title and abstract (and keywords), or null when unknown. */
export function workLanguage(work: WorkText): string | null {
  let language = languageOfWork.get(work);
  if (language === undefined) {
    language = readWorkLanguage(work);
    languageOfWork.set(work, language);
  }
  return language;
}

function readWorkLanguage(work: WorkText): string | null {
  const text = `${work.title} ${work.abstract ?? ''}`;
  const read = readLanguage(text);
  if (read !== null) return read;
  const declared = work.language?.toLowerCase() ?? null;
  if (declared === null || !/\p{L}/u.test(text)) return declared;
  return nonLatinLanguages.has(declared) === latinOnly(text) ? null : declared;
}

/** The `lang` attribute for a work's text on a page in `pageLanguage`: only where the two differ. */
export function langAttribute(textLanguage: string | null | undefined, pageLanguage: string): string | undefined {
  if (textLanguage === null || textLanguage === undefined) return undefined;
  return textLanguage.toLowerCase() === pageLanguage.toLowerCase().split('-')[0] ? undefined : textLanguage;
}
