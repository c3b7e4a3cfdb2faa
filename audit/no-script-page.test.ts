import { describe, expect, it } from 'vitest';
import { linkedStylesheets, pageFile, twinPath, withInlineStylesheets, withoutScripts } from './no-script-page.ts';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><script>(function(){boot()})()</script>' +
  '<script>(function(src){load(src)})("/assets/app-X.js")</script><link rel="modulepreload" href="/assets/c.js">' +
  '<script type="module" crossorigin="" src="/assets/app-X.js"></script>' +
  '<link rel="stylesheet" crossorigin="" href="/assets/app-Y.css"><script type="application/ld+json">{"a":1}</script>' +
  '</head><body><div id="root"><h1>Hi</h1></div><script type="application/json" id="portfolio-data-keys">["site"]</script></body></html>';

describe('withoutScripts', () => {
  it('removes every script element (inline, module, JSON) and every module preload, and nothing else', () => {
    expect(withoutScripts(page)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">' +
        '<link rel="stylesheet" crossorigin="" href="/assets/app-Y.css">' +
        '</head><body><div id="root"><h1>Hi</h1></div></body></html>',
    );
  });

  it('removes a multi-line script too', () => {
    expect(withoutScripts('<p>a</p><script>\nvar x = "<p>";\n</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});

describe('stylesheets', () => {
  it('lists the linked stylesheets and inlines them in place', () => {
    expect(linkedStylesheets(page)).toEqual(['/assets/app-Y.css']);
    const inlined = withInlineStylesheets(withoutScripts(page), new Map([['/assets/app-Y.css', 'h1{color:red}']]));
    expect(inlined).toContain('<meta charset="UTF-8"><style>h1{color:red}</style></head>');
    expect(inlined).not.toContain('rel="stylesheet"');
  });

  it('refuses a stylesheet it was not given', () => {
    expect(() => withInlineStylesheets(page, new Map())).toThrow(/app-Y\.css/);
  });
});

describe('paths', () => {
  it('maps a served path to its file and a page to its twin', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/fr/projects/')).toBe('fr/projects/index.html');
    expect(pageFile('/fr/404.html')).toBe('fr/404.html');
    expect(pageFile('/assets/app.css')).toBe('assets/app.css');
    expect(twinPath('fr-projects', 'no-script')).toBe('/audit-twins/no-script/fr-projects.html');
  });
});
