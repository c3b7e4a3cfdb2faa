import { describe, expect, it } from 'vitest';
import { renderHeadersFile, renderRedirectsFile } from './host-files.ts';

/** Reads a `_headers` file the way Netlify and Cloudflare Pages do: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (!/^\s/.test(line)) {
      current = new Map();
      rules.set(line.trim(), current);
      continue;
    }
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match === null || current === undefined) throw new Error(`not a header line under a path: ${JSON.stringify(line)}`);
    current.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  }
  return rules;
}

describe('renderHeadersFile', () => {
  const rules = parseHeadersFile(renderHeadersFile(['fr']));
  const everyPage = rules.get('/*') ?? new Map<string, string>();

  it('forbids framing the site', () => {
    expect(everyPage.get('content-security-policy')).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    expect(everyPage.get('x-frame-options')).toBe('DENY');
  });

  it('keeps browsers on HTTPS for at least a year, subdomains included', () => {
    const hsts = everyPage.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('stops MIME sniffing, sends only the origin to other sites and turns off powerful features', () => {
    expect(everyPage.get('x-content-type-options')).toBe('nosniff');
    expect(everyPage.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = everyPage.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(permissions).toContain(`${feature}=()`);
  });

  it('caches hashed assets for good and labels the other language', () => {
    expect(rules.get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(rules.get('/fr/*')?.get('content-language')).toBe('fr');
    expect(parseHeadersFile(renderHeadersFile(['en'])).get('/en/*')?.get('content-language')).toBe('en');
  });
});

describe('renderRedirectsFile', () => {
  it('answers unknown paths with the 404 page of their language, the other language first', () => {
    expect(renderRedirectsFile(['fr']).split('\n')).toEqual(['/fr/*  /fr/404.html  404', '/*  /404.html  404', '']);
  });

  it('has one rule per prefixed language, and only the root rule on a one-language site', () => {
    expect(renderRedirectsFile(['fr', 'de']).split('\n')).toEqual([
      '/fr/*  /fr/404.html  404',
      '/de/*  /de/404.html  404',
      '/*  /404.html  404',
      '',
    ]);
    expect(renderRedirectsFile([])).toBe('/*  /404.html  404\n');
    expect(parseHeadersFile(renderHeadersFile([])).size).toBe(2);
  });
});
