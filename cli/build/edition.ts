import type { Edition, ImageSize, SectionId, SiteLanguage } from '../../schemas/types.generated.ts';

/**
 * The copyright year: the year of the last publications import, read from its ISO date as written (no time
 * zone shift). Taken from the content, never from the clock, so a page is the same in every build of the same
 * content and hydration matches it.
 */
export function copyrightYear(updatedAt: string): number | null {
  const year = /^(\d{4})-\d{2}-\d{2}/.exec(updatedAt)?.[1];
  return year === undefined ? null : Number(year);
}

export interface EditionInput {
  publicationsUpdatedAt: string;
  socialImageSize: ImageSize | undefined;
  /** Site path of the profile photo's largest version in its own format; null without a photo. */
  photo: string | null;
  /** The site's languages in order, with each one's interface strings. */
  languages: ReadonlyArray<{ code: string; strings: Readonly<Record<string, string | undefined>> }>;
  sections: readonly SectionId[];
  /** The home page's sections after the hero, in order. */
  homeSections: readonly SectionId[];
}

function siteLanguage({ code, strings }: EditionInput['languages'][number]): SiteLanguage {
  return { code, name: strings['language.name'] ?? code, ogLocale: strings['language.ogLocale'] ?? code };
}

export function edition(input: EditionInput): Edition {
  return {
    year: copyrightYear(input.publicationsUpdatedAt),
    socialImageSize: input.socialImageSize ?? null,
    photo: input.photo,
    languages: input.languages.map(siteLanguage),
    sections: [...input.sections],
    homeSections: [...input.homeSections],
  };
}
