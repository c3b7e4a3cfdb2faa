/** Where formatted results are looked up and kept, by input (`number|en-GB|1234`). */
export interface IntlResults {
  remember(key: string, compute: () => string): string;
}

/**
 * Numbers, dates, plural categories and language names as the browser's Intl gives them, remembered by input:
 * the first use of an Intl service in a tab costs 20–100 ms while ICU loads its data.
 */
export class IntlMemo implements IntlResults {
  private readonly results = new Map<string, string>();

  remember(key: string, compute: () => string): string {
    let result = this.results.get(key);
    if (result === undefined) {
      result = compute();
      this.results.set(key, result);
    }
    return result;
  }

  /** Results formatted elsewhere (by the prerender, for an island: site/shared/islands/island.tsx), kept as given. */
  seed(results: Readonly<Record<string, unknown>>): void {
    for (const [key, result] of Object.entries(results)) {
      if (typeof result === 'string' && !this.results.has(key)) this.results.set(key, result);
    }
  }
}

/** Looks up and keeps through `memo`, and notes each result it gives in `given`: what a part of a page formatted. */
export class NotedIntlResults implements IntlResults {
  constructor(
    private readonly memo: IntlResults,
    private readonly given: Map<string, string>,
  ) {}

  remember(key: string, compute: () => string): string {
    const result = this.memo.remember(key, compute);
    this.given.set(key, result);
    return result;
  }
}

/** Formatting in one locale: what the interface and the CV format numbers and dates with. */
export interface Formats {
  /** 1234 → '1,234' / '1 234'. */
  number(value: number): string;
  /** An amount of a currency (ISO 4217 code): 250000, 'EUR' → '€250,000' / '250 000 €'; cents only when it has them. */
  money(value: number, currency: string): string;
  /** An ISO date or timestamp's UTC day in words ('3 November 2025'); null when it is not a date. */
  longDate(iso: string): string | null;
  /** A YYYY-MM month, short ('Nov 2022'), read in UTC so every machine names the same month. */
  month(yearMonth: string): string;
  /** The locale's plural category for a count ('one', 'other', …). */
  plural(count: number): string;
  /** A language code in words ('fr' → 'French'); the code itself when Intl does not know it. */
  languageName(code: string): string;
}

function monthDate(yearMonth: string): Date {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) throw new Error(`"${yearMonth}" is not a YYYY-MM month`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

const formatters = new Map<string, unknown>();

/**
 * One formatter of each kind and locale, made at its first use and shared by every `Formats` of that locale: a
 * value's own toLocaleString makes a formatter at every call (10 µs in Chromium against 0.7 µs with one kept).
 */
function formatter<T>(kind: string, locale: string, make: () => T): () => T {
  const key = `${kind}|${locale}`;
  return () => {
    let made = formatters.get(key) as T | undefined;
    if (made === undefined) {
      made = make();
      formatters.set(key, made);
    }
    return made;
  };
}

export function formatsFor(memo: IntlResults, locale: string): Formats {
  const numbers = formatter('number', locale, () => new Intl.NumberFormat(locale));
  const longDates = formatter('date', locale, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const months = formatter('month', locale, () => new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }));
  const plurals = formatter('plural', locale, () => new Intl.PluralRules(locale));
  return {
    number: (value) => memo.remember(`number|${locale}|${value}`, () => numbers().format(value)),
    money: (value, currency) =>
      memo.remember(`money|${locale}|${currency}|${value}`, () =>
        new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          ...(Number.isInteger(value) ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
        }).format(value),
      ),
    longDate(iso) {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return null;
      return memo.remember(`date|${locale}|${iso}`, () => longDates().format(date));
    },
    month: (yearMonth) => memo.remember(`month|${locale}|${yearMonth}`, () => months().format(monthDate(yearMonth))),
    plural: (count) => memo.remember(`plural|${locale}|${count}`, () => plurals().select(count)),
    languageName: (code) =>
      memo.remember(`language|${locale}|${code}`, () => {
        try {
          return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
        } catch {
          return code;
        }
      }),
  };
}
