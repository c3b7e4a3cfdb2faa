import { describe, expect, it } from 'vitest';
import { byYear, editionDate, homeTalks, slidesUrl, splitTalks, videoUrl, type TalkEntry } from './talks-model.ts';

describe('splitTalks', () => {
  const items = [
    { id: 'past-a', date: '2025-03-01' },
    { id: 'later', date: '2027-01-10' },
    { id: 'past-b', date: '2026-11-15' },
    { id: 'today', date: '2026-11-16' },
    { id: 'past-c', date: '2025-03-01' },
    { id: 'soon', date: '2026-12-01' },
  ];

  it('puts talks on the edition day or after first, soonest first; the others newest first', () => {
    const { upcoming, past } = splitTalks(items, '2026-11-16');
    expect(upcoming.map((item) => item.id)).toEqual(['today', 'soon', 'later']);
    expect(past.map((item) => item.id)).toEqual(['past-b', 'past-a', 'past-c']);
  });

  it('gives the same answer for the same content whatever the clock says', () => {
    expect(splitTalks(items, '2000-01-01').past).toEqual([]);
    expect(splitTalks(items, '2030-01-01').upcoming).toEqual([]);
  });
});

describe('homeTalks', () => {
  const talk = (id: string, date: string): TalkEntry => ({ id, date, type: 'seminar', title: id, event: 'E', upcoming: false });
  it('keeps every upcoming talk and the 3 latest past ones', () => {
    const data = {
      upcoming: [talk('u1', '2027-01-01'), talk('u2', '2027-02-01'), talk('u3', '2027-03-01'), talk('u4', '2027-04-01')],
      past: [talk('p1', '2026-01-01'), talk('p2', '2025-01-01'), talk('p3', '2024-01-01'), talk('p4', '2023-01-01')],
      total: 8,
    };
    const home = homeTalks(data);
    expect(home.upcoming).toHaveLength(4);
    expect(home.past.map((item) => item.id)).toEqual(['p1', 'p2', 'p3']);
    expect(home.total).toBe(8);
  });
});

describe('talk helpers', () => {
  it('groups past talks under their year', () => {
    expect(byYear([{ date: '2026-01-02' }, { date: '2026-01-01' }, { date: '2024-05-05' }]).map(({ year, items }) => [year, items.length])).toEqual([
      ['2026', 2],
      ['2024', 1],
    ]);
  });

  it('reads the edition date as written', () => {
    expect(editionDate('2026-11-16T23:30:00.000-05:00')).toBe('2026-11-16');
  });

  it('makes links of a YouTube id and of a slides file', () => {
    expect(videoUrl('Hs3kP8wQz1A')).toBe('https://www.youtube.com/watch?v=Hs3kP8wQz1A');
    expect(videoUrl('https://vimeo.com/1')).toBe('https://vimeo.com/1');
    expect(slidesUrl('files/a.pdf')).toBe('/files/a.pdf');
    expect(slidesUrl('https://example.org/a.pdf')).toBe('https://example.org/a.pdf');
  });
});
