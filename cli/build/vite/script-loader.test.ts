import { describe, expect, it } from 'vitest';
import { scriptLoader, withoutModuleScripts, withoutTags } from './script-loader.ts';

describe('withoutTags', () => {
  it('removes each tag with the white space just before it, as a replace of \\s* and the tag would', () => {
    const tag = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
    const page = '<head>\n  <link rel="modulepreload" href="/a.js">\n\t<link rel="modulepreload" href="/b.js"><title>t</title> <link rel="icon" href="/i.svg"></head>';
    const expected = page.replace(/\s*<link\b[^>]*\brel="modulepreload"[^>]*>/g, '');
    expect(withoutTags(page, tag)).toEqual({ html: expected, removed: ['<link rel="modulepreload" href="/a.js">', '<link rel="modulepreload" href="/b.js">'] });
    expect(expected).toBe('<head><title>t</title> <link rel="icon" href="/i.svg"></head>');
    expect(withoutTags('<p>no tag</p>', tag)).toEqual({ html: '<p>no tag</p>', removed: [] });
  });
});

describe('withoutModuleScripts', () => {
  it('removes the module script and every module preload, and gives the entry', () => {
    const page =
      '<html><head><title>t</title>\n    <script type="module" crossorigin="" src="/assets/app-AB.js"></script>' +
      '<link rel="modulepreload" crossorigin="" href="/assets/a.js"><link rel="stylesheet" href="/assets/app.css">' +
      '<script type="application/ld+json">{}</script></head><body><script>boot()</script></body></html>';
    const { html, entry } = withoutModuleScripts(page);
    expect(entry).toBe('/assets/app-AB.js');
    expect(html).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="/assets/app.css">' +
        '<script type="application/ld+json">{}</script></head><body><script>boot()</script></body></html>',
    );
  });

  it('gives no entry for a page without module script, and refuses two', () => {
    expect(withoutModuleScripts('<head></head>').entry).toBeNull();
    const two = '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>';
    expect(() => withoutModuleScripts(two)).toThrow(/2 module scripts/);
  });
});

describe('scriptLoader', () => {
  it('carries the entry as a JSON string, so no URL can close the script', () => {
    const source = scriptLoader('/assets/app-"</script>.js');
    expect(source).toContain('("/assets/app-\\"\\u003c/script>.js")');
    expect(source).not.toContain('</script>');
    expect(source).toContain("e.type='module'");
  });
});
