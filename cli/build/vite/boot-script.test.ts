import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, type BootSettings } from './boot-script.ts';

interface Visit {
  stored?: Record<string, string>;
  pathname: string;
  systemDark?: boolean;
  storageThrows?: boolean;
}

/** Runs the inline script as a browser would, against a minimal window, and reports what it did. */
function boot(settings: BootSettings, visit: Visit) {
  const classes = new Set<string>();
  const redirects: string[] = [];
  const window = {
    matchMedia: () => ({ matches: visit.systemDark ?? false }),
  };
  runInNewContext(bootScript(settings), {
    window,
    document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
    localStorage: {
      getItem: (key: string) => {
        if (visit.storageThrows) throw new Error('SecurityError');
        return visit.stored?.[key] ?? null;
      },
    },
    location: { pathname: visit.pathname, search: '?q=1', hash: '#skills', replace: (url: string) => redirects.push(url) },
  });
  return { classes: [...classes], redirects };
}

const languages = ['en', 'fr'];
const english: BootSettings = { defaultTheme: 'system', pageLanguage: 'en', defaultLanguage: 'en', languages };
const french: BootSettings = { defaultTheme: 'system', pageLanguage: 'fr', defaultLanguage: 'en', languages };

describe('bootScript', () => {
  it('applies the default theme, following the OS under system', () => {
    expect(boot(english, { pathname: '/', systemDark: true }).classes).toEqual(['js', 'dark']);
    expect(boot(english, { pathname: '/', systemDark: false }).classes).toEqual(['js', 'light']);
    expect(boot({ ...english, defaultTheme: 'light' }, { pathname: '/', systemDark: true }).classes).toEqual(['js', 'light']);
  });

  it('applies a stored theme before the default', () => {
    expect(boot(english, { pathname: '/', stored: { 'portfolio-theme': 'dark' } }).classes).toEqual(['js', 'dark']);
    expect(boot(english, { pathname: '/', stored: { 'portfolio-theme': 'bogus' }, systemDark: true }).classes).toEqual([
      'js',
      'dark',
    ]);
  });

  it('sends a visitor whose stored language differs to the twin page, keeping query and hash', () => {
    expect(boot(english, { pathname: '/projects/', stored: { 'portfolio-language': 'fr' } }).redirects).toEqual([
      '/fr/projects/?q=1#skills',
    ]);
    expect(boot(english, { pathname: '/', stored: { 'portfolio-language': 'fr' } }).redirects).toEqual(['/fr/?q=1#skills']);
    expect(boot(french, { pathname: '/fr/projects/', stored: { 'portfolio-language': 'en' } }).redirects).toEqual([
      '/projects/?q=1#skills',
    ]);
    expect(boot(french, { pathname: '/fr/', stored: { 'portfolio-language': 'en' } }).redirects).toEqual(['/?q=1#skills']);
  });

  it('stays when the stored language is the page language or nothing is stored', () => {
    expect(boot(french, { pathname: '/fr/', stored: { 'portfolio-language': 'fr' } }).redirects).toEqual([]);
    expect(boot(english, { pathname: '/' }).redirects).toEqual([]);
  });

  it('works when storage is blocked', () => {
    expect(boot(english, { pathname: '/', storageThrows: true, systemDark: true })).toEqual({
      classes: ['js', 'dark'],
      redirects: [],
    });
  });

  it('supports French as the default language', () => {
    const frenchRoot: BootSettings = { defaultTheme: 'light', pageLanguage: 'fr', defaultLanguage: 'fr', languages };
    expect(boot(frenchRoot, { pathname: '/projects/', stored: { 'portfolio-language': 'en' } }).redirects).toEqual([
      '/en/projects/?q=1#skills',
    ]);
  });

  it('moves between any two of three languages, and ignores a stored language the site lacks', () => {
    const three = ['en', 'fr', 'de'];
    const german: BootSettings = { defaultTheme: 'light', pageLanguage: 'de', defaultLanguage: 'en', languages: three };
    expect(boot(german, { pathname: '/de/projects/', stored: { 'portfolio-language': 'fr' } }).redirects).toEqual([
      '/fr/projects/?q=1#skills',
    ]);
    expect(boot(german, { pathname: '/de/', stored: { 'portfolio-language': 'en' } }).redirects).toEqual(['/?q=1#skills']);
    const englishOfThree: BootSettings = { ...german, pageLanguage: 'en' };
    expect(boot(englishOfThree, { pathname: '/', stored: { 'portfolio-language': 'de' } }).redirects).toEqual(['/de/?q=1#skills']);
    expect(boot(englishOfThree, { pathname: '/', stored: { 'portfolio-language': 'es' } }).redirects).toEqual([]);
  });

  it('has no language redirect at all on a one-language site', () => {
    const only: BootSettings = { defaultTheme: 'light', pageLanguage: 'en', defaultLanguage: 'en', languages: ['en'] };
    expect(bootScript(only)).not.toContain('location.replace');
    expect(boot(only, { pathname: '/', stored: { 'portfolio-language': 'fr' } }).redirects).toEqual([]);
  });
});
