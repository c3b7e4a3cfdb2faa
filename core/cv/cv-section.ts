import type { SiteConfig } from '../../schemas/types.generated.ts';
import type { Formats } from '../i18n/intl-memo.ts';
import type { Translate } from '../i18n/translate.ts';

/** What a section of the CV is made with beside its data file: the CV's language, the site, the edition's day. */
export interface CvContext {
  language: string;
  t: Translate;
  format: Formats;
  site: SiteConfig & { cv?: { publications?: string[] } };
  /**
   * The edition's day, YYYY-MM-DD (the day of the last publications import): what is past is judged against it,
   * never the clock, so a build of the same content is the same CV.
   */
  date: string;
}

/**
 * A section of the CV as the CV page and the PDF draw it: a heading over one of four layouts. They know the
 * layouts, not the kinds of content, so a collection's section needs no code of theirs.
 */
export type CvSection = { heading: string } & (
  | { layout: 'entries'; entries: CvEntry[] }
  /** Labelled lines of items ('Programming: Python, R'). */
  | { layout: 'rows'; rows: CvGroup<string>[] }
  /** Lists of items, each under its group's heading; a group headed '' is the section's one list. */
  | { layout: 'list'; groups: CvGroup<CvListItem>[] }
  /** The works, numbered across their groups. */
  | { layout: 'works'; groups: CvGroup<CvPublication>[] }
);

export interface CvGroup<T> {
  heading: string;
  items: T[];
}

/** A position or a degree: what, when, where, the role, a summary and its bullets. */
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

/** One line of a list (a talk, a course, an award…): its title, linking to `url` unless '', dates, detail, text. */
export interface CvListItem {
  id: string;
  title: string;
  url: string;
  dates: string;
  /** The day, YYYY-MM-DD, for <time>, when `dates` is one day's month. */
  dateIso?: string;
  detail: string;
  text: string;
}

/** A stretch of an author line drawn in one style: the owner's name bold, everything else plain. */
export interface AuthorRun {
  text: string;
  owner: boolean;
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

/** Whether a section has anything to show: the CV leaves out the others. */
export function hasContent(section: CvSection): boolean {
  switch (section.layout) {
    case 'entries':
      return section.entries.length > 0;
    case 'rows':
      return section.rows.length > 0;
    default:
      return section.groups.some((group) => group.items.length > 0);
  }
}

/** A section that is one list. */
export function listSection(heading: string, items: CvListItem[]): CvSection {
  return { heading, layout: 'list', groups: [{ heading: '', items }] };
}

/** A list item's detail line: the parts it has, joined by ' · '. */
export function detailLine(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' · ');
}
