import type { Translate } from '../../i18n/translate.ts';
import { workLanguage } from '../../i18n/text-language.ts';
import type { CvContext, CvGroup, CvPublication, CvSection } from '../../cv/cv-section.ts';
import { categoryOrder } from './categories.ts';
import { cvAuthorLine } from './cv-author-line.ts';
import type { CvWork, CvWorks } from '../../cv/cv-works.ts';
import { compareNewest } from './publication-data.ts';
import { displayedVenue } from './venue.ts';
import { issuingBody } from './work-kind.ts';

/**
 * The publications' section of the CV (page and PDF), from their CV share (data file `cv-publications`): the
 * works by category, newest first. core/cv/cv-model.ts places it among the collections' sections.
 */

function capitalized(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
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
function cvPublications(works: CvWorks, site: CvContext['site']): CvWork[] {
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
        .sort(compareNewest)
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

/** The works' section, "Selected publications" when site.json → cv.publications picks them. */
export function publicationsSection(works: CvWorks, { site, t }: CvContext): CvSection {
  const selected = (site.cv?.publications?.length ?? 0) > 0;
  return { heading: t(selected ? 'cv.selectedPublications' : 'cv.publications'), layout: 'works', groups: publicationGroups(works, site, t) };
}

