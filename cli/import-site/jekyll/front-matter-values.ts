import { keyFromName } from '../../../core/collections/publications/publication-key.ts';

/** Front matter values as Jekyll reads them, whatever YAML type the owner wrote. */

/** A non-empty trimmed string (numbers written bare count), else null. */
export function text(data: Record<string, unknown>, key: string): string | null {
  const value = data[key];
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Tags and categories: a YAML list, or one string of words separated by spaces (Jekyll splits it). */
export function words(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' || typeof item === 'number' ? [String(item).trim()] : [])).filter((item) => item !== '');
  if (typeof value === 'string') return value.split(/\s+/).filter((word) => word !== '');
  return [];
}

/** A slug the new site's addresses take: lower case, digits and inner hyphens. */
export function slugOf(name: string): string {
  return keyFromName(name) || 'untitled';
}

/** Slugs made unique in order of arrival (`waves`, `waves-2`), since two old files may share a name. */
export class SlugSet {
  private readonly taken = new Set<string>();

  claim(wanted: string): string {
    let slug = wanted;
    for (let count = 2; this.taken.has(slug); count += 1) slug = `${wanted}-${count}`;
    this.taken.add(slug);
    return slug;
  }
}
