import { describe, expect, it } from 'vitest';
import { pastTalkEventsCount, talkEvents } from './talks-model.ts';
import type { TalkEntry, TalksData } from './talks-model.ts';

const talk = (id: string, date: string, extra: Partial<TalkEntry> = {}): TalkEntry => ({ id, date, type: 'invited', title: `Talk ${id}`, event: 'Coastal Days', upcoming: false, ...extra });
const page = { url: 'https://example.org/fr/talks/', ownerId: 'https://example.org/#person' };

describe('talkEvents', () => {
  it('describes a talk as the owner’s Event at its event, with its day, place, abstract and page', () => {
    const data: TalksData = {
      upcoming: [talk('agu', '2026-12-15', { upcoming: true, location: 'San Francisco, USA', url: 'https://agu.example.org/', abstract: 'Maps.' })],
      past: [talk('seminar', '2025-04-09')],
      total: 2,
    };
    expect(talkEvents(data, page)).toEqual([
      {
        '@type': 'Event',
        '@id': 'https://example.org/fr/talks/#agu',
        name: 'Talk agu',
        startDate: '2026-12-15',
        url: 'https://agu.example.org/',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'San Francisco, USA', address: 'San Francisco, USA' },
        description: 'Maps.',
        superEvent: { '@type': 'Event', name: 'Coastal Days' },
        performer: { '@id': 'https://example.org/#person' },
      },
      {
        '@type': 'Event',
        '@id': 'https://example.org/fr/talks/#seminar',
        name: 'Talk seminar',
        startDate: '2025-04-09',
        url: 'https://example.org/fr/talks/#seminar',
        eventStatus: 'https://schema.org/EventScheduled',
        superEvent: { '@type': 'Event', name: 'Coastal Days' },
        performer: { '@id': 'https://example.org/#person' },
      },
    ]);
  });

  it('describes every upcoming talk and only the latest past ones, however many there are', () => {
    const past = Array.from({ length: 300 }, (_, index) => talk(`p${index}`, '2020-01-01'));
    const upcoming = Array.from({ length: 4 }, (_, index) => talk(`u${index}`, '2027-01-01', { upcoming: true }));
    const ids = talkEvents({ upcoming, past, total: 304 }, page).map((node) => node['@id']);
    expect(ids).toHaveLength(4 + pastTalkEventsCount);
    expect(ids.slice(0, 5)).toEqual(['u0', 'u1', 'u2', 'u3', 'p0'].map((id) => `${page.url}#${id}`));
  });
});
