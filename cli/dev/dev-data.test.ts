import { describe, expect, it } from 'vitest';
import { changedKeys, serveData } from './dev-data.ts';

describe('the data files the dev server serves', () => {
  it('are each key’s JSON text, made once', () => {
    expect([...serveData({ site: { name: 'É' }, 'news.en': [1, 2] })]).toEqual([
      ['site', '{"name":"É"}'],
      ['news.en', '[1,2]'],
    ]);
  });

  it('name the keys an edit changed, added or removed, and no other', () => {
    const before = serveData({ site: { name: 'A' }, 'news.en': [1], 'post.x': { body: 'x' } });
    const after = serveData({ site: { name: 'A' }, 'news.en': [1, 2], 'post.y': { body: 'y' } });
    expect(changedKeys(before, after).sort()).toEqual(['news.en', 'post.x', 'post.y']);
    expect(changedKeys(after, after)).toEqual([]);
  });
});
