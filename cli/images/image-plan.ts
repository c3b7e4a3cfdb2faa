import { posix } from 'node:path';
import type { ImagesManifest, ResponsiveImage } from '../../schemas/types.generated.ts';
import { imageLayouts } from '../../core/images/image-layouts.ts';
import type { ImageRole } from '../../core/images/image-layouts.ts';

export type SourceFormat = 'jpeg' | 'png' | 'webp';
export type OutputFormat = 'avif' | SourceFormat;

/** A raster image of the content, as its pixels are shown (EXIF orientation applied). */
export interface ImageSource {
  /** Path under the content folder: images/…. */
  path: string;
  role: ImageRole;
  format: SourceFormat;
  width: number;
  height: number;
}

/** One file the build writes. */
export interface PlannedVariant {
  /** Path under the output folder (images/…), with forward slashes. */
  file: string;
  format: OutputFormat;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

const mediaTypes: Record<SourceFormat, ResponsiveImage['originalType']> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const extensions: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The largest area of the layout's aspect ratio inside the source, cut from its centre. */
export function cropSize(source: Size, aspectRatio: Size): Size {
  const scale = Math.min(source.width / aspectRatio.width, source.height / aspectRatio.height);
  return {
    width: Math.max(1, Math.floor(aspectRatio.width * scale)),
    height: Math.max(1, Math.floor(aspectRatio.height * scale)),
  };
}

/** The layout's widths the crop can fill without enlarging it; a crop narrower than all of them is kept as it is. */
export function chooseWidths(layoutWidths: readonly number[], cropWidth: number): number[] {
  const fitting = layoutWidths.filter((width) => width <= cropWidth);
  return fitting.length > 0 ? fitting : [cropWidth];
}

/** images/projects/map.png at 720 px as AVIF → images/projects/map.720w.avif. */
export function variantFile(path: string, width: number, format: OutputFormat): string {
  const { dir, name } = posix.parse(path);
  return posix.join(dir, `${name}.${width}w.${extensions[format]}`);
}

/** The files to make for one source, and its manifest entry. */
export function planImage(source: ImageSource): { variants: PlannedVariant[]; entry: ResponsiveImage } {
  const layout = imageLayouts[source.role];
  const crop = cropSize(source, layout.aspectRatio);
  const widths = chooseWidths(layout.widths, crop.width);
  const sizeAt = (width: number): Size => ({ width, height: Math.max(1, Math.round((width * crop.height) / crop.width)) });
  const formats: OutputFormat[] = source.format === 'webp' ? ['avif', 'webp'] : ['avif', 'webp', source.format];
  const variants = formats.flatMap((format) =>
    widths.map((width) => ({ file: variantFile(source.path, width, format), format, ...sizeAt(width) })),
  );
  const candidates = (format: OutputFormat) => widths.map((width) => ({ url: `/${variantFile(source.path, width, format)}`, width }));
  const largest = sizeAt(widths.at(-1) ?? crop.width);
  return {
    variants,
    entry: {
      width: largest.width,
      height: largest.height,
      sources: { avif: candidates('avif'), webp: candidates('webp'), original: candidates(source.format) },
      originalType: mediaTypes[source.format],
    },
  };
}

/** The files to make for every source, and the manifest keyed by path in a stable order (same bytes every build). */
export function planImages(sources: readonly ImageSource[]): {
  variants: Map<string, PlannedVariant[]>;
  manifest: ImagesManifest;
} {
  const manifest: ImagesManifest = {};
  const variants = new Map<string, PlannedVariant[]>();
  for (const source of [...sources].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (manifest[source.path] !== undefined) continue;
    const plan = planImage(source);
    manifest[source.path] = plan.entry;
    variants.set(source.path, plan.variants);
  }
  return { variants, manifest };
}
