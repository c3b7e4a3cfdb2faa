import { describe, expect, it } from 'vitest';
import { pagePath } from './site-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

describe('pagePath', () => {
  it('gives directory URLs with the other language under its prefix', () => {
    expect(pagePath('en', 'en', '/')).toBe('/');
    expect(pagePath('en', 'en', '/projects')).toBe('/projects/');
    expect(pagePath('fr', 'en', '/')).toBe('/fr/');
    expect(pagePath('fr', 'en', '/projects')).toBe('/fr/projects/');
    expect(pagePath('en', 'fr', '/projects')).toBe('/en/projects/');
  });
});

describe('renderSitemap', () => {
  const sitemap = renderSitemap([
    {
      alternates: { en: 'https://x.org/', fr: 'https://x.org/fr/' },
      defaultUrl: 'https://x.org/',
    },
  ]);

  it('lists each page once per language with hreflang alternates and x-default', () => {
    expect(sitemap.match(/<url>/g)).toHaveLength(2);
    expect(sitemap).toContain('<loc>https://x.org/fr/</loc>');
    expect(sitemap.match(/hreflang="x-default" href="https:\/\/x.org\/"/g)).toHaveLength(2);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('escapes XML special characters in URLs', () => {
    const escaped = renderSitemap([{ alternates: { en: 'https://x.org/?a=1&b=2', fr: 'https://x.org/fr/' }, defaultUrl: 'https://x.org/' }]);
    expect(escaped).toContain('https://x.org/?a=1&amp;b=2');
    expect(escaped).not.toContain('a=1&b');
  });
});

describe('renderRobots', () => {
  it('points crawlers at the sitemap', () => {
    expect(renderRobots('https://x.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.org/sitemap.xml\n');
  });
});
