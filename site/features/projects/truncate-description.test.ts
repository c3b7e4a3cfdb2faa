import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionCutLength, truncateDescription } from './truncate-description.ts';

describe('truncateDescription', () => {
  it('cuts at 120 characters', () => {
    expect(descriptionCutLength).toBe(120);
  });

  it('leaves a description of at most 120 characters unchanged', () => {
    expect(truncateDescription('')).toBe('');
    expect(truncateDescription('A short description.')).toBe('A short description.');
    const exactly120 = 'x'.repeat(120);
    expect(truncateDescription(exactly120)).toBe(exactly120);
  });

  it('cuts a longer description to exactly 120 characters then "..."', () => {
    const description = `${'a'.repeat(119)}bc and more`;
    const cut = truncateDescription(description);
    expect(cut).toBe(`${'a'.repeat(119)}b...`);
    expect(cut).toHaveLength(123);
  });

  it('cuts a description of 121 characters', () => {
    expect(truncateDescription('y'.repeat(121))).toBe(`${'y'.repeat(120)}...`);
  });

  it('never splits an astral character', () => {
    const description = `${'a'.repeat(119)}🌊🌊🌊`;
    expect(truncateDescription(description)).toBe(`${'a'.repeat(119)}🌊...`);
  });

  it('keeps the start of any long text and counts 120 code points before the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 0, maxLength: 300 }), (text) => {
        const cut = truncateDescription(text);
        const length = Array.from(text).length;
        if (length <= 120) {
          expect(cut).toBe(text);
        } else {
          expect(cut.endsWith('...')).toBe(true);
          const kept = cut.slice(0, -3);
          expect(Array.from(kept)).toHaveLength(120);
          expect(text.startsWith(kept)).toBe(true);
        }
      }),
    );
  });
});
