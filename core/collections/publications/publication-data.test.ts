import { describe, expect, it } from 'vitest';
import {
  compareNewest,
  homeCards,
  listEntry,
  publicationPageFiles,
  publicationsHomeData,
  publicationsHomeFilterFiles,
  publicationsListAuthors,
  publicationsListData,
} from './publication-data.ts';
import { makePublication, makePublicationsFile } from './publication.fixture.ts';

const works = Array.from({ length: 10 }, (_, index) =>
  makePublication({
    id: `W${index}`,
    title: `Work ${index}`,
    year: index === 9 ? null : 2010 + index,
    date: null,
    category: index < 5 ? 'article' : 'preprint',
    citedByCount: index,
  }),
);

describe('homeCards', () => {
  it('shows the newest 6, works without a year last', () => {
    expect(homeCards(works, 'all').map((work) => work.id)).toEqual(['W8', 'W7', 'W6', 'W5', 'W4', 'W3']);
  });

  it('shows the featured works in their order, skipping unknown ids, at most 6', () => {
    expect(homeCards(works, 'all', ['W2', 'nope', 'W9', 'W0']).map((work) => work.id)).toEqual(['W2', 'W9', 'W0']);
    const all = works.map((work) => work.id);
    expect(homeCards(works, 'all', all)).toHaveLength(6);
  });

  it('shows the newest 6 of a category, ignoring the featured list', () => {
    expect(homeCards(works, 'article', ['W9']).map((work) => work.id)).toEqual(['W4', 'W3', 'W2', 'W1', 'W0']);
  });
});

describe('per-page data files', () => {
  const file = makePublicationsFile(works);

  it('gives the home page 6 cards and counts/impact over all works, whatever their number', () => {
    const home = publicationsHomeData(file);
    expect(home.cards).toHaveLength(6);
    expect(home.total).toBe(10);
    expect(home.counts).toMatchObject({ all: 10, article: 5, preprint: 5, conference: 0 });
    expect(home.impact.totalCitations).toBe(45);
    const sized = (count: number) =>
      JSON.stringify(
        publicationsHomeData(
          makePublicationsFile(Array.from({ length: count }, (_, index) => makePublication({ id: `W${index}` }))),
        ),
      ).length;
    expect(sized(500)).toBeLessThan(sized(15) * 1.05);
  });

  it('writes one small file per category filter', () => {
    const files = publicationsHomeFilterFiles(file);
    expect(Object.keys(files).sort()).toEqual([
      'publications-home.article',
      'publications-home.conference',
      'publications-home.preprint',
      'publications-home.thesis',
    ]);
    expect(files['publications-home.preprint'].cards.map((work) => work.id)).toEqual(['W8', 'W7', 'W6', 'W5', 'W9']);
  });

  it('lists every work newest first as a compact entry without abstract', () => {
    const list = publicationsListData(file);
    expect(list.entries.map((entry) => entry.key)).toEqual(['w8', 'w7', 'w6', 'w5', 'w4', 'w3', 'w2', 'w1', 'w0', 'w9']);
    expect(list.entries[0]).not.toHaveProperty('abstract');
    expect(listEntry(makePublication({ authors: [{ name: 'A', orcid: '0000', isOwner: true }] })).authors).toEqual([
      { name: 'A', isOwner: true },
    ]);
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, orcid: null, isOwner: name === 'D' }));
    const entry = listEntry(makePublication({ authors: five }));
    expect(entry).toMatchObject({
      authors: [{ name: 'A', isOwner: false }, { name: 'B', isOwner: false }, { name: 'C', isOwner: false }],
      authorCount: 5,
    });
    expect(JSON.stringify(entry)).not.toContain('"D"');
  });

  it('keeps the authors the list does not name apart, by entry key, for the search alone', () => {
    const five = ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name, orcid: null, isOwner: false }));
    const three = five.slice(0, 3);
    const works = { ...file, items: [makePublication({ id: 'W1', authors: five }), makePublication({ id: 'W2', authors: three })] };
    expect(publicationsListAuthors(works)).toEqual({ w1: 'D; E' });
  });

  it('gives each paper page its own work under publication.<key>', () => {
    const files = publicationPageFiles(file);
    expect(Object.keys(files)).toHaveLength(10);
    expect(files['publication.w3']?.publication.id).toBe('W3');
  });
});

describe('compareNewest', () => {
  it('orders by year, then date, then title', () => {
    const a = makePublication({ id: 'a', year: 2020, date: '2020-01-01', title: 'B' });
    const b = makePublication({ id: 'b', year: 2020, date: '2020-06-01', title: 'A' });
    const c = makePublication({ id: 'c', year: 2020, date: '2020-06-01', title: 'C' });
    expect([a, c, b].sort(compareNewest).map((work) => work.id)).toEqual(['b', 'c', 'a']);
  });
});
