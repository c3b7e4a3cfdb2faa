import { problemAt, type JsonDocument } from '../content/json-document.ts';
import type { Problem } from '../shared/problems.ts';

/** A content format: what `site.json`'s `"format"` says, and the product version that first wrote it. */
export interface ContentFormat {
  format: number;
  /** The product version that introduced the format (CHANGELOG.md's heading for it). */
  since: string;
  /** What changed for the owner, in a few words. */
  change: string;
}

/** Every content format, oldest first; the last one is what this product version reads and writes. */
export const contentFormats: readonly ContentFormat[] = [
  { format: 1, since: '0.1.0', change: 'the first format' },
  { format: 2, since: '0.2.0', change: "site.json's publications.openalexAuthorIds became publications.sources" },
];

export const currentFormat: number = contentFormats.at(-1)?.format ?? 1;

export const productName = 'researcher-portfolio';

/** What site.json's "format" says: a file without it is format 1, the one made before formats were numbered. */
export type SiteFormat = { format: number } | { invalid: unknown };

export function siteFormatOf(site: unknown): SiteFormat {
  const value = typeof site === 'object' && site !== null && !Array.isArray(site) ? (site as Record<string, unknown>).format : undefined;
  if (value === undefined) return { format: 1 };
  return Number.isInteger(value) && (value as number) >= 1 ? { format: value as number } : { invalid: value };
}

/** The command that upgrades this content folder, as the owner would type it. */
export function upgradeCommand(siteFile: string): string {
  const path = siteFile.split('\\').join('/');
  const contentDirectory = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.';
  return contentDirectory === 'content' ? 'npx portfolio upgrade' : `npx portfolio upgrade --content ${contentDirectory}`;
}

/**
 * Why this product cannot read the content, or undefined when the content is in its format. Content of another
 * format is not checked further: its fields are another format's, and each would be a confusing error.
 */
export function formatMismatchMessage(siteFile: string, format: SiteFormat, productVersion: string): string | undefined {
  const product = `${productName} ${productVersion}`;
  if ('invalid' in format) {
    return `"format" must be a whole number from 1 to ${currentFormat} (got ${JSON.stringify(format.invalid)}): write the format the content was made in, ${currentFormat} for content made by ${product}`;
  }
  if (format.format > currentFormat) {
    return (
      `${siteFile} is format ${format.format}, but ${product} reads format ${currentFormat}: this content was made by a newer ` +
      `${productName}; install a version newer than ${productVersion} (npm install ${productName}@latest) and run the command again`
    );
  }
  if (format.format < currentFormat) {
    const upgrade = upgradeCommand(siteFile);
    return (
      `${siteFile} is format ${format.format}, but ${product} reads format ${currentFormat}: run \`${upgrade}\` to migrate ` +
      `the content (\`${upgrade} --dry-run\` shows the changes first)`
    );
  }
  return undefined;
}

/** The problem to report on site.json when its format is not this product's, at its "format" if it has one. */
export function formatMismatchProblem(site: JsonDocument, productVersion: string): Problem | undefined {
  const message = formatMismatchMessage(site.file, siteFormatOf(site.value), productVersion);
  return message === undefined ? undefined : problemAt(site, '/format', 'error', message);
}
