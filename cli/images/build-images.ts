import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImagesManifest, SiteConfig } from '../../schemas/types.generated.ts';
import type { ImageRole } from '../../core/images/image-layouts.ts';
import { encodeVariants, readImageInfo, type ImageInfo } from './encode-image.ts';
import { planImages } from './image-plan.ts';
import type { ImageSource, PlannedVariant, SourceFormat } from './image-plan.ts';

/** A raster image the content shows, by path under the content folder. */
export interface ImageUse {
  path: string;
  role: ImageRole;
}

/**
 * The raster images the pages show (PNG, JPEG, WebP; SVG is served as it is): the profile photo, then the
 * collections' (a project's, a post's: `others`). An image used twice is listed once, in its first role.
 */
export function rasterImageUses(site: SiteConfig, others: readonly ImageUse[] = []): ImageUse[] {
  const uses: ImageUse[] = [];
  if (site.profile.photo) uses.push({ path: site.profile.photo.path, role: 'photo' });
  const seen = new Set(uses.map((use) => use.path));
  for (const use of others) {
    if (seen.has(use.path)) continue;
    seen.add(use.path);
    uses.push(use);
  }
  return uses;
}

/** Versions encoded before, by the source's bytes and the versions asked (cli/build/cache/). */
export interface EncodedImagesCache {
  read(input: Buffer, variants: readonly PlannedVariant[]): Promise<[string, Buffer][] | undefined>;
  write(input: Buffer, variants: readonly PlannedVariant[], files: [string, Buffer][]): Promise<void>;
  /** A source's format and size, read from it before: with every version cached, sharp is not even loaded. */
  readInfo(input: Buffer): Promise<ImageInfo | undefined>;
  writeInfo(input: Buffer, info: ImageInfo): Promise<void>;
}

export interface BuiltImages {
  manifest: ImagesManifest;
  /** Source images whose versions came from the cache, of `sources`. */
  reused: number;
  sources: number;
}

const sourceFormats: readonly string[] = ['jpeg', 'png', 'webp'] satisfies SourceFormat[];

/**
 * Makes the responsive versions (AVIF, WebP and the source's format, at the layout's widths) of every raster
 * image the content shows, writes them under `outDir` (images/…), and returns the manifest the pages read.
 * Validation has checked the files exist and are images; one that still cannot be read fails the build.
 */
export async function buildImages(contentDir: string, uses: readonly ImageUse[], outDir: string, cache?: EncodedImagesCache): Promise<BuiltImages> {
  const inputs = new Map<string, Buffer>();
  const sources: ImageSource[] = [];
  for (const use of uses) {
    const file = join(contentDir, use.path);
    const input = await readFile(file);
    const cachedInfo = await cache?.readInfo(input);
    const info = cachedInfo ?? (await readImageInfo(input));
    if (info === undefined || !sourceFormats.includes(info.format)) {
      throw new Error(`${file} is not a JPEG, PNG or WebP image sharp can read`);
    }
    if (cachedInfo === undefined) await cache?.writeInfo(input, info);
    inputs.set(use.path, input);
    sources.push({ path: use.path, role: use.role, format: info.format as SourceFormat, width: info.width, height: info.height });
  }

  const { variants, manifest } = planImages(sources);
  let reused = 0;
  for (const [path, own] of variants) {
    const input = inputs.get(path);
    if (input === undefined) continue;
    const cached = await cache?.read(input, own);
    if (cached) reused += 1;
    const files = cached ?? [...(await encodeVariants(input, own))];
    if (!cached) await cache?.write(input, own, files);
    for (const [file, bytes] of files) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), bytes);
    }
  }
  return { manifest, reused, sources: variants.size };
}
