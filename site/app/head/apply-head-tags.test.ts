// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyHeadTags } from './apply-head-tags.ts';
import type { HeadTags } from './head-tags.ts';

const prerendered = `<!doctype html><html lang="en" class="js light"><head>
<meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="default-src 'self'"><script>boot()</script>
<title data-rh="true">Home — Élodie</title><meta data-rh="true" name="description" content="Home page">
<link data-rh="true" rel="canonical" href="https://site.example/"><script data-rh="true" type="application/ld+json">{"home":true}</script>
<meta name="viewport" content="width=device-width"></head><body></body></html>`;

const projects: HeadTags = {
  language: 'fr',
  title: 'Tous les projets — Élodie',
  canonicalUrl: 'https://site.example/fr/projects/',
  alternates: [
    { hreflang: 'en', href: 'https://site.example/projects/' },
    { hreflang: 'fr', href: 'https://site.example/fr/projects/' },
  ],
  meta: [
    { name: 'description', content: 'Les projets' },
    { property: 'og:title', content: 'Tous les projets — Élodie' },
    { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: '#0b1320' },
  ],
  feeds: [{ href: '/fr/publications/feed.xml', title: 'Publications de Élodie' }],
  structuredData: '{"name":"</script><img src=x onerror=alert(1)>"}',
};

describe('applyHeadTags', () => {
  it("replaces the previous page's head elements with the new page's and keeps the others", () => {
    const document = new DOMParser().parseFromString(prerendered, 'text/html');
    applyHeadTags(document, projects);

    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.className).toBe('js light');
    expect(document.title).toBe('Tous les projets — Élodie');
    expect([...document.head.querySelectorAll('title')]).toHaveLength(1);
    const owned = [...document.head.querySelectorAll('[data-rh]')].map((element) => element.outerHTML);
    expect(owned).toEqual([
      '<title data-rh="true">Tous les projets — Élodie</title>',
      '<meta data-rh="true" name="description" content="Les projets">',
      '<meta data-rh="true" property="og:title" content="Tous les projets — Élodie">',
      '<meta data-rh="true" name="theme-color" media="(prefers-color-scheme: dark)" content="#0b1320">',
      '<link data-rh="true" rel="canonical" href="https://site.example/fr/projects/">',
      '<link data-rh="true" rel="alternate" hreflang="en" href="https://site.example/projects/">',
      '<link data-rh="true" rel="alternate" hreflang="fr" href="https://site.example/fr/projects/">',
      '<link data-rh="true" rel="alternate" type="application/atom+xml" title="Publications de Élodie" href="/fr/publications/feed.xml">',
      '<script data-rh="true" type="application/ld+json">{"name":"</script><img src=x onerror=alert(1)>"}</script>',
    ]);
    // The structured data is text: nothing in it became an element.
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toBe(projects.structuredData);
    expect(document.querySelector('meta[http-equiv]')).not.toBeNull();
    expect(document.querySelector('meta[name="viewport"]')).not.toBeNull();
    expect(document.querySelector('meta[charset]')).not.toBeNull();
  });

  it('leaves out the canonical link of a page that has none (the 404 page)', () => {
    const document = new DOMParser().parseFromString(prerendered, 'text/html');
    applyHeadTags(document, { ...projects, canonicalUrl: null, alternates: [] });
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('applyHeadTags on a head that already shows the page', () => {
  it('leaves every element in place, whatever the order of their attributes', () => {
    const document = new DOMParser().parseFromString(prerendered, 'text/html');
    applyHeadTags(document, projects);
    const before = [...document.head.querySelectorAll('[data-rh]')];
    // Helmet writes the same elements with their attributes in another order.
    const canonical = document.querySelector('link[rel="canonical"]')!;
    canonical.removeAttribute('rel');
    canonical.setAttribute('rel', 'canonical');

    applyHeadTags(document, projects);

    const after = [...document.head.querySelectorAll('[data-rh]')];
    expect(after).toHaveLength(before.length);
    after.forEach((element, index) => expect(element).toBe(before[index]));
  });

  it('replaces the elements when a single value differs', () => {
    const document = new DOMParser().parseFromString(prerendered, 'text/html');
    applyHeadTags(document, projects);
    const themeColour = document.querySelector('meta[name="theme-color"]');

    applyHeadTags(document, { ...projects, meta: projects.meta.map((meta) => (meta.name === 'theme-color' ? { ...meta, content: '#000000' } : meta)) });

    expect(document.querySelector('meta[name="theme-color"]')).not.toBe(themeColour);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#000000');
  });

  it('sets the language even when the elements stay', () => {
    const document = new DOMParser().parseFromString(prerendered, 'text/html');
    applyHeadTags(document, projects);
    document.documentElement.lang = 'en';

    applyHeadTags(document, projects);

    expect(document.documentElement.lang).toBe('fr');
  });
});
