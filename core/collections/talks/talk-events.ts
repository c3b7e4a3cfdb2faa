import type { TalkEntry, TalksData } from './talks-model.ts';

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
