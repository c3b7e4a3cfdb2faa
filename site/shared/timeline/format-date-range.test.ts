import { describe, expect, it } from 'vitest';
import { formatsFor, IntlMemo } from '../../../core/i18n/intl-memo.ts';
import { formatDateRange } from './format-date-range.ts';

const en = formatsFor(new IntlMemo(), 'en-GB');
const fr = formatsFor(new IntlMemo(), 'fr-FR');

describe('formatDateRange', () => {
  it('writes an ongoing entry with the present label', () => {
    expect(formatDateRange('2022-11', null, en, 'Present')).toBe('Nov 2022 – Present');
    expect(formatDateRange('2022-11', null, fr, 'présent')).toBe('nov. 2022 – présent');
  });

  it('writes a finished entry with both months', () => {
    expect(formatDateRange('2019-09', '2022-10', en, 'Present')).toBe('Sept 2019 – Oct 2022');
    expect(formatDateRange('2019-09', '2022-10', fr, 'présent')).toBe('sept. 2019 – oct. 2022');
  });
});
