import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BundleCache, bundleIdentity, cssLinkedFiles, externalInputs, writeBundleFiles } from './bundle-cache.ts';

describe("the bundle's inputs from outside the product", () => {
  it("are the owner's files the builds read and the files their stylesheet links, not the product's nor packages'", () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-inputs-'));
    writeFileSync(join(dir, 'styles.css'), `body { background: url("images/paper.png"); } @font-face { src: url(fonts/a.woff2?v=1) } .x { background: url(data:image/png;base64,AA) url(https://e.org/a.png) }`);
    const ids = [join(dir, 'styles.css'), '/product/site/main.tsx', '/owner/node_modules/react/index.js', '\0virtual:portfolio-theme.css'];
    expect(externalInputs(ids, '/product', undefined)).toEqual([join(dir, 'fonts/a.woff2'), join(dir, 'images/paper.png'), join(dir, 'styles.css')]);
    // The shipped example's content folder is inside the product: still the owner's.
    expect(externalInputs(['/product/content/styles.css', '/product/site/main.tsx'], '/product', '/product/content')).toEqual(['/product/content/styles.css']);
    expect(cssLinkedFiles('/c/styles.css', 'a { b: url(/root.png) }')).toEqual([]);
    rmSync(dir, { recursive: true });
  });
});

describe('the bundle cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bundle-cache-'));
    const files: [string, string][] = [
      ['client/index.html', '<html></html>'],
      ['client/assets/app-1.js', 'app'],
      ['server/main.mjs', 'export {}'],
      ['owner/styles.css', 'body {}'],
    ];
    for (const [file, text] of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('restores both builds for the same inputs, and nothing after an input, an owner file or a cached file changed', async () => {
    const cache = new BundleCache(join(dir, 'cache'));
    // The client's folder is the output, where the build process writes its own files beside the build's.
    mkdirSync(join(dir, 'client/publications/w1'), { recursive: true });
    writeFileSync(join(dir, 'client/publications/w1/w1.bib'), '@article{w1}');
    const client = { dir: join(dir, 'client'), paths: ['index.html', 'assets/app-1.js'] };
    const files = await cache.save('inputs-1', [join(dir, 'owner/styles.css')], { client, server: { dir: join(dir, 'server') } });
    expect(files.map((file) => `${file.side}/${file.path}`).sort()).toEqual(['client/assets/app-1.js', 'client/index.html', 'server/main.mjs']);
    const restored = await cache.restorable('inputs-1');
    if (!restored) throw new Error('the bundle was not restored');
    expect(bundleIdentity([...restored.keys()])).toBe(bundleIdentity(files));
    await writeBundleFiles(restored, 'client', join(dir, 'restored'));
    expect(readFileSync(join(dir, 'restored/assets/app-1.js'), 'utf8')).toBe('app');
    expect(existsSync(join(dir, 'restored/publications'))).toBe(false);

    expect(await cache.restorable('inputs-2')).toBeUndefined();
    writeFileSync(join(dir, 'owner/styles.css'), 'body { color: red }');
    expect(await cache.restorable('inputs-1')).toBeUndefined();
    writeFileSync(join(dir, 'owner/styles.css'), 'body {}');
    writeFileSync(join(dir, 'cache/bundle/server/main.mjs'), 'export const x = 1');
    expect(await cache.restorable('inputs-1')).toBeUndefined();
  });

  it("changes its identity with the server build or the page template, not with a client script's content", () => {
    const files = [
      { side: 'client' as const, path: 'index.html', hash: 'a' },
      { side: 'client' as const, path: 'assets/app-1.js', hash: 'b' },
      { side: 'server' as const, path: 'main.mjs', hash: 'c' },
    ];
    const identity = bundleIdentity(files);
    expect(bundleIdentity(files.map((file) => (file.path === 'assets/app-1.js' ? { ...file, hash: 'B' } : file)))).toBe(identity);
    expect(bundleIdentity(files.map((file) => (file.path === 'main.mjs' ? { ...file, hash: 'C' } : file)))).not.toBe(identity);
    expect(bundleIdentity(files.map((file) => (file.path === 'index.html' ? { ...file, hash: 'A' } : file)))).not.toBe(identity);
  });
});
