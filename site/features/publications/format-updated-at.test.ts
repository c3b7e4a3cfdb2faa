import { describe, expect, it } from 'vitest';
import { formatUpdatedAt } from './format-updated-at.ts';

describe('formatUpdatedAt', () => {
  it('writes the date in the page language', () => {
    expect(formatUpdatedAt('2026-11-16T06:00:00.000Z', 'en-GB')).toBe('16 November 2026');
    expect(formatUpdatedAt('2026-11-16T06:00:00.000Z', 'fr-FR')).toBe('16 novembre 2026');
  });

  it('uses the UTC day, whatever the time zone of the visitor', () => {
    expect(formatUpdatedAt('2026-11-16T23:30:00.000Z', 'en-GB')).toBe('16 November 2026');
    expect(formatUpdatedAt('2026-11-17T00:30:00+02:00', 'en-GB')).toBe('16 November 2026');
  });

  it('gives null for a date it cannot read', () => {
    expect(formatUpdatedAt('last week', 'en-GB')).toBeNull();
  });
});
