import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gzippedAssetBytes } from './asset-sizes.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'asset-sizes-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('gzippedAssetBytes', () => {
  it("gzips the scripts and styles of an output without copies, as a host compressing on the fly would", async () => {
    const script = Buffer.from('export const answer = 42;\n'.repeat(400));
    const style = Buffer.from('.card { color: #123; }\n'.repeat(300));
    writeFileSync(join(dir, 'assets', 'main.js'), script);
    writeFileSync(join(dir, 'assets', 'main.css'), style);
    writeFileSync(join(dir, 'index.html'), '<p>not an asset</p>');
    const files = [
      { path: 'assets/main.js', size: script.length },
      { path: 'assets/main.css', size: style.length },
      { path: 'index.html', size: 19 },
    ];
    expect(await gzippedAssetBytes(dir, files)).toEqual({ js: gzipSync(script, { level: 6 }).length, css: gzipSync(style, { level: 6 }).length });
  });

  it("reads a script's size from its .gz copy when the build wrote one", async () => {
    const files = [
      { path: 'assets/main.js', size: 10_000 },
      { path: 'assets/main.js.gz', size: 3_210 },
      { path: 'assets/main.js.br', size: 2_900 },
    ];
    // No file on disk: the copy's size is all that is read.
    expect(await gzippedAssetBytes(dir, files)).toEqual({ js: 3_210, css: 0 });
  });
});
