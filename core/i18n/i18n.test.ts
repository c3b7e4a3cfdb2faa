import { describe, expect, it } from 'vitest';
import { localizedPath, otherLanguages, parseLanguages, pickDefaultLanguage, splitLanguage } from './languages.ts';
import { createTranslate } from './translate.ts';

describe('createTranslate', () => {
  const t = createTranslate({ 'projectsPage.count': '{n} projects • Various domains and technologies', 'a.b': 'plain' });

  it('fills placeholders', () => {
    expect(t('projectsPage.count', { n: 7 })).toBe('7 projects • Various domains and technologies');
  });

  it('shows the key of a missing translation', () => {
    expect(t('nav.missing')).toBe('nav.missing');
  });

  it('leaves an unknown placeholder visible rather than dropping it', () => {
    expect(t('projectsPage.count', { m: 1 })).toBe('{n} projects • Various domains and technologies');
    expect(t('a.b', { n: 1 })).toBe('plain');
  });
});

describe('language paths (default language en)', () => {
  it('puts the default language at the root and the other under its prefix', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/projects')).toBe('/projects');
    expect(localizedPath('fr', '/')).toBe('/fr/');
    expect(localizedPath('fr', '/projects')).toBe('/fr/projects');
  });

  it('splits a path into its language and neutral path', () => {
    expect(splitLanguage('/fr/projects')).toEqual({ language: 'fr', neutralPath: '/projects' });
    expect(splitLanguage('/fr')).toEqual({ language: 'fr', neutralPath: '/' });
    expect(splitLanguage('/projects')).toEqual({ language: 'en', neutralPath: '/projects' });
    expect(splitLanguage('/francais')).toEqual({ language: 'en', neutralPath: '/francais' });
  });

  it('knows the other languages', () => {
    expect(otherLanguages('en')).toEqual(['fr']);
    expect(otherLanguages('fr')).toEqual(['en']);
    expect(otherLanguages('de', ['en', 'fr', 'de'])).toEqual(['en', 'fr']);
    expect(otherLanguages('en', ['en'])).toEqual([]);
  });

  it('splits paths of any prefixed language of the site', () => {
    expect(splitLanguage('/de/projects', ['en', 'fr', 'de'], 'fr')).toEqual({ language: 'de', neutralPath: '/projects' });
    expect(splitLanguage('/projects', ['en', 'fr', 'de'], 'fr')).toEqual({ language: 'fr', neutralPath: '/projects' });
    expect(splitLanguage('/fr/projects', ['en'], 'en')).toEqual({ language: 'en', neutralPath: '/fr/projects' });
  });

  it('reads the build\'s language list and default language', () => {
    expect(parseLanguages('en,fr,de')).toEqual(['en', 'fr', 'de']);
    expect(parseLanguages('fr')).toEqual(['fr']);
    expect(parseLanguages(undefined)).toEqual(['en', 'fr']);
    expect(pickDefaultLanguage(['fr'], 'en')).toBe('fr');
    expect(pickDefaultLanguage(['en', 'fr'], 'fr')).toBe('fr');
  });
});
