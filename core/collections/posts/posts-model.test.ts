import { describe, expect, it } from 'vitest';
import { newestFirst, readingMinutes, tagPath, tagSlug } from './posts-model.ts';

describe('posts model', () => {
  it('orders posts newest first, posts of one day by slug', () => {
    const posts = [
      { slug: 'b', date: '2025-01-01' },
      { slug: 'c', date: '2025-03-01' },
      { slug: 'a', date: '2025-01-01' },
    ];
    expect(newestFirst(posts).map((post) => post.slug)).toEqual(['c', 'a', 'b']);
  });

  it('reads 200 words a minute, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(150)).toBe(1);
    expect(readingMinutes(500)).toBe(3);
    expect(readingMinutes(1000)).toBe(5);
  });

  it('gives a tag a URL-safe key, without accents, case or punctuation', () => {
    expect(tagSlug('Machine learning')).toBe('machine-learning');
    expect(tagSlug('Aléas côtiers')).toBe('aleas-cotiers');
    expect(tagSlug(' C++ / Fortran ')).toBe('c-fortran');
    expect(tagPath('Jet de rive')).toBe('/posts/tags/jet-de-rive');
  });
});
