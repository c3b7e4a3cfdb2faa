import { describe, expect, it } from 'vitest';
import { directoryPath } from '../../core/site/site-pages.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

describe('directoryPath', () => {
  it('gives directory URLs with the other languages under their prefix', () => {
    expect(directoryPath('en', '/', 'en')).toBe('/');
    expect(directoryPath('en', '/projects', 'en')).toBe('/projects/');
    expect(directoryPath('fr', '/', 'en')).toBe('/fr/');
    expect(directoryPath('fr', '/projects', 'en')).toBe('/fr/projects/');
    expect(directoryPath('en', '/projects', 'fr')).toBe('/en/projects/');
    expect(directoryPath('de', '/projects', 'fr')).toBe('/de/projects/');
  });
});

describe('renderSitemap', () => {
  const sitemap = renderSitemap([
    {
      alternates: [
        { language: 'en', url: 'https://x.org/' },
        { language: 'fr', url: 'https://x.org/fr/' },
      ],
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
    const escaped = renderSitemap([
      {
        alternates: [
          { language: 'en', url: 'https://x.org/?a=1&b=2' },
          { language: 'fr', url: 'https://x.org/fr/' },
        ],
        defaultUrl: 'https://x.org/',
      },
    ]);
    expect(escaped).toContain('https://x.org/?a=1&amp;b=2');
    expect(escaped).not.toContain('a=1&b');
  });
});

describe('renderSitemap for one language', () => {
  it('lists each page once, with only its own hreflang and x-default', () => {
    const single = renderSitemap([{ alternates: [{ language: 'en', url: 'https://x.org/' }], defaultUrl: 'https://x.org/' }]);
    expect(single.match(/<url>/g)).toHaveLength(1);
    expect(single.match(/hreflang="/g)).toHaveLength(2);
    expect(single).not.toContain('hreflang="fr"');
  });
});

describe('renderRobots', () => {
  it('points crawlers at the sitemap', () => {
    expect(renderRobots('https://x.org')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.org/sitemap.xml\n');
  });
});
