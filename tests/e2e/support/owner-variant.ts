import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

const projectRoot = resolve(import.meta.dirname, '../../..');

/**
 * The shipped content as an owner makes it theirs, built once for the browser tests of what owners add: a camera's
 * photo in the hero, an accent and a font of their own with a styles.css, and four more pages of their own in the
 * header. One build serves the three test files, which each look at their part.
 */
export const photoAlt = { en: 'Portrait of the owner', fr: 'Portrait de la propriétaire' };
export const ownerTheme = { accent: { light: '#0b6e4f', dark: '#7fd1b9' }, font: 'Inter' };
const ownerStyles = ':root {\n  --radius-md: 3px;\n}\n\nh2 {\n  letter-spacing: 0.05em;\n}\n';
/** Four more pages of the owner's in the header, beside the shipped content's links: more than a desktop bar holds. */
export const extraPages = [
  { slug: 'field-campaigns', en: 'Field campaigns', fr: 'Campagnes de terrain' },
  { slug: 'datasets', en: 'Open datasets', fr: 'Jeux de données ouverts' },
  { slug: 'open-positions', en: 'Open positions', fr: 'Postes ouverts' },
  { slug: 'outreach', en: 'Outreach', fr: 'Médiation scientifique' },
];
const photoFile = 'images/portrait.jpg';

/** Writes the variant's content folder into `workDir/owner-content` and returns its path. */
export async function writeOwnerVariant(workDir: string): Promise<string> {
  const content = join(workDir, 'owner-content');
  cpSync(join(projectRoot, 'content'), content, { recursive: true });
  // 6000×4000 pixels of noise, so that JPEG cannot make it small: several megabytes, as a camera gives.
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#808080', noise } })
    .jpeg({ quality: 85 })
    .toFile(join(content, photoFile));
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as { profile: Record<string, unknown> };
  site.profile.photo = { path: photoFile, alt: photoAlt };
  writeFileSync(join(content, 'site.json'), JSON.stringify({ ...site, theme: ownerTheme }, null, 2));
  writeFileSync(join(content, 'styles.css'), ownerStyles);
  extraPages.forEach((page, index) => {
    const file = (title: string) => `---\ntitle: ${title}\nnav: true\norder: ${index + 2}\n---\n\n${title}.\n`;
    writeFileSync(join(content, 'pages', `${page.slug}.md`), file(page.en));
    writeFileSync(join(content, 'pages', `${page.slug}.fr.md`), file(page.fr));
  });
  return content;
}

export function photoBytes(content: string): number {
  return statSync(join(content, photoFile)).size;
}
