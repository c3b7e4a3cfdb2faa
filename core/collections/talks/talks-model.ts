import type { CollectionModel } from '../collection-model.ts';

/**
 * Talks (content/talks.json): talks, seminars, posters and panels, upcoming ones first. "Upcoming" is decided at
 * build time against the edition's date (the day of the last publications import, publications.json
 * updated_at), never the clock: two builds of the same content give the same pages.
 */
export const talksModel = {
  id: 'talks',
  file: { name: 'talks.json', schemaId: 'talks.schema.json' },
  section: 'talks',
  inSiteFeed: true,
  workReferences: { field: 'publication', itemNoun: 'talk' },
  pages: [
    {
      id: 'talks',
      neutralPath: '/talks',
      titleKey: 'talks.title',
      descriptionKey: 'talks.metaDescription',
      inSearch: true,
      structuredData: { dataKey: (language: string) => talksDataKey(language), nodes: talkEvents },
    },
  ],
  // Its share of the CV's data (talks-cv.ts): the CV page is prerendered from it and never hydrated.
  dataNoPageReads: ['talks-cv'],
  stringKeys: /^talks\.|^nav\.talks$|^cv\.talks$/,
} as const satisfies CollectionModel<'talks'>;

export const talkTypes = ['keynote', 'invited', 'contributed', 'seminar', 'poster', 'panel', 'outreach'] as const;
export type TalkType = (typeof talkTypes)[number];

/** How many past talks the home section shows after every upcoming one. */
export const homePastTalksCount = 3;

/** One talk in one language, as its pages show it. */
export interface TalkEntry {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  type: TalkType;
  title: string;
  event: string;
  location?: string;
  url?: string;
  /** A site path (/files/…) or an https URL. */
  slides?: string;
  /** An https URL (a YouTube id becomes its watch URL). */
  video?: string;
  abstract?: string;
  upcoming: boolean;
}

/** The data file of the talks page (talks.<lang>) and of the home section (talks-home.<lang>). */
export interface TalksData {
  /** Upcoming talks, soonest first. */
  upcoming: TalkEntry[];
  /** Past talks, newest first. */
  past: TalkEntry[];
  /** How many talks there are in all. */
  total: number;
}

export const talksDataKey = (language: string) => `talks.${language}` as const;
export const homeTalksDataKey = (language: string) => `talks-home.${language}` as const;

/** The edition's date (YYYY-MM-DD) from an ISO date-time as written, without a time zone shift. */
export function editionDate(updatedAt: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(updatedAt)?.[0] ?? '0000-01-01';
}

/**
 * Talks split around the edition's date: a talk on that day or after is upcoming (soonest first), the others
 * past (newest first). Talks of the same day keep the file's order.
 */
export function splitTalks<T extends { date: string }>(items: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const indexed = items.map((item, index) => ({ item, index }));
  const upcoming = indexed
    .filter(({ item }) => item.date >= today)
    .sort((a, b) => (a.item.date < b.item.date ? -1 : a.item.date > b.item.date ? 1 : a.index - b.index));
  const past = indexed
    .filter(({ item }) => item.date < today)
    .sort((a, b) => (a.item.date < b.item.date ? 1 : a.item.date > b.item.date ? -1 : a.index - b.index));
  return { upcoming: upcoming.map(({ item }) => item), past: past.map(({ item }) => item) };
}

/** The home section's talks: every upcoming one, then the latest few past ones. */
export function homeTalks(data: TalksData): TalksData {
  return { upcoming: data.upcoming, past: data.past.slice(0, homePastTalksCount), total: data.total };
}

/** Past talks (already newest first) under their year, newest year first. */
export function byYear<T extends { date: string }>(items: readonly T[]): Array<{ year: string; items: T[] }> {
  const groups: Array<{ year: string; items: T[] }> = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const last = groups.at(-1);
    if (last?.year === year) last.items.push(item);
    else groups.push({ year, items: [item] });
  }
  return groups;
}

/** A video as a link: a YouTube id becomes its watch URL, an https URL stays. */
export function videoUrl(video: string): string {
  return video.startsWith('https://') ? video : `https://www.youtube.com/watch?v=${video}`;
}

/** Slides as a link: a file under content/files/ is served at /files/…, an https URL stays. */
export function slidesUrl(slides: string): string {
  return slides.startsWith('https://') ? slides : `/${slides}`;
}

/** How many past talks the talks page describes as schema.org Events beside every upcoming one. */
export const pastTalkEventsCount = 20;

/**
 * schema.org Events for the talks page: every upcoming talk and the latest past ones (a page of 300 talks
 * would otherwise carry its list twice). Each is the owner's (`performer`), at its event (`superEvent`), with
 * its anchor on the page as its id and its event page, when known, as its URL.
 */
export function talkEvents(data: TalksData, page: { url: string; ownerId: string }): Array<Record<string, unknown>> {
  return [...data.upcoming, ...data.past.slice(0, pastTalkEventsCount)].map((talk) => talkEvent(talk, page));
}

function talkEvent(talk: TalkEntry, page: { url: string; ownerId: string }): Record<string, unknown> {
  const anchor = `${page.url}#${encodeURIComponent(talk.id)}`;
  return {
    '@type': 'Event',
    '@id': anchor,
    name: talk.title,
    startDate: talk.date,
    url: talk.url ?? anchor,
    eventStatus: 'https://schema.org/EventScheduled',
    ...(talk.location === undefined
      ? {}
      : { eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode', location: { '@type': 'Place', name: talk.location, address: talk.location } }),
    ...(talk.abstract === undefined ? {} : { description: talk.abstract }),
    superEvent: { '@type': 'Event', name: talk.event },
    performer: { '@id': page.ownerId },
  };
}
