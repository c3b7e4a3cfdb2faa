import { describe, expect, it } from 'vitest';
import { sharedWithLast } from './shared-values.ts';

const parsed = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('a JSON value read again, sharing what did not change with the last read', () => {
  const works = {
    updated_at: '2026-11-30',
    items: [
      { id: 'W1', title: 'One', authors: [{ name: 'A. Author', isOwner: true }] },
      { id: 'W2', title: 'Two', authors: [{ name: 'B. Author', isOwner: false }] },
    ],
  };

  it('is the last value itself when nothing changed', () => {
    const last = parsed(works);
    expect(sharedWithLast(last, parsed(works))).toBe(last);
  });

  it('keeps the parts that did not change and takes the ones that did', () => {
    const last = parsed(works) as typeof works;
    const edited = parsed(works) as typeof works;
    (edited.items[1] as { title: string }).title = 'Two, revised';
    const shared = sharedWithLast(last, edited) as typeof works;
    expect(shared).not.toBe(last);
    expect(shared.items[0]).toBe(last.items[0]);
    expect(shared.items[1]).not.toBe(last.items[1]);
    expect(shared.items[1]?.authors).toBe(last.items[1]?.authors);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(edited));
  });

  it('matches items with an id by their id, so a work added first does not make the others new', () => {
    const last = parsed(works) as typeof works;
    const added = parsed({ ...works, items: [{ id: 'W0', title: 'Zero', authors: [] }, ...works.items] }) as typeof works;
    const shared = sharedWithLast(last, added) as typeof works;
    expect(shared.items.slice(1)).toEqual(last.items);
    expect(shared.items[1]).toBe(last.items[0]);
    expect(shared.items[2]).toBe(last.items[1]);
  });

  it('tells apart what JSON.stringify would write differently: the order of keys, a key gone, a type', () => {
    const last = parsed({ a: 1, b: { c: [1, 2] }, d: '1' }) as Record<string, unknown>;
    const reordered = parsed({ b: { c: [1, 2] }, a: 1, d: '1' });
    const shared = sharedWithLast(last, reordered) as Record<string, unknown>;
    expect(shared).not.toBe(last);
    expect(shared.b).toBe(last.b);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(reordered));
    expect(sharedWithLast(last, parsed({ a: 1, b: { c: [1, 2] } }))).not.toBe(last);
    expect(sharedWithLast(last, parsed({ a: 1, b: { c: [1, 2] }, d: 1 }))).not.toBe(last);
    expect(sharedWithLast(last, parsed({ a: 1, b: { c: [1, 2, 3] }, d: '1' }))).not.toBe(last);
    expect(sharedWithLast([1], { 0: 1 })).toEqual({ 0: 1 });
  });

  it('keeps a member named __proto__ a member, as JSON.parse made it', () => {
    const text = '{"__proto__": {"polluted": true}, "items": [{"id": "W1", "title": "One"}]}';
    const last = JSON.parse(text) as Record<string, unknown>;
    const next = JSON.parse(text.replace('"One"', '"Two"')) as Record<string, unknown>;
    const shared = sharedWithLast(last, next) as Record<string, unknown>;
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(JSON.stringify(shared)).toBe(JSON.stringify(JSON.parse(text.replace('"One"', '"Two"'))));
    expect(Object.getOwnPropertyDescriptor(shared, '__proto__')?.value).toBe(last['__proto__']);
  });

  it('takes the new value when there was none', () => {
    const next = parsed(works);
    expect(sharedWithLast(undefined, next)).toBe(next);
  });
});
