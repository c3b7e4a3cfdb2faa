import { describe, expect, it } from 'vitest';
import { doiChipMaxLength, doiUrl, shortDoi } from './doi.ts';

describe('shortDoi', () => {
  it('uses the 25-character limit of specification section 9', () => {
    expect(doiChipMaxLength).toBe(25);
  });

  it('shortens a DOI longer than 25 characters to its prefix plus "/..."', () => {
    expect(shortDoi('10.5555/abcdefghijklmnopqrstuvwxyz')).toBe('10.5555/...');
    expect(shortDoi('10.5555/eartharxiv.2026.x7k2p9')).toBe('10.5555/...');
  });

  it('keeps a DOI of 25 characters or fewer whole', () => {
    const exactly25 = '10.5555/ecsd.2026.1048123';
    expect(exactly25).toHaveLength(25);
    expect(shortDoi(exactly25)).toBe(exactly25);
    expect(shortDoi('10.5555/ecsd.2026.104812')).toBe('10.5555/ecsd.2026.104812');
  });

  it('cuts a long string without a slash at the limit', () => {
    expect(shortDoi('10.55551234567890123456789012')).toBe('10.5555123456789012345678...');
  });
});

describe('doiUrl', () => {
  it('resolves through doi.org', () => {
    expect(doiUrl('10.5555/ecsd.2026.104812')).toBe('https://doi.org/10.5555/ecsd.2026.104812');
  });
});
