import { describe, expect, it } from 'vitest';
import { copyrightYear, edition } from './edition.ts';

describe('copyrightYear', () => {
  it('is the year of the import date', () => {
    expect(copyrightYear('2026-11-16T06:00:00.000Z')).toBe(2026);
  });

  it('keeps the year written in the date even where the local time zone is already in the next year', () => {
    expect(copyrightYear('2025-12-31T23:30:00.000-05:00')).toBe(2025);
  });

  it('is null for a value that is not an ISO date', () => {
    expect(copyrightYear('last week')).toBeNull();
    expect(copyrightYear('')).toBeNull();
  });
});

const base = { publicationsUpdatedAt: '2026-11-16T06:00:00.000Z', socialImageSize: undefined, photo: null, languages: [], sections: [], homeSections: [] };

describe('edition', () => {
  it('carries the copyright year, and null without a social image', () => {
    expect(edition(base)).toMatchObject({ year: 2026, socialImageSize: null });
  });

  it('carries the measured size of the social image, for the pages to announce', () => {
    expect(edition({ ...base, socialImageSize: { width: 1200, height: 630 } })).toMatchObject({
      year: 2026,
      socialImageSize: { width: 1200, height: 630 },
    });
  });

  it('names each site language in itself, with its Open Graph locale, and lists the sections and the home page sections', () => {
    const languages = [
      { code: 'en', strings: { 'language.name': 'English', 'language.ogLocale': 'en_GB' } },
      { code: 'de', strings: { 'language.name': 'Deutsch', 'language.ogLocale': 'de_DE' } },
    ];
    expect(edition({ ...base, languages, sections: ['publications', 'contact'], homeSections: ['contact', 'publications'] })).toEqual({
      year: 2026,
      socialImageSize: null,
      photo: null,
      languages: [
        { code: 'en', name: 'English', ogLocale: 'en_GB' },
        { code: 'de', name: 'Deutsch', ogLocale: 'de_DE' },
      ],
      sections: ['publications', 'contact'],
      homeSections: ['contact', 'publications'],
    });
  });
});
