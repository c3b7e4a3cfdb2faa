import { describe, expect, it } from 'vitest';
import { byteTotals } from './resource-bytes.ts';

const origin = 'http://127.0.0.1:4000';

describe('byteTotals', () => {
  it('sums scripts and the whole page, transfer and gzip side by side', () => {
    const gzip = new Map([
      [`${origin}/`, 30_000],
      [`${origin}/assets/app.js`, 50_000],
      [`${origin}/assets/client.js`, 60_000],
      [`${origin}/assets/app.css`, 7_000],
    ]);
    const totals = byteTotals(
      [
        { url: `${origin}/`, isScript: false, transferSize: 180_000 },
        { url: `${origin}/assets/app.js`, isScript: true, transferSize: 170_000 },
        { url: `${origin}/assets/app.css`, isScript: false, transferSize: 35_000 },
        { url: `${origin}/assets/client.js`, isScript: true, transferSize: 200_000 },
      ],
      gzip,
    );
    expect(totals).toEqual({
      jsTransfer: 370_000,
      jsGzip: 110_000,
      totalTransfer: 585_000,
      totalGzip: 147_000,
      unmeasured: [],
    });
  });

  it('counts a URL requested twice once, with the request that carried the bytes', () => {
    const gzip = new Map([[`${origin}/icon.png`, 900]]);
    const totals = byteTotals(
      [
        { url: `${origin}/icon.png`, isScript: false, transferSize: 0 },
        { url: `${origin}/icon.png`, isScript: false, transferSize: 1_200 },
      ],
      gzip,
    );
    expect([totals.totalTransfer, totals.totalGzip]).toEqual([1_200, 900]);
  });

  it('counts a resource it could not measure at its transfer size and names it', () => {
    const totals = byteTotals(
      [{ url: 'https://cdn.example.org/lib.js', isScript: true, transferSize: 4_000 }],
      new Map(),
    );
    expect(totals).toMatchObject({ jsGzip: 4_000, totalGzip: 4_000, unmeasured: ['https://cdn.example.org/lib.js'] });
  });

  it('is all zeros for a page that loaded nothing', () => {
    expect(byteTotals([], new Map())).toEqual({ jsTransfer: 0, jsGzip: 0, totalTransfer: 0, totalGzip: 0, unmeasured: [] });
  });
});
