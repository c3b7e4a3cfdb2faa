import { describe, expect, it } from 'vitest';
import { formatsFor, IntlMemo, NotedIntlResults } from './intl-memo.ts';

describe('formatsFor', () => {
  const en = formatsFor(new IntlMemo(), 'en-GB');
  const fr = formatsFor(new IntlMemo(), 'fr-FR');

  it('groups digits the way the locale does', () => {
    expect(en.number(1234)).toBe('1,234');
    expect(fr.number(1234)).toBe('1\u202f234');
  });

  it('writes the UTC day of a timestamp in words, whatever the time zone of the visitor', () => {
    expect(en.longDate('2026-11-16T06:00:00.000Z')).toBe('16 November 2026');
    expect(fr.longDate('2026-11-16T06:00:00.000Z')).toBe('16 novembre 2026');
    expect(en.longDate('2026-11-16T23:30:00.000Z')).toBe('16 November 2026');
    expect(en.longDate('2026-11-17T00:30:00+02:00')).toBe('16 November 2026');
  });

  it('gives null for a date it cannot read', () => {
    expect(en.longDate('last week')).toBeNull();
  });

  it('writes an amount of money the way the locale does, cents only when it has them', () => {
    expect(en.money(250000, 'EUR')).toBe('€250,000');
    expect(fr.money(250000, 'EUR')).toBe('250\u202f000\u00a0€');
    expect(en.money(1234.5, 'USD')).toBe('US$1,234.50');
    expect(fr.money(1234.5, 'GBP')).toBe('1\u202f234,50\u00a0£GB');
  });

  it('names a month in the locale, January and December in their own year', () => {
    expect(en.month('2022-11')).toBe('Nov 2022');
    expect(fr.month('2021-06')).toBe('juin 2021');
    expect(en.month('2020-01')).toBe('Jan 2020');
    expect(en.month('2020-12')).toBe('Dec 2020');
  });

  it('rejects a month that is not YYYY-MM', () => {
    expect(() => en.month('2022-1')).toThrow('"2022-1" is not a YYYY-MM month');
  });

  it("uses the locale's plural rule (French counts 0 as singular)", () => {
    expect(en.plural(0)).toBe('other');
    expect(fr.plural(0)).toBe('one');
    expect(en.plural(1)).toBe('one');
  });

  it('names a language in the page language, and keeps a code Intl cannot read', () => {
    expect(en.languageName('fr')).toBe('French');
    expect(fr.languageName('en')).toBe('anglais');
    expect(en.languageName('not a code')).toBe('not a code');
  });
});

describe('IntlMemo', () => {
  it('asks Intl once per input and locale', () => {
    const memo = new IntlMemo();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return 'five thousand';
    };
    expect(memo.remember('number|en-GB|5000', compute)).toBe('five thousand');
    expect(memo.remember('number|en-GB|5000', compute)).toBe('five thousand');
    expect(calls).toBe(1);
    expect(formatsFor(memo, 'en-GB').number(6000)).toBe('6,000');
  });
});

describe('IntlMemo.seed', () => {
  it('gives what it was seeded with instead of asking Intl, and keeps a result it already had', () => {
    const memo = new IntlMemo();
    memo.remember('number|fr-FR|1234', () => 'first');
    memo.seed({ 'number|fr-FR|1234': 'second', 'number|fr-FR|5678': '5\u202f678', 'number|fr-FR|9': 9 });
    const asked: string[] = [];
    const ask = (key: string) => () => {
      asked.push(key);
      return 'asked';
    };
    expect(memo.remember('number|fr-FR|1234', ask('1234'))).toBe('first');
    expect(memo.remember('number|fr-FR|5678', ask('5678'))).toBe('5\u202f678');
    expect(memo.remember('number|fr-FR|9', ask('9'))).toBe('asked');
    expect(asked).toEqual(['9']);
  });
});

describe('NotedIntlResults', () => {
  it('notes every result it gives, those the memo already had included, under the same keys as the memo', () => {
    const memo = new IntlMemo();
    const format = formatsFor(memo, 'en-GB');
    format.number(1000);
    const noted = new Map<string, string>();
    const noting = formatsFor(new NotedIntlResults(memo, noted), 'en-GB');
    expect(noting.number(1000)).toBe('1,000');
    expect(noting.plural(2)).toBe('other');
    expect(Object.fromEntries(noted)).toEqual({ 'number|en-GB|1000': '1,000', 'plural|en-GB|2': 'other' });
    const seeded = new IntlMemo();
    seeded.seed(Object.fromEntries(noted));
    let asked = 0;
    expect(seeded.remember('number|en-GB|1000', () => String((asked += 1)))).toBe('1,000');
    expect(asked).toBe(0);
  });
});
