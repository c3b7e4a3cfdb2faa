import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lighthouseFigures, type LighthouseResult } from './lighthouse-figures.ts';

// Real Lighthouse 12.8 results of this site, trimmed to the fields the audit reads (see fixtures/).
function fixture(name: string): LighthouseResult {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8')) as LighthouseResult;
}

describe('lighthouseFigures', () => {
  it('reads the four scores as shown (0–100) and the three metrics of a successful run', () => {
    const figures = lighthouseFigures(fixture('lhr-home-mobile.json'));
    expect(figures.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 96, seo: 100 });
    expect(figures.lcpMs).toBeCloseTo(1529.27, 2);
    expect(figures.fcpMs).toBeGreaterThan(0);
    expect(figures.fcpMs).toBeLessThanOrEqual(figures.lcpMs as number);
    expect(figures.cls).toBe(0);
    expect(figures.tbtMs).toBe(42);
    expect(figures.runtimeError).toBeNull();
  });

  it('lists what the page downloaded, scripts marked, without data: URLs', () => {
    const { resources } = lighthouseFigures(fixture('lhr-home-mobile.json'));
    expect(resources.map((resource) => new URL(resource.url).pathname)).toEqual([
      '/',
      '/assets/app-C0oLBfpD.js',
      '/assets/app-Cb2vXJLo.css',
      '/manifest.webmanifest',
      '/images/spotlight-poster.svg',
      '/images/projects/shorecast.svg',
      '/assets/client-Cp9HV-oe.js',
      '/icons/favicon.svg',
      '/icons/icon-192.png',
    ]);
    expect(resources.filter((resource) => resource.isScript).map((resource) => resource.transferSize)).toEqual([53578, 64955]);
  });

  it('leaves out the requests a service worker makes for its cache', () => {
    const lhr = fixture('lhr-home-mobile.json');
    const details = lhr.audits['network-requests']?.details as { items: Array<Record<string, unknown>> };
    details.items.push({ url: 'http://127.0.0.1/assets/extra.js', sessionTargetType: 'worker', resourceType: 'Script', transferSize: 9_999 });
    expect(lighthouseFigures(lhr).resources.some((resource) => resource.url.endsWith('extra.js'))).toBe(false);
  });

  it('names the weighted audits that pulled a category below 100', () => {
    const figures = lighthouseFigures(fixture('lhr-404-uncompressed-mobile.json'));
    expect(figures.scores.seo).toBe(63);
    expect(figures.shortfalls.map((shortfall) => [shortfall.category, shortfall.auditId])).toEqual([
      ['performance', 'first-contentful-paint'],
      ['performance', 'largest-contentful-paint'],
      ['performance', 'speed-index'],
      ['best-practices', 'errors-in-console'],
      ['seo', 'is-crawlable'],
    ]);
    expect(figures.shortfalls.find((shortfall) => shortfall.auditId === 'largest-contentful-paint')?.displayValue).toBe('2.2\u00a0s');
  });

  it('reports why Lighthouse could not audit a page, with no scores or metrics', () => {
    const figures = lighthouseFigures(fixture('lhr-status-404-mobile.json'));
    expect(figures.runtimeError).toMatch(/^ERRORED_DOCUMENT_REQUEST: .*Status code: 404/);
    expect(figures.scores).toEqual({ performance: null, accessibility: null, 'best-practices': null, seo: null });
    expect([figures.fcpMs, figures.lcpMs, figures.cls, figures.tbtMs]).toEqual([null, null, null, null]);
    expect(figures.resources).toEqual([]);
    expect(figures.shortfalls).toEqual([]);
  });
});
