import { join } from 'node:path';
import type { SiteConfig } from '../../schemas/types.generated.ts';
import { generatedCvPath } from '../../core/cv/cv-file.ts';

/** validate's line saying which CV the pages offer for download: the owner's own PDF, or the generated ones. */
export function cvNotice(site: SiteConfig, contentDir: string): string {
  const generated = site.languages
    .map((language) => generatedCvPath(site.profile.name, language))
    .join(', ');
  const own = site.profile.cv;
  if (own !== undefined) {
    return `info: CV: the pages offer your own PDF, ${join(contentDir, own)} (site.json → profile.cv); the build also writes the CV generated from the content at ${generated}`;
  }
  return `info: CV: the pages offer the CV generated from the content, ${generated} (set site.json → profile.cv to offer a PDF of your own instead)`;
}
