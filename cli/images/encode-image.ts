import type { OutputInfo, Sharp } from 'sharp';
import type { OutputFormat, PlannedVariant, Size } from './image-plan.ts';

/**
 * sharp and its native library, loaded when an image is read or encoded: a build whose images are all in its cache
 * never loads them (0.1 s of its start, most of it opening the library).
 */
async function loadSharp(): Promise<typeof import('sharp').default> {
  return (await import('sharp')).default;
}

/** An image file's format and upright size. */
export interface ImageInfo {
  format: string;
  width: number;
  height: number;
}

/**
 * Fixed encoder settings: the same source always gives the same bytes. sharp writes no metadata (EXIF, XMP,
 * ICC profile: pixels are converted to sRGB) unless asked to, so nothing of the camera or the date leaks. AVIF at
 * effort 3, not sharp's 4: a third of the CPU for 3–4 % more bytes at the same quality
 * (docs/decisions/avif-effort.md).
 */
const encoders: Record<OutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 3, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7, adaptiveFiltering: true }),
};

/**
 * Decodes a source once, turned upright (EXIF orientation) and cut to the layout's aspect ratio from its centre
 * at the largest width the plan needs, as raw pixels the variants are made from.
 */
async function uprightCrop(input: Buffer, largest: Size): Promise<{ data: Buffer; info: OutputInfo }> {
  const sharp = await loadSharp();
  return sharp(input, { failOn: 'error' })
    .rotate()
    .resize(largest.width, largest.height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** Encodes every planned variant of one source (all of the same source, so all of the same aspect ratio). */
export async function encodeVariants(input: Buffer, variants: readonly PlannedVariant[]): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  if (variants.length === 0) return files;
  const largest = variants.reduce((wide, variant) => (variant.width > wide.width ? variant : wide));
  const { data, info } = await uprightCrop(input, largest);
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const sharp = await loadSharp();
  for (const variant of variants) {
    const resized = sharp(data, { raw }).resize(variant.width, variant.height, { fit: 'fill', kernel: 'lanczos3' });
    files.set(variant.file, await encoders[variant.format](resized).toBuffer());
  }
  return files;
}

/** Format and upright size of an image file, or undefined when sharp cannot read it. */
export async function readImageInfo(input: Buffer): Promise<ImageInfo | undefined> {
  const sharp = await loadSharp();
  try {
    const { format, width, height, orientation } = await sharp(input).metadata();
    if (!width || !height) return undefined;
    // Orientations 5–8 turn the picture a quarter: its upright width is the stored height.
    return orientation !== undefined && orientation >= 5 ? { format, width: height, height: width } : { format, width, height };
  } catch {
    return undefined;
  }
}
