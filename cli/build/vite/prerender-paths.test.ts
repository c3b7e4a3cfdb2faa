import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from './prerender-paths.ts';

const allSections = ['spotlight', 'skills', 'projects', 'publications', 'experience', 'education', 'contact'] as const;

describe('prerenderedPaths', () => {
  it('prerenders home, projects, publications, CV, search and 404 in both languages, the default one at the root', () => {
    expect(prerenderedPaths(['en', 'fr'], 'en', allSections)).toEqual([
      '/',
      '/projects',
      '/publications',
      '/cv',
      '/search',
      '/404',
      '/fr',
      '/fr/projects',
      '/fr/publications',
      '/fr/cv',
      '/fr/search',
      '/fr/404',
    ]);
    expect(prerenderedPaths(['en', 'fr'], 'fr', allSections)).toEqual([
      '/',
      '/projects',
      '/publications',
      '/cv',
      '/search',
      '/404',
      '/en',
      '/en/projects',
      '/en/publications',
      '/en/cv',
      '/en/search',
      '/en/404',
    ]);
  });

  it('writes one tree for a one-language site, and no projects page without projects', () => {
    expect(prerenderedPaths(['en'], 'en', ['publications'])).toEqual(['/', '/publications', '/cv', '/search', '/404']);
  });

  it('writes a tree per language for three languages', () => {
    expect(prerenderedPaths(['en', 'fr', 'de'], 'fr', ['publications'])).toEqual([
      '/',
      '/publications',
      '/cv',
      '/search',
      '/404',
      '/en',
      '/en/publications',
      '/en/cv',
      '/en/search',
      '/en/404',
      '/de',
      '/de/publications',
      '/de/cv',
      '/de/search',
      '/de/404',
    ]);
  });

  it('prerenders one page per publication key in every language', () => {
    const languages = ['en', 'fr', 'de'];
    const papers = ['w1', 'manual-2'].map((key) => ({ page: 'publication', key, languages }));
    const paths = prerenderedPaths(['en', 'fr', 'de'], 'en', ['publications'], papers);
    for (const prefix of ['', '/fr', '/de']) {
      expect(paths).toContain(`${prefix}/publications/w1`);
      expect(paths).toContain(`${prefix}/publications/manual-2`);
    }
    expect(paths).toHaveLength(21);
  });

  it("prerenders a collection's item page in the languages it has only, and none without the collection", () => {
    const items = [
      { page: 'post', key: 'dunes', languages: ['en', 'fr'] },
      { page: 'post', key: 'field-notes', languages: ['en'] },
      { page: 'postTag', key: 'houle', languages: ['fr'] },
    ];
    const paths = prerenderedPaths(['en', 'fr'], 'en', ['posts'], items);
    expect(paths.filter((path) => path.includes('/posts/'))).toEqual(['/posts/dunes', '/posts/field-notes', '/fr/posts/dunes', '/fr/posts/tags/houle']);
    expect(paths).toContain('/fr/posts');
    expect(prerenderedPaths(['en', 'fr'], 'en', ['news'], items).filter((path) => path.includes('posts'))).toEqual([]);
  });
});
