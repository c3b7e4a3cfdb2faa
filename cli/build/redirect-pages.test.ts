import { describe, expect, it } from 'vitest';
import { pageRedirects, renderRedirectPage, renderRedirectRules } from './redirect-pages.ts';

describe('page redirects', () => {
  const redirects = pageRedirects([{ from: '/publications/w2', to: '/publications/w1' }], ['', '/fr']);

  it('answers every moved page in every language', () => {
    expect(redirects).toEqual([
      { from: '/publications/w2/', to: '/publications/w1/' },
      { from: '/fr/publications/w2/', to: '/fr/publications/w1/' },
    ]);
  });

  it('writes permanent _redirects rules with and without the trailing slash', () => {
    expect(renderRedirectRules(redirects)).toBe(
      '/publications/w2/  /publications/w1/  301\n/publications/w2  /publications/w1/  301\n' +
        '/fr/publications/w2/  /fr/publications/w1/  301\n/fr/publications/w2  /fr/publications/w1/  301\n',
    );
  });

  it('writes a page that refreshes to the work and names it canonical', () => {
    const html = renderRedirectPage('https://site.example/', redirects[1]!, 'fr');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=https://site.example/fr/publications/w1/">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/fr/publications/w1/">');
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('<script');
  });
});
