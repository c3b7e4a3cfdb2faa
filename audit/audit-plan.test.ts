import { describe, expect, it } from 'vitest';
import { auditedPages, pageSlug, rootLanguageOf } from './audit-plan.ts';

describe('rootLanguageOf', () => {
  it('reads the language of the built home page', () => {
    expect(rootLanguageOf('<!DOCTYPE html><html lang="en"><head>')).toBe('en');
    expect(rootLanguageOf('<!doctype html>\n<html class="x" lang="fr-FR">')).toBe('fr');
  });

  it('names what it found when the page has no usable language', () => {
    expect(() => rootLanguageOf('<html>')).toThrow(/found none/);
    expect(() => rootLanguageOf('<html lang="de">')).toThrow(/found de/);
  });
});

describe('auditedPages', () => {
  it('audits home, projects and the 404 page of both languages, the root language first', () => {
    const pages = auditedPages('en');
    expect(pages.map((page) => [page.label, page.language, page.path, page.lighthousePath])).toEqual([
      ['/', 'en', '/', '/'],
      ['/projects/', 'en', '/projects/', '/projects/'],
      ['404 (en)', 'en', '/page-that-does-not-exist/', '/404.html'],
      ['/fr/', 'fr', '/fr/', '/fr/'],
      ['/fr/projects/', 'fr', '/fr/projects/', '/fr/projects/'],
      ['404 (fr)', 'fr', '/fr/page-that-does-not-exist/', '/fr/404.html'],
    ]);
  });

  it('puts English under /en/ when French is the root language', () => {
    const pages = auditedPages('fr');
    expect(pages.filter((page) => page.language === 'en').map((page) => page.path)).toEqual([
      '/en/',
      '/en/projects/',
      '/en/page-that-does-not-exist/',
    ]);
  });

  it('gives every page a distinct file-name-safe slug', () => {
    const slugs = auditedPages('en').map(pageSlug);
    expect(slugs).toEqual(['home', 'projects', '404-en', 'fr', 'fr-projects', '404-fr']);
  });
});
