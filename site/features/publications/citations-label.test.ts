import { describe, expect, it } from 'vitest';
import { formatsFor, IntlMemo } from '../../../core/i18n/intl-memo.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { citationsLabel } from './citations-label.ts';

const en = formatsFor(new IntlMemo(), 'en-GB');
const fr = formatsFor(new IntlMemo(), 'fr-FR');
const t = createTranslate({ 'publications.citations': '{n} citations', 'publications.citationsOne': '{n} citation' });

describe('citationsLabel', () => {
  it('uses the singular for one citation in English', () => {
    expect(citationsLabel(1, en, t)).toBe('1 citation');
    expect(citationsLabel(0, en, t)).toBe('0 citations');
    expect(citationsLabel(12, en, t)).toBe('12 citations');
  });

  it('uses the singular for zero and one in French', () => {
    expect(citationsLabel(0, fr, t)).toBe('0 citation');
    expect(citationsLabel(1, fr, t)).toBe('1 citation');
    expect(citationsLabel(2, fr, t)).toBe('2 citations');
  });

  it('groups the digits of large counts the way the locale does', () => {
    expect(citationsLabel(1234, en, t)).toBe('1,234 citations');
  });
});
