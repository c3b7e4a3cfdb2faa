import { describe, expect, it } from 'vitest';
import { PhaseClock, phaseLine, summaryLines } from './build-report.ts';

describe('PhaseClock', () => {
  it('reports each phase when the next begins, with its duration and detail', () => {
    let now = 0;
    const lines: string[] = [];
    const clock = new PhaseClock({ phase: (name, ms, detail) => lines.push(`${name}|${ms}|${detail ?? ''}`), progress: () => {} }, () => now);
    clock.begin('bundle');
    now = 1200;
    clock.begin('prerender');
    clock.describe('1 page');
    clock.describe('2 pages');
    now = 2000;
    clock.end();
    clock.end();
    expect(lines).toEqual(['bundle|1200|', 'prerender|800|2 pages']);
    expect(clock.running).toBeNull();
  });
});

describe('phaseLine', () => {
  it('aligns name, detail and seconds', () => {
    expect(phaseLine('prerender', 4130, '6 pages')).toBe('  ✓ prerender      6 pages             4.1 s');
    expect(phaseLine('data', 20)).toBe(`  ✓ data${' '.repeat(11 + 18)}  0.0 s`);
    expect(phaseLine('compress', 7200, '253 files, 250 of 253 reused')).toBe('  ✓ compress       253 files, 250 of 253 reused   7.2 s');
    expect(phaseLine('data', 507_800, '1066 files')).toBe('  ✓ data           1066 files        507.8 s');
  });
});

describe('summaryLines', () => {
  it('counts pages, the scripts and styles gzipped, the plain files and the compressed copies apart', () => {
    const lines = summaryLines([
      { path: 'index.html', size: 50_000 },
      { path: 'index.html.gz', size: 9_000 },
      { path: 'index.html.br', size: 7_000 },
      { path: 'fr/404.html', size: 20_000 },
      { path: 'assets/main-abc.js', size: 300_000 },
      { path: 'assets/main-abc.js.gz', size: 100_000 },
      { path: 'assets/main-abc.js.br', size: 90_000 },
      { path: 'assets/chunk-1.js.gz', size: 12_500 },
      { path: 'assets/chunk-1.js', size: 40_000 },
      { path: 'assets/style.css', size: 38_000 },
      { path: 'assets/style.css.gz', size: 7_300 },
      { path: 'service-worker.js.gz', size: 5_000 },
      { path: 'images/photo.jpg', size: 552_000 },
    ], { js: 112_500, css: 7_300 });
    expect(lines).toEqual([
      '  2 pages · JS 112.5 kB gzip · CSS 7.3 kB gzip',
      '  6 files, 1.00 MB (+ 230.8 kB of .br/.gz copies for the host)',
    ]);
  });

  it('names no copies when the build wrote none', () => {
    const lines = summaryLines([
      { path: 'index.html', size: 50_000 },
      { path: 'assets/main-abc.js', size: 300_000 },
    ], { js: 98_000, css: 0 });
    expect(lines).toEqual(['  1 pages · JS 98.0 kB gzip · CSS 0.0 kB gzip', '  2 files, 350.0 kB']);
  });
});
