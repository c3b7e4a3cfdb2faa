import { describe, expect, it, vi } from 'vitest';
import { changedKeys, JsonTexts, serveData } from './dev-data.ts';

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

  it('are what JSON.stringify writes, whatever the value holds', () => {
    const values: unknown[] = [
      { a: undefined, b: () => 1, c: [undefined, () => 1, Symbol('s'), null, NaN, -0], 'd"\\': 'é\u2028\n' },
      [[[[{ deep: [1, { deeper: true }] }]]]],
      { date: new Date(0), nested: { toJSON: () => ({ replaced: 1 }) }, 10: 'ten', 2: 'two', z: 'zed' },
      { empty: {}, list: [], text: '', zero: 0 },
    ];
    for (const value of values) expect(new JsonTexts().of(value)).toBe(JSON.stringify(value));
  });

  it('serialize a part kept from one refresh to the next once, and see a new part', () => {
    const texts = new JsonTexts();
    const work = { id: 'W1', authors: [{ name: 'A. Author' }] };
    const first = { publications: { items: [work] }, 'publication.w1': { key: 'w1', publication: work } };
    const served = serveData(first, texts);
    const serialized = vi.spyOn(JSON, 'stringify');
    const changed = { id: 'W2', authors: [{ name: 'B. Author' }] };
    const next = serveData({ publications: { items: [work, changed] }, 'publication.w1': { key: 'w1', publication: work } }, texts);
    const serializedParts = serialized.mock.calls.map(([value]) => value);
    serialized.mockRestore();
    expect(serializedParts).not.toContain(work);
    expect(serializedParts).toContain(changed);
    expect(next.get('publications')).toBe(JSON.stringify({ items: [work, changed] }));
    expect(next.get('publication.w1')).toBe(served.get('publication.w1'));
  });
});
