import { describe, expect, it } from 'vitest';
import { queryFromUrl, urlWithQuery } from './search-query.ts';

describe('queryFromUrl', () => {
  it('reads the words of ?q=, decoded and trimmed', () => {
    expect(queryFromUrl('?q=wave')).toBe('wave');
    expect(queryFromUrl('?q=storm+surge')).toBe('storm surge');
    expect(queryFromUrl('?utm_source=x&q=%20vagues%20c%C3%B4ti%C3%A8res%20')).toBe('vagues côtières');
  });

  it('is empty without a query, or with an empty one', () => {
    expect(queryFromUrl('')).toBe('');
    expect(queryFromUrl('?q=')).toBe('');
    expect(queryFromUrl('?query=wave')).toBe('');
  });
});

describe('urlWithQuery', () => {
  it('keeps the words in ?q=, encoded, and the hash after them', () => {
    expect(urlWithQuery('/search/', 'wave run-up')).toBe('/search/?q=wave+run-up');
    expect(urlWithQuery('/fr/search/', ' côte & mer ', '#top')).toBe('/fr/search/?q=c%C3%B4te+%26+mer#top');
  });

  it('drops the query when the field is emptied', () => {
    expect(urlWithQuery('/search/', '  ')).toBe('/search/');
  });

  it('round-trips with queryFromUrl', () => {
    const words = 'équations « de Saint-Venant »';
    expect(queryFromUrl(urlWithQuery('/search/', words).slice('/search/'.length))).toBe(words);
  });
});
