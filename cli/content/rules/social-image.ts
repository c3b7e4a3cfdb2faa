import type { ImageSize } from '../../../schemas/types.generated.ts';
import type { Problem } from '../../shared/problems.ts';
import type { ImageHeader } from '../image-header.ts';
import { problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';

/** Open Graph's recommended size: previewers crop other sizes to their 1.91:1 frame, or show them as a thumbnail. */
const recommendedSocialImageSize: ImageSize = { width: 1200, height: 630 };

const pointer = '/socialImage/path';

/** The format a file name promises; hosts send the Content-Type it implies. */
function formatNamedBy(path: string): ImageHeader['format'] | undefined {
  if (/\.png$/.test(path)) return 'png';
  if (/\.jpe?g$/.test(path)) return 'jpeg';
  return undefined;
}

/**
 * What link previews would get wrong about site.json's socialImage, from the header of its file (`file`,
 * its path as the owner should see it). Another extension is left to the schema.
 */
export function socialImageProblems(site: JsonDocument, file: string, header: ImageHeader | undefined): Problem[] {
  const named = formatNamedBy(file);
  if (named === undefined) return [];
  if (header === undefined || header.format === 'webp') {
    const message = `${file} is not a PNG or JPEG image (its first bytes are neither): export it as PNG or JPEG`;
    return [problemAt(site, pointer, 'error', message)];
  }
  if (header.format !== named) {
    const extension = header.format === 'png' ? '.png' : '.jpg';
    const message = `${file} holds a ${header.format.toUpperCase()} image: give it the ${extension} extension, or export it as ${named.toUpperCase()}`;
    return [problemAt(site, pointer, 'error', message)];
  }
  const { width, height } = recommendedSocialImageSize;
  if (header.width === width && header.height === height) return [];
  const message =
    `${file} is ${header.width}×${header.height} pixels; link previews are made for ${width}×${height} ` +
    `(Open Graph's recommended size) and crop other sizes or show them small: export it at ${width}×${height}`;
  return [problemAt(site, pointer, 'warning', message)];
}
