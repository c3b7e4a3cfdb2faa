import { describe, expect, it } from 'vitest';
import { collectionAddress, expandPermalink, postPlaceholders, redirectFrom, servedAddresses } from './permalinks.ts';

const waves = postPlaceholders({ date: '2023-05-01', slug: 'tidal-waves', categories: ['Field Work', 'ice'] });

describe('Jekyll permalinks', () => {
  it('expands the built-in styles and templates, categories lower-cased and empty segments collapsed', () => {
    expect(expandPermalink('date', waves)).toBe('/field-work/ice/2023/05/01/tidal-waves.html');
    expect(expandPermalink('pretty', waves)).toBe('/field-work/ice/2023/05/01/tidal-waves/');
    expect(expandPermalink('ordinal', waves)).toBe('/field-work/ice/2023/121/tidal-waves.html');
    expect(expandPermalink('/blog/:year/:title/', waves)).toBe('/blog/2023/tidal-waves/');
    expect(expandPermalink('/:categories/:title/', postPlaceholders({ date: '2023-05-01', slug: 'a', categories: [] }))).toBe('/a/');
    expect(expandPermalink('/:year/:i_month/:short_year-:title', waves)).toBe('/2023/5/23-tidal-waves');
  });

  it('gives every address a file was served at', () => {
    expect(servedAddresses('/blog/2023/a/')).toEqual(['/blog/2023/a/']);
    expect(servedAddresses('/a/b.html')).toEqual(['/a/b.html', '/a/b']);
    expect(servedAddresses('/talks/talk-1')).toEqual(['/talks/talk-1', '/talks/talk-1.html']);
    expect(servedAddresses('/feed.xml')).toEqual(['/feed.xml']);
  });

  it('finds a collection file\'s address from its own permalink, the collection\'s, or the default, and none when not output', () => {
    const config = { collections: { talks: { output: true, permalink: '/:collection/:path/' }, news: { output: true }, books: { output: false } } };
    expect(collectionAddress(config, 'talks', '2012-03-01-talk-1.md', null)).toBe('/talks/2012-03-01-talk-1/');
    expect(collectionAddress(config, 'talks', 'a.md', '/talks/own')).toBe('/talks/own');
    expect(collectionAddress(config, 'news', 'sub/announcement_2.md', null)).toBe('/news/sub/announcement_2.html');
    expect(collectionAddress(config, 'books', 'b.md', null)).toBeNull();
  });

  it('reads redirect_from as one address or a list', () => {
    expect(redirectFrom({ redirect_from: ['/about/', 'about.html'] })).toEqual(['/about/', '/about.html']);
    expect(redirectFrom({ redirect_from: '/old/' })).toEqual(['/old/']);
    expect(redirectFrom({})).toEqual([]);
  });
});
