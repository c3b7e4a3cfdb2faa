import type { Edition, ImageSize } from '../../schemas/types.generated.ts';

/**
 * The copyright year: the year of the last publications import, read from its ISO date as written (no time
 * zone shift). Taken from the content, never from the clock, so a page is the same in every build of the same
 * content and hydration matches it.
 */
export function copyrightYear(updatedAt: string): number | null {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(updatedAt)?.[1];
  return year === undefined ? null : Number(year);
}

export function edition(publicationsUpdatedAt: string, socialImageSize: ImageSize | undefined): Edition {
  return { year: copyrightYear(publicationsUpdatedAt), socialImageSize: socialImageSize ?? null };
}
