import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { speculationRulesText } from '../../../core/page/speculation-rules.ts';
import { contentSecurityPolicy, finishPrerenderedPage, firstPaintLinks } from './finish-page.ts';

const site = {
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  defaultTheme: 'system',
  contact: { formEndpoint: 'https://formspree.io/f/abc' },
  analytics: { endpoint: null },
};

const renderedPage =
  '<!DOCTYPE html><html lang="fr"><head><title>x</title><script type="application/ld+json">{}</script>' +
  '<meta charset="UTF-8" />\n    <script type="module" crossorigin="" src="/assets/app-X1.js"></script>' +
  '<link rel="modulepreload" crossorigin="" href="/assets/client-X2.js"></head><body><div id="root" data-server-rendered="true"><h1>x</h1></div>' +
  '<script>window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{}}");</script>' +
  '\n<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>';

describe('finishPrerenderedPage', () => {
  // The page's data store as the prerender leaves it (site/shared/data/data-store.ts): the files it read.
  const files: Record<string, unknown> = { site, skills: { title: '</script>' }, publications: { items: [] } };
  const store = { read: (key: string) => (key in files ? { status: 'success' as const, data: files[key] } : { status: 'loading' as const }) };
  const html = finishPrerenderedPage('/fr', renderedPage, { record: { store } });

  it('embeds nothing for a whole-page hydration: no data, data-file names or Intl results', () => {
    expect(html).not.toContain('application/json');
    expect(html).not.toContain('"items"');
    expect(html).not.toContain('</script>"');
  });

  it('drops the loader-data placeholder script and adds the boot script and the loader, allowed by their hashes', () => {
    expect(html).not.toContain('SCRIPT_COMMENT_PLACEHOLDER');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] as string);
    expect(inline).toHaveLength(2);
    const hashes = inline.map((source) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`);
    expect(html).toContain(`script-src 'self' ${hashes.join(' ')} 'sha256-`);
    expect(inline[0]).toContain('"page":"fr"');
    expect(inline[1]).toContain('"/assets/app-X1.js"');
  });

  it('allows, by hash, the speculation rules the page’s script adds (data that only prefetch)', () => {
    expect(html).not.toContain('speculationrules');
    expect(Object.keys(JSON.parse(speculationRulesText) as object)).toEqual(['prefetch']);
    expect(html).toContain(`'sha256-${createHash('sha256').update(speculationRulesText).digest('base64')}';`);
  });

  it('requests no script from the markup: the module script and module preloads are gone', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('modulepreload');
  });

  it('puts the charset first in <head>, then the CSP, then the boot script; the index.html one (`<meta … />`) is gone', () => {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    expect(head.indexOf('<meta charset="UTF-8">')).toBe(0);
    expect(head.match(/<meta charset/g)).toHaveLength(1);
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<script>'));
  });

  it('drops the router hydration data script (no loaders, nothing to hydrate)', () => {
    expect(html).not.toContain('__staticRouterHydrationData');
  });

  it('refuses a page without <html lang>', () => {
    expect(() => finishPrerenderedPage('/', renderedPage.replace(' lang="fr"', ''), { record: { store } })).toThrow(/lang/);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the form service and, when configured, the analytics endpoint, and nothing inline but the hashes', () => {
    const policy = contentSecurityPolicy(
      { ...site, languages: ['en', 'fr'], defaultLanguage: 'en', defaultTheme: 'system', analytics: { endpoint: 'https://stats.example.org/e' } },
      ['boot()'],
    );
    expect(policy).toContain("connect-src 'self' https://formspree.io https://stats.example.org");
    expect(policy).toContain("form-action 'self' https://formspree.io");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("object-src 'none'");
  });
});

describe('the search page', () => {
  const files: Record<string, unknown> = { site };
  const store = { read: (key: string) => (key in files ? { status: 'success' as const, data: files[key] } : { status: 'loading' as const }) };
  const policyOf = (route: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(finishPrerenderedPage(route, renderedPage, { record: { store } }))?.[1] ?? '';

  it("alone may compile WebAssembly (Pagefind's), in every language, and still runs no inline script but by hash", () => {
    for (const route of ['/search', '/fr/search', '/search/']) {
      expect(policyOf(route)).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
      expect(policyOf(route)).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
    for (const route of ['/fr', '/', '/publications/search', '/posts/search', '/fr/talks']) {
      expect(policyOf(route)).not.toContain('wasm-unsafe-eval');
    }
  });
});

describe('firstPaintLinks', () => {
  it('holds the first paint until each marked element has arrived, by its id', () => {
    const page =
      '<html><head><script type="application/ld+json">{"x":"<a id=\\"no\\" data-first-paint-after>"}</script></head><body>' +
      '<section id="top"><p data-first-paint-after-x="">a &gt; b</p>' +
      '<a id="hero-scroll" class="arrow" data-first-paint-after="" href="#skills"><svg id="icon"></svg></a></section></body></html>';
    expect(firstPaintLinks('/', page)).toBe('<link rel="expect" href="#hero-scroll" blocking="render">');
    expect(firstPaintLinks('/cv/', '<html><head></head><body><h1>CV</h1></body></html>')).toBe('');
  });

  it('names the page and the element when a marked element has no id', () => {
    expect(() => firstPaintLinks('/fr/', '<html><body><a class="arrow" data-first-paint-after="">x</a></body></html>')).toThrow(
      'Page /fr/: an element the first paint waits for has no id: <a class="arrow" data-first-paint-after="">',
    );
  });
});
