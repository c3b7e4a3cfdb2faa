import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender-paths.ts';

const allSections = ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'] as const;

describe('prerenderedPaths', () => {
  it('prerenders home, projects, CV and 404 in both languages, the default one at the root', () => {
    expect(prerenderedPaths(['en', 'fr'], 'en', allSections)).toEqual(['/', '/projects', '/cv', '/404', '/fr', '/fr/projects', '/fr/cv', '/fr/404']);
    expect(prerenderedPaths(['en', 'fr'], 'fr', allSections)).toEqual(['/', '/projects', '/cv', '/404', '/en', '/en/projects', '/en/cv', '/en/404']);
  });

  it('writes one tree for a one-language site, and no projects page without projects', () => {
    expect(prerenderedPaths(['en'], 'en', ['publications'])).toEqual(['/', '/cv', '/404']);
  });

  it('writes a tree per language for three languages', () => {
    expect(prerenderedPaths(['en', 'fr', 'de'], 'fr', ['publications'])).toEqual([
      '/',
      '/cv',
      '/404',
      '/en',
      '/en/cv',
      '/en/404',
      '/de',
      '/de/cv',
      '/de/404',
    ]);
  });
});
