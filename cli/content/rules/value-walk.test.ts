import { describe, expect, it } from 'vitest';
import { walkValue, type ValueVisitor } from './value-walk.ts';

const shouted = (): ValueVisitor<string> => ({ atString: (text) => (text === text.toUpperCase() ? text : undefined), skipped: new Set(['hidden']), found: new WeakMap() });

describe('a walk over a document’s value', () => {
  it('finds each string and record where it is, without entering a skipped member', () => {
    const visitor: ValueVisitor<string> = { ...shouted(), atRecord: (record) => ('flag' in record ? 'flagged' : undefined) };
    const value = { title: 'LOUD', hidden: 'SKIPPED', items: [{ flag: 1, text: 'quiet', list: ['X'] }], nested: { deep: ['a', 'B'] } };
    expect(walkValue(value, visitor)).toEqual([
      { path: ['title'], found: 'LOUD' },
      { path: ['items', 0], found: 'flagged' },
      { path: ['items', 0, 'list', 0], found: 'X' },
      { path: ['nested', 'deep', 1], found: 'B' },
    ]);
  });

  it('remembers what it found in an item of a top-level list by the item, placed where the item is now', () => {
    const visitor = shouted();
    const item = { title: 'LOUD', authors: ['quiet', 'ALSO'] };
    expect(walkValue({ items: [item] }, visitor)).toEqual([
      { path: ['items', 0, 'title'], found: 'LOUD' },
      { path: ['items', 0, 'authors', 1], found: 'ALSO' },
    ]);
    // The same item, now second: not walked again (this visitor finds nothing; what it gives is the first walk's),
    // and its findings are placed where it is now.
    const remembered: ValueVisitor<string> = { ...visitor, atString: () => undefined };
    expect(walkValue({ items: [{ title: 'NEW' }, item] }, remembered)).toEqual([
      { path: ['items', 1, 'title'], found: 'LOUD' },
      { path: ['items', 1, 'authors', 1], found: 'ALSO' },
    ]);
    expect(walkValue({ items: [{ title: 'NEW' }, item] }, visitor)[0]).toEqual({ path: ['items', 0, 'title'], found: 'NEW' });
  });
});
