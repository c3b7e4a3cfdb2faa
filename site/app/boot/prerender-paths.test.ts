import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender-paths.ts';

describe('prerenderedPaths', () => {
  it('prerenders home, projects and 404 in both languages, the default one at the root', () => {
    expect(prerenderedPaths('en')).toEqual(['/', '/projects', '/404', '/fr', '/fr/projects', '/fr/404']);
    expect(prerenderedPaths('fr')).toEqual(['/', '/projects', '/404', '/en', '/en/projects', '/en/404']);
  });
});
