import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender-paths.ts';

describe('prerenderedPaths', () => {
  it('prerenders home, projects, publications and 404 in both languages, the default one at the root', () => {
    expect(prerenderedPaths('en')).toEqual([
      '/',
      '/projects',
      '/publications',
      '/404',
      '/fr',
      '/fr/projects',
      '/fr/publications',
      '/fr/404',
    ]);
    expect(prerenderedPaths('fr')).toEqual([
      '/',
      '/projects',
      '/publications',
      '/404',
      '/en',
      '/en/projects',
      '/en/publications',
      '/en/404',
    ]);
  });

  it("prerenders one page per publication key in every language", () => {
    const paths = prerenderedPaths('en', ['w1', 'manual-2']);
    expect(paths).toContain('/publications/w1');
    expect(paths).toContain('/publications/manual-2');
    expect(paths).toContain('/fr/publications/w1');
    expect(paths).toContain('/fr/publications/manual-2');
    expect(paths).toHaveLength(12);
  });
});
