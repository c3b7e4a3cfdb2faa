import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, alternateLinks, pageAt, pagePath, twinPagePath } from './page-urls.ts';

const siteUrl = 'https://elodie-marchand.example.org';

describe('page URLs (default language en)', () => {
  it('gives every page its directory-style path', () => {
    expect(pagePath('en', 'home')).toBe('/');
    expect(pagePath('en', 'projects')).toBe('/projects/');
    expect(pagePath('fr', 'home')).toBe('/fr/');
    expect(pagePath('fr', 'projects')).toBe('/fr/projects/');
  });

  it('gives the publications page and each paper page their paths, and finds them back', () => {
    expect(pagePath('en', 'publications')).toBe('/publications/');
    expect(pagePath('fr', 'publication', 'w4415582013')).toBe('/fr/publications/w4415582013/');
    expect(pageAt('/fr/publications')).toEqual({ language: 'fr', page: 'publications' });
    expect(pageAt('/publications/manual-report-2024/')).toEqual({
      language: 'en',
      page: 'publication',
      itemKey: 'manual-report-2024',
    });
    expect(pageAt('/publications/W1/').page).toBe('notFound');
    expect(pageAt('/publications/w1/extra/').page).toBe('notFound');
    expect(twinPagePath('/publications/w1/', 'fr')).toBe('/fr/publications/w1/');
    expect(alternateLinks(siteUrl, 'publication', 'w1').map((link) => link.href)).toEqual([
      `${siteUrl}/publications/w1/`,
      `${siteUrl}/fr/publications/w1/`,
      `${siteUrl}/publications/w1/`,
    ]);
  });

  it("gives a post's page and a tag's page their paths, finds them back, and links an item page to its kind's list in another language", () => {
    expect(pagePath('fr', 'post', 'wave-run-up')).toBe('/fr/posts/wave-run-up/');
    expect(pagePath('en', 'postTag', 'field-work')).toBe('/posts/tags/field-work/');
    expect(pageAt('/fr/posts/wave-run-up/')).toEqual({ language: 'fr', page: 'post', itemKey: 'wave-run-up' });
    expect(pageAt('/posts/tags/field-work')).toEqual({ language: 'en', page: 'postTag', itemKey: 'field-work' });
    expect(pageAt('/posts/')).toEqual({ language: 'en', page: 'posts' });
    expect(pageAt('/posts/Wave/').page).toBe('notFound');
    expect(pageAt('/posts/tags/a/b/').page).toBe('notFound');
    // The post may not be written in French: the French list of posts, where the post page links to its twins.
    expect(twinPagePath('/posts/wave-run-up/', 'fr')).toBe('/fr/posts/');
    expect(twinPagePath('/fr/posts/tags/houle/', 'en')).toBe('/posts/');
  });

  it('lists an item page in the languages it is written in, x-default the root one when it has it, else its first', () => {
    expect(alternateLinks(siteUrl, 'post', 'dunes', ['en'])).toEqual([
      { hreflang: 'en', href: `${siteUrl}/posts/dunes/` },
      { hreflang: 'x-default', href: `${siteUrl}/posts/dunes/` },
    ]);
    expect(alternateLinks(siteUrl, 'post', 'dunes', ['fr'])).toEqual([
      { hreflang: 'fr', href: `${siteUrl}/fr/posts/dunes/` },
      { hreflang: 'x-default', href: `${siteUrl}/fr/posts/dunes/` },
    ]);
  });

  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl(siteUrl, '/fr/')).toBe(`${siteUrl}/fr/`);
    expect(absoluteUrl(`${siteUrl}/`, '/fr/')).toBe(`${siteUrl}/fr/`);
  });

  it('tells which page a path shows, with or without a trailing slash', () => {
    expect(pageAt('/')).toEqual({ language: 'en', page: 'home' });
    expect(pageAt('/fr')).toEqual({ language: 'fr', page: 'home' });
    expect(pageAt('/fr/')).toEqual({ language: 'fr', page: 'home' });
    expect(pageAt('/projects')).toEqual({ language: 'en', page: 'projects' });
    expect(pageAt('/fr/projects/')).toEqual({ language: 'fr', page: 'projects' });
  });

  it('treats the prerendered /404 and any unknown path alike', () => {
    expect(pageAt('/404')).toEqual({ language: 'en', page: 'notFound' });
    expect(pageAt('/no/such/page')).toEqual({ language: 'en', page: 'notFound' });
    expect(pageAt('/fr/projects/old')).toEqual({ language: 'fr', page: 'notFound' });
    // One segment may be an owner's page (/:key): only a site with them has it, and never at a product's path.
    expect(pageAt('/france', ['publications'])).toEqual({ language: 'en', page: 'notFound' });
    expect(pageAt('/france', ['pages'])).toEqual({ language: 'en', page: 'page', itemKey: 'france' });
    expect(pageAt('/404', ['pages'])).toEqual({ language: 'en', page: 'notFound' });
  });

  it("links an owner's page to its twin where it is written, else to the other language's home page", () => {
    expect(twinPagePath('/consulting/', 'fr', ['pages'], ['en', 'fr'])).toBe('/fr/consulting/');
    expect(twinPagePath('/consulting/', 'fr', ['pages'], ['en'])).toBe('/fr/');
    expect(twinPagePath('/fr/expertise/', 'en', ['pages'])).toBe('/');
  });

  it('links each page to its twin, and a 404 to the other language home page', () => {
    expect(twinPagePath('/', 'fr')).toBe('/fr/');
    expect(twinPagePath('/projects', 'fr')).toBe('/fr/projects/');
    expect(twinPagePath('/fr/projects/', 'en')).toBe('/projects/');
    expect(twinPagePath('/fr/', 'en')).toBe('/');
    expect(twinPagePath('/404', 'fr')).toBe('/fr/');
    expect(twinPagePath('/fr/typo', 'en')).toBe('/');
  });

  it('lists the page in both languages and the root language as x-default', () => {
    expect(alternateLinks(siteUrl, 'projects')).toEqual([
      { hreflang: 'en', href: `${siteUrl}/projects/` },
      { hreflang: 'fr', href: `${siteUrl}/fr/projects/` },
      { hreflang: 'x-default', href: `${siteUrl}/projects/` },
    ]);
  });
});

describe('page URLs when French is the default language', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('serves French at the root, English under /en/, and points x-default at French', async () => {
    vi.stubEnv('VITE_DEFAULT_LANGUAGE', 'fr');
    vi.resetModules();
    const urls = await import('./page-urls.ts');
    expect(urls.pagePath('fr', 'projects')).toBe('/projects/');
    expect(urls.pagePath('en', 'home')).toBe('/en/');
    expect(urls.pageAt('/en/projects')).toEqual({ language: 'en', page: 'projects' });
    expect(urls.twinPagePath('/projects/', 'en')).toBe('/en/projects/');
    expect(urls.alternateLinks(siteUrl, 'home')).toEqual([
      { hreflang: 'en', href: `${siteUrl}/en/` },
      { hreflang: 'fr', href: `${siteUrl}/` },
      { hreflang: 'x-default', href: `${siteUrl}/` },
    ]);
  });
});

describe('page URLs of a site without projects', () => {
  it('treats /projects/ as an unknown page, whose twin is the other home page', () => {
    expect(pageAt('/projects/', ['publications'])).toEqual({ language: 'en', page: 'notFound' });
    expect(pageAt('/projects/', ['projects', 'publications'])).toEqual({ language: 'en', page: 'projects' });
    expect(twinPagePath('/projects/', 'fr', ['publications'])).toBe('/fr/');
  });
});
