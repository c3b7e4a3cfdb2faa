import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRasterImage, photoMinimumSize, photoRecommendedSize } from '../../../core/images/image-layouts.ts';
import type { Problem } from '../../shared/problems.ts';
import { readImageHeader } from '../image-header.ts';
import type { ImageHeader } from '../image-header.ts';
import { problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { insideContent } from './referenced-files.ts';
import { stringAt } from './values.ts';

const pointer = '/profile/photo/path';

/**
 * What is wrong with site.json's profile photo, from the header of its file (`file`, its path as the owner
 * should see it): not an image the build can use, or too small for the hero, which draws a square cut from its
 * centre 320 px wide on desktop screens (640 px on high-density ones).
 */
function profilePhotoProblems(site: JsonDocument, file: string, header: ImageHeader | undefined): Problem[] {
  if (header === undefined) {
    const message = `${file} is not a JPEG, PNG or WebP image (its first bytes are none of them): export the photo as JPEG, PNG or WebP`;
    return [problemAt(site, pointer, 'error', message)];
  }
  const side = Math.min(header.width, header.height);
  const size = `${file} is ${header.width}×${header.height} pixels`;
  if (side < photoMinimumSize) {
    const message =
      `${size}, too small for the hero, which shows a square of ${photoMinimumSize}×${photoMinimumSize} pixels cut ` +
      `from the photo's centre on desktop screens: use a photo of at least ${photoMinimumSize}×${photoMinimumSize} pixels ` +
      `(${photoRecommendedSize}×${photoRecommendedSize} or more stays sharp on high-density screens)`;
    return [problemAt(site, pointer, 'error', message)];
  }
  if (side < photoRecommendedSize) {
    const message =
      `${size}; high-density desktop screens draw the hero photo at ${photoRecommendedSize}×${photoRecommendedSize} ` +
      `pixels and will show it soft: use a photo of at least ${photoRecommendedSize}×${photoRecommendedSize} pixels`;
    return [problemAt(site, pointer, 'warning', message)];
  }
  return [];
}

/** Reads the photo's header from the content folder; a missing file is reported with the other referenced files. */
export async function profilePhotoCheck(directory: string, site: JsonDocument | undefined): Promise<Problem[]> {
  const declared = stringAt(site?.value, 'profile', 'photo', 'path');
  const path = declared === undefined ? undefined : insideContent(declared);
  // Another extension is the schema's to report.
  if (site === undefined || path === undefined || !isRasterImage(path)) return [];
  const file = join(directory, path);
  const bytes = await readFile(file).catch(() => undefined);
  return bytes === undefined ? [] : profilePhotoProblems(site, file, readImageHeader(bytes));
}
