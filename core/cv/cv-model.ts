import type { SectionId } from '../../schemas/types.generated.ts';
import { collectionCvs, cvSectionOrder, type CvSectionId } from '../collections/cv-sections.ts';
import type { CollectionCv } from '../collections/collection-model.ts';
import { collectionModels, type CollectionId } from '../collections/registry.ts';
import type { Formats } from '../i18n/intl-memo.ts';
import type { Translate } from '../i18n/translate.ts';
import { contactLinks, type CvLink } from './cv-links.ts';
import { hasContent, type CvContext, type CvSection } from './cv-section.ts';
import type { CvWorks } from './cv-works.ts';
import { publicationsSection } from '../collections/publications/publications-cv.ts';
import { textIn } from './localized.ts';

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

/** The day of an ISO timestamp as written (no time-zone shift), and in words in the CV's language. */
function generatedDay(updatedAt: string, format: Formats): { iso: string; text: string } {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(updatedAt)?.[0] ?? '1970-01-01';
  return { iso, text: format.longDate(`${iso}T00:00:00Z`) ?? iso };
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
