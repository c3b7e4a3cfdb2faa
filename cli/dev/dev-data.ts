/**
 * The data files as `portfolio dev` serves them: each key's JSON text, made once per refresh (not per request),
 * and compared with the last good one to tell the open pages which keys changed.
 */
export type ServedData = ReadonlyMap<string, string>;

/** How deep a data file's parts are remembered: a work is at depth 1 in its page's file, 2 in the lists of works. */
const rememberedDepth = 2;

/** A part's members (keys, values and texts; an array's have no keys) and the part's text made from them. */
interface Members {
  keys: readonly string[] | undefined;
  values: readonly unknown[];
  texts: ReadonlyArray<string | undefined>;
  text: string;
}

function sameMembers(last: Members, keys: readonly string[] | undefined, texts: ReadonlyArray<string | undefined>): boolean {
  if (last.texts.length !== texts.length || (last.keys === undefined) !== (keys === undefined)) return false;
  for (let index = 0; index < texts.length; index++) {
    if (last.texts[index] !== texts[index] || last.keys?.[index] !== keys?.[index]) return false;
  }
  return true;
}

/**
 * The JSON text of data files, made from the parts a refresh keeps from the last without serializing them again (1,000
 * works: 32 MB of JSON at every save of publications.json). Each part down to `rememberedDepth` is remembered by the
 * part itself (a work the next refresh still holds, kept by shared-values.ts), and by its place in its file: a page's
 * data made again around the same work, references and BibTeX gets the last text itself, which the open pages'
 * comparison then reads as unchanged without reading it. A data file and its parts are never changed once made.
 */
export class JsonTexts {
  readonly #byPart = new WeakMap<object, string>();
  #lastByPlace = new Map<string, Members>();
  #byPlace = new Map<string, Members>();

  /** Begins a refresh: a place's text is looked for in the last refresh's files only. */
  nextRefresh(): void {
    this.#lastByPlace = this.#byPlace;
    this.#byPlace = new Map();
  }

  /** The text `JSON.stringify(value)` gives; `place` names the value's file. */
  of(value: unknown, place = ''): string | undefined {
    return this.#text(value, 0, place);
  }

  #text(value: unknown, depth: number, place: string): string | undefined {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    const known = this.#byPart.get(value);
    if (known !== undefined) return known;
    if (depth >= rememberedDepth || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
      const text = JSON.stringify(value);
      this.#byPart.set(value, text);
      return text;
    }
    const placed = depth + 1 < rememberedDepth;
    const keys = Array.isArray(value) ? undefined : Object.keys(value);
    const values = keys === undefined ? (value as unknown[]) : keys.map((key) => (value as Record<string, unknown>)[key]);
    const last = this.#lastByPlace.get(place);
    const texts = values.map((item, index) => {
      // A string the last refresh wrote here (a paper's BibTeX: 4.5 MB in all for 1,000 works) is not escaped again.
      const lastText = last !== undefined && last.keys?.[index] === keys?.[index] && (typeof item !== 'object' || item === null) && Object.is(last.values[index], item);
      return lastText ? last.texts[index] : this.#text(item, depth + 1, placed ? `${place}\0${keys?.[index] ?? index}` : '');
    });
    const text = last !== undefined && sameMembers(last, keys, texts) ? last.text : composed(keys, texts);
    this.#byPlace.set(place, { keys, values, texts, text });
    this.#byPart.set(value, text);
    return text;
  }
}

/**
 * A part's text from its members' texts, joined with `+`: V8 then keeps the pieces as they are until the text is read
 * whole (sent, or compared with one of the same length), instead of copying them (the works whole: 9 MB a save).
 */
function composed(keys: readonly string[] | undefined, texts: ReadonlyArray<string | undefined>): string {
  let text = '';
  for (let index = 0; index < texts.length; index++) {
    const member = texts[index];
    if (keys === undefined) text += `${index === 0 ? '' : ','}${member ?? 'null'}`;
    else if (member !== undefined) text += `${text === '' ? '' : ','}${JSON.stringify(keys[index])}:${member}`;
  }
  return keys === undefined ? `[${text}]` : `{${text}}`;
}

/** Each data file's JSON text; `texts` remembers the parts of the files from one refresh to the next. */
export function serveData(files: Readonly<Record<string, unknown>>, texts = new JsonTexts()): ServedData {
  texts.nextRefresh();
  return new Map(Object.entries(files).map(([key, value]) => [key, texts.of(value, key) ?? 'null']));
}

/** The keys whose text differs between two refreshes: changed, added or gone. */
export function changedKeys(previous: ServedData, next: ServedData): string[] {
  const changed = [...next].filter(([key, text]) => previous.get(key) !== text).map(([key]) => key);
  const gone = [...previous.keys()].filter((key) => !next.has(key));
  return [...changed, ...gone];
}
