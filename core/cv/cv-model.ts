import type { Publication, SectionId } from '../../schemas/types.generated.ts';
import { collectionCvs, cvSectionOrder, type CvSectionId } from '../collections/cv-sections.ts';
import type { CollectionCv } from '../collections/collection-model.ts';
import { collectionModels, type CollectionId } from '../collections/registry.ts';
import type { Formats } from '../i18n/intl-memo.ts';
import type { Translate } from '../i18n/translate.ts';
import { contactLinks, type CvLink } from './cv-links.ts';
import { hasContent, type CvContext, type CvGroup, type CvPublication, type CvSection } from './cv-section.ts';
import type { CvWork, CvWorks } from './cv-works.ts';
import { textIn } from './localized.ts';
import { workLanguage } from '../i18n/text-language.ts';
import { cvAuthorLine } from './cv-author-line.ts';
import { displayedVenue } from '../collections/publications/venue.ts';
import { issuingBody } from '../collections/publications/work-kind.ts';

type CollectionCvs = (typeof collectionCvs)[keyof typeof collectionCvs];
type DataOf<Section> = Section extends (data: infer Data, cv: CvContext) => CvSection ? Data : never;
/** The collections' CV data files, by key, as their sections read them. */
type CvDataFiles = { [Cv in CollectionCvs as Cv['dataKey']]?: DataOf<Cv['sections'][keyof Cv['sections']]> | undefined };

/**
 * What the CV is made from: the site, the works (their CV share, `cv-publications`) and the collections' CV data
 * files, those the site has.
 */
export type CvInput = { site: CvContext['site']; publications: CvWorks } & CvDataFiles;

const cvsById: { [Id in CollectionId]?: CollectionCv<Id> } = collectionCvs;

/** The collections with sections in the CV, in the registry's order, with the section that says the site has them. */
export const cvCollections: ReadonlyArray<{ section: SectionId; cv: CollectionCv<CollectionId> }> = collectionModels.flatMap((model) => {
  const cv = cvsById[model.id];
  return cv === undefined ? [] : [{ section: model.section, cv }];
});

/** A CV in one language, every text resolved: the PDF and the CV page draw the same thing. */
export interface Cv {
  language: string;
  name: string;
  jobTitle: string;
  affiliation: string;
  location: string;
  about: string;
  aboutHeading: string;
  contact: CvLink[];
  /** The sections the content has, in the CV's order (cvSectionOrder), each by id (`cv-<id>` anchors its heading). */
  sections: Array<CvSection & { id: CvSectionId }>;
  /** The day the content was last updated (publications.updated_at), as written in the CV. */
  generated: string;
  /** The same day, ISO (YYYY-MM-DD), for the PDF's dates and <time>. */
  generatedIso: string;
}

const categoryOrder: readonly Publication['category'][] = [
  'article',
  'conference',
  'thesis',
  'preprint',
  'book',
  'other',
];

function capitalized(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/** Code-unit order: unlike a locale's collation, it needs no ICU data in the browser and never varies with it. */
function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function descendingNullsLast<T extends number | string>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? 1 : -1;
}

/** Newest first (year, then date), then title, then id: the same order in every build and every browser. */
function newestFirst(a: CvWork, b: CvWork): number {
  return (
    descendingNullsLast(a.year, b.year) ||
    descendingNullsLast(a.date ?? null, b.date ?? null) ||
    ordinal(a.title, b.title) ||
    ordinal(a.id, b.id)
  );
}

/**
 * Where a work appeared, as every citation output says it: the body that issued a thesis or a report (a report's
 * institution, when the owner gave one), else its journal, proceedings, book or server; OpenAlex's placeholder
 * 'Unknown Venue' is none. The kind of a thesis or a report is its category alone (publications/work-kind.ts).
 */
function cvVenue(work: CvWork): string {
  const issued = work.category === 'thesis' || work.category === 'other';
  return (issued ? issuingBody(work) : displayedVenue(work.venue)) ?? '';
}

/** All works, or only those site.json → cv.publications lists (ids compared without case). */
export function cvPublications(works: CvWorks, site: CvContext['site']): CvWork[] {
  const chosen = site.cv?.publications;
  if (chosen === undefined || chosen.length === 0) return works.items;
  const ids = new Set(chosen.map((id) => id.toLowerCase()));
  return works.items.filter((publication) => ids.has(publication.id.toLowerCase()));
}

function publicationGroups(all: CvWorks, site: CvContext['site'], t: Translate): CvGroup<CvPublication>[] {
  const works = cvPublications(all, site);
  const authorWords = { etAl: t('cv.etAl'), authorCount: (count: number) => t('cv.authorCount', { count }) };
  return categoryOrder
    .map((category) => ({
      heading: t(`cv.category${capitalized(category)}`),
      items: works
        .filter((work) => work.category === category)
        .sort(newestFirst)
        .map((work) => ({
          id: work.id,
          title: work.title,
          authorLine: cvAuthorLine(work.authors, work.authorsTruncated === true, authorWords),
          venue: cvVenue(work),
          year: work.year === null ? '' : String(work.year),
          url: work.url,
          // A whole publications file's works carry their abstract, which the reading needs.
          textLanguage: work.textLanguage !== undefined ? work.textLanguage : workLanguage(work),
        })),
    }))
    .filter((group) => group.items.length > 0);
}

/** The day of an ISO timestamp as written (no time-zone shift), and in words in the CV's language. */
function generatedDay(updatedAt: string, format: Formats): { iso: string; text: string } {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(updatedAt)?.[0] ?? '1970-01-01';
  return { iso, text: format.longDate(`${iso}T00:00:00Z`) ?? iso };
}

/**
 * The works' section, "Selected publications" when site.json → cv.publications picks them. The publications are
 * not a collection yet: once they are, this is the section of their CollectionCv, whose data file is
 * `cv-publications`.
 */
function publicationsSection(works: CvWorks, { site, t }: CvContext): CvSection {
  const selected = (site.cv?.publications?.length ?? 0) > 0;
  return { heading: t(selected ? 'cv.selectedPublications' : 'cv.publications'), layout: 'works', groups: publicationGroups(works, site, t) };
}

/**
 * Builds the CV of one language from the content, with the interface strings `t` and the language's `format`:
 * the sections of each collection whose CV data file the input has, and the publications', in cvSectionOrder.
 */
export function cvModel(input: CvInput, language: string, t: Translate, format: Formats): Cv {
  const { profile } = input.site;
  const day = generatedDay(input.publications.updated_at, format);
  const context: CvContext = { language, t, format, site: input.site, date: day.iso };
  const made: Partial<Record<CvSectionId, CvSection>> = { publications: publicationsSection(input.publications, context) };
  for (const { cv } of cvCollections) {
    const data = input[cv.dataKey as keyof CvDataFiles];
    if (data === undefined) continue;
    for (const [id, section] of Object.entries(cv.sections)) made[id as CvSectionId] = section(data as never, context);
  }
  return {
    language,
    name: profile.name,
    jobTitle: textIn(profile.jobTitle, language),
    affiliation: profile.affiliation,
    location: textIn(profile.location, language),
    about: textIn(profile.about, language),
    aboutHeading: t('cv.about'),
    contact: contactLinks(profile, t),
    sections: cvSectionOrder.flatMap((id) => {
      const section = made[id];
      return section !== undefined && hasContent(section) ? [{ id, ...section }] : [];
    }),
    generated: t('cv.generated', { date: day.text }),
    generatedIso: day.iso,
  };
}
