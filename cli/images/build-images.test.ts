import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImagesManifest, SiteConfig } from '../../schemas/types.generated.ts';
import { buildImages, rasterImageUses } from './build-images.ts';

let workDir: string;

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = createHash('sha256').update(await readFile(path)).digest('hex');
  }
  return files;
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'portfolio-images-'));
  const content = join(workDir, 'content');
  await mkdir(join(content, 'images/projects'), { recursive: true });
  // A portrait photo stored sideways with EXIF orientation 6 (turn a quarter), a camera's metadata, and noise.
  const noise = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'TestCam', Copyright: 'secret' } } })
    .toBuffer();
  await writeFile(join(content, 'images/me.jpg'), noise);
  const chart = await sharp({ create: { width: 800, height: 500, channels: 4, background: { r: 20, g: 90, b: 140, alpha: 0.6 } } }).png().toBuffer();
  await writeFile(join(content, 'images/projects/chart.png'), chart);
}, 60_000);

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('rasterImageUses', () => {
  it("lists the photo, then the collections' images, each once in its first role", () => {
    const site = { profile: { photo: { path: 'images/me.jpg', alt: { en: 'Me', fr: 'Moi' } } } } as unknown as SiteConfig;
    const uses = rasterImageUses(site, [
      { path: 'images/projects/chart.png', role: 'project' },
      { path: 'images/me.jpg', role: 'post' },
      { path: 'images/projects/chart.png', role: 'post' },
      { path: 'images/posts/wave.webp', role: 'post' },
    ]);
    expect(uses).toEqual([
      { path: 'images/me.jpg', role: 'photo' },
      { path: 'images/projects/chart.png', role: 'project' },
      { path: 'images/posts/wave.webp', role: 'post' },
    ]);
  });
});

describe('buildImages', () => {
  const uses = [
    { path: 'images/me.jpg', role: 'photo' },
    { path: 'images/projects/chart.png', role: 'project' },
  ] as const;

  it('writes the same bytes in two builds, and a manifest of files that exist at their stated sizes', async () => {
    const first = await buildImages(join(workDir, 'content'), uses, join(workDir, 'first'));
    const second = await buildImages(join(workDir, 'content'), uses, join(workDir, 'second'));
    expect(second).toEqual(first);
    const files = await fingerprint(join(workDir, 'first'));
    expect(await fingerprint(join(workDir, 'second'))).toEqual(files);
    // The photo's upright size is 700×900: a 700 px square, so 160/320/480/640; the 800 px chart: 360/540/720.
    expect(Object.keys(files)).toHaveLength(3 * 4 + 3 * 3);

    const manifest: ImagesManifest = first.manifest;
    expect(manifest['images/me.jpg']?.sources.avif.map((candidate) => candidate.width)).toEqual([160, 320, 480, 640]);
    for (const entry of Object.values(manifest)) {
      for (const candidates of Object.values(entry!.sources)) {
        for (const { url, width } of candidates) {
          const meta = await sharp(join(workDir, 'first', url)).metadata();
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((width * entry!.height) / entry!.width));
          expect(meta.exif).toBeUndefined();
          expect(meta.orientation).toBeUndefined();
        }
      }
    }
    expect((await sharp(join(workDir, 'first/images/me.640w.avif')).metadata()).format).toBe('heif');
    expect((await sharp(join(workDir, 'first/images/projects/chart.720w.png')).metadata()).hasAlpha).toBe(true);
  }, 180_000);

  it('with a build cache, reads a source\'s size from it: a build of cached images does not load sharp', () => {
    const cacheDir = join(workDir, 'cache');
    // Whether the process opened sharp's native library, after building the images with the cache.
    const script = [
      "import { createRequire } from 'node:module';",
      `const { buildImages } = await import(${JSON.stringify(new URL('./build-images.ts', import.meta.url).href)});`,
      `const { encodedImagesCache } = await import(${JSON.stringify(new URL('../build/cache/encoded-images.ts', import.meta.url).href)});`,
      `const { CacheEntries } = await import(${JSON.stringify(new URL('../build/cache/cache-entries.ts', import.meta.url).href)});`,
      `const built = await buildImages(${JSON.stringify(join(workDir, 'content'))}, ${JSON.stringify(uses)}, process.argv[1], encodedImagesCache(new CacheEntries(${JSON.stringify(cacheDir)})));`,
      'const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => /[\\/\\\\]@img[\\/\\\\]sharp-/.test(file));',
      'console.log(JSON.stringify({ reused: built.reused, loaded }));',
    ].join('\n');
    const build = (out: string) => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, join(workDir, out)], { encoding: 'utf8' })) as unknown;
    expect(build('cached-1')).toEqual({ reused: 0, loaded: true });
    expect(build('cached-2')).toEqual({ reused: 2, loaded: false });
  }, 180_000);

  it('refuses a file sharp cannot read as JPEG, PNG or WebP, naming it', async () => {
    await writeFile(join(workDir, 'content/images/fake.png'), 'not an image');
    await expect(buildImages(join(workDir, 'content'), [{ path: 'images/fake.png', role: 'project' }], join(workDir, 'third'))).rejects.toThrow(
      `${join(workDir, 'content/images/fake.png')} is not a JPEG, PNG or WebP image sharp can read`,
    );
  });
});
