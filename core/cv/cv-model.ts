import type {
  Publication,
  SiteConfig,
  SkillsFile,
  TimelineFile,
  TimelineItem,
} from '../../schemas/types.generated.ts';
import type { Formats } from '../i18n/intl-memo.ts';
import type { Translate } from '../i18n/translate.ts';
import { contactLinks, type CvLink } from './cv-links.ts';
import type { CvWork, CvWorks } from './cv-works.ts';
import { textIn, textListIn } from './localized.ts';
import {
  awardEntries,
  grantEntries,
  serviceEntries,
  type AwardEntry,
  type GrantEntry,
  type RecognitionFiles,
  type ServiceEntry,
} from '../collections/recognition/recognition-model.ts';
import { talkEntries, type CvTalk, type CvTalksFile } from './talk-entries.ts';
import { courseEntries, supervisionEntries, type CvCourse, type CvSupervisionGroup, type CvTeachingFile } from './teaching-entries.ts';
import type { AuthorRun } from '../collections/publications/author-runs.ts';
import { workLanguage } from '../i18n/text-language.ts';
import { cvAuthorLine } from './cv-author-line.ts';
import { displayedVenue } from '../collections/publications/venue.ts';
import { issuingBody } from '../collections/publications/work-kind.ts';

/**
 * What the CV is made from: the validated content. The optional files are left out when the site has none
 * (awards, grants, service: RecognitionFiles; talks and teaching: their CV shares, data files `talks-cv` and
 * `teaching-cv`).
 */
export interface CvInput extends RecognitionFiles {
  site: SiteConfig & { cv?: { publications?: string[] } };
  publications: CvWorks;
  experience?: TimelineFile | undefined;
  education?: TimelineFile | undefined;
  skills?: SkillsFile | undefined;
  talks?: CvTalksFile | undefined;
  teaching?: CvTeachingFile | undefined;
}

export interface CvEntry {
  id: string;
  title: string;
  organization: string;
  role: string;
  location: string;
  dates: string;
  summary: string;
  bullets: string[];
  links: { label: string; url: string }[];
}

export interface CvPublication {
  id: string;
  title: string;
  /** Its authors as runs of one style, the owner's bold; a long list shortened (cv-author-line.ts). */
  authorLine: AuthorRun[];
  venue: string;
  year: string;
  url: string;
  /** The language of the title, or null when unknown (core/i18n/text-language.ts). */
  textLanguage: string | null;
}

export interface CvHeadings {
  about: string;
  experience: string;
  education: string;
  skills: string;
  keywords: string;
  talks: string;
  teaching: string;
  supervision: string;
  awards: string;
  grants: string;
  service: string;
}

export interface CvGroup<T> {
  heading: string;
  items: T[];
}

/** A CV in one language, every text resolved: the PDF and the CV page draw the same thing. */
export interface Cv {
  language: string;
  name: string;
  jobTitle: string;
  affiliation: string;
  location: string;
  about: string;
  contact: CvLink[];
  headings: CvHeadings;
  experience: CvEntry[];
  education: CvEntry[];
  skills: CvGroup<string>[];
  keywords: string[];
  publications: CvGroup<CvPublication>[];
  /** Past talks only, newest first. */
  talks: CvTalk[];
  courses: CvCourse[];
  supervision: CvSupervisionGroup[];
  awards: AwardEntry[];
  grants: GrantEntry[];
  service: ServiceEntry[];
  /** "Publications" or, when site.json → cv.publications picks them, "Selected publications". */
  publicationsHeading: string;
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
const skillCategoryOrder: readonly SkillsFile['skills'][number]['category'][] = ['programming', 'analysis', 'tools'];

function capitalized(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

function timelineEntries(file: TimelineFile | undefined, language: string, format: Formats, t: Translate): CvEntry[] {
  if (file === undefined) return [];
  const newestFirst = [...file.items].sort((a, b) =>
    a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : 0,
  );
  return newestFirst.map((item: TimelineItem) => ({
    id: item.id,
    title: textIn(item.title, language),
    organization: item.organization,
    role: textIn(item.role, language),
    location: textIn(item.location, language),
    dates: `${format.month(item.start_date)} – ${item.end_date === null ? t('cv.present') : format.month(item.end_date)}`,
    summary: textIn(item.summary, language),
    bullets: textListIn(item.bullets, language),
    links: (item.links ?? []).map((link) => ({ label: textIn(link.label, language), url: link.url })),
  }));
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
export function cvPublications(input: CvInput): CvWork[] {
  const chosen = input.site.cv?.publications;
  if (chosen === undefined || chosen.length === 0) return input.publications.items;
  const ids = new Set(chosen.map((id) => id.toLowerCase()));
  return input.publications.items.filter((publication) => ids.has(publication.id.toLowerCase()));
}

function publicationGroups(input: CvInput, t: Translate): CvGroup<CvPublication>[] {
  const works = cvPublications(input);
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

function skillGroups(skills: SkillsFile | undefined, language: string, t: Translate): CvGroup<string>[] {
  if (skills === undefined) return [];
  return skillCategoryOrder
    .map((category) => ({
      heading: t(`cv.skills${capitalized(category)}`),
      items: skills.skills
        .filter((skill) => skill.category === category)
        .map((skill) => (typeof skill.name === 'string' ? skill.name : textIn(skill.name, language))),
    }))
    .filter((group) => group.items.length > 0);
}

/** The day of an ISO timestamp as written (no time-zone shift), and in words in the CV's language. */
function generatedDay(updatedAt: string, format: Formats): { iso: string; text: string } {
  const iso = /^\d{4}-\d{2}-\d{2}/.exec(updatedAt)?.[0] ?? '1970-01-01';
  return { iso, text: format.longDate(`${iso}T00:00:00Z`) ?? iso };
}

/** Builds the CV of one language from the content, with the interface strings `t` and the language's `format`. */
export function cvModel(input: CvInput, language: string, t: Translate, format: Formats): Cv {
  const { profile } = input.site;
  const day = generatedDay(input.publications.updated_at, format);
  const selected = (input.site.cv?.publications?.length ?? 0) > 0;
  return {
    language,
    name: profile.name,
    jobTitle: textIn(profile.jobTitle, language),
    affiliation: profile.affiliation,
    location: textIn(profile.location, language),
    about: textIn(profile.about, language),
    contact: contactLinks(profile, t),
    headings: {
      about: t('cv.about'),
      experience: t('cv.experience'),
      education: t('cv.education'),
      skills: t('cv.skills'),
      keywords: t('cv.keywords'),
      talks: t('cv.talks'),
      teaching: t('cv.teaching'),
      supervision: t('cv.supervision'),
      awards: t('cv.awards'),
      grants: t('cv.grants'),
      service: t('cv.service'),
    },
    experience: timelineEntries(input.experience, language, format, t),
    education: timelineEntries(input.education, language, format, t),
    skills: skillGroups(input.skills, language, t),
    keywords: textListIn(input.skills?.keywords, language),
    publications: publicationGroups(input, t),
    talks: talkEntries(input.talks?.items ?? [], input.publications.updated_at, language, format, t),
    courses: courseEntries(input.teaching?.courses ?? [], language, format, t),
    supervision: supervisionEntries(input.teaching?.supervision ?? [], language, format, t),
    awards: awardEntries(input.awards?.items ?? [], language, format),
    grants: grantEntries(input.grants?.items ?? [], language, format, t),
    service: serviceEntries(input.service?.items ?? [], language, format, t),
    publicationsHeading: t(selected ? 'cv.selectedPublications' : 'cv.publications'),
    generated: t('cv.generated', { date: day.text }),
    generatedIso: day.iso,
  };
}
