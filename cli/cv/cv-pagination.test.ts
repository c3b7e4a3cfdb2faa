import { describe, expect, it } from 'vitest';
import { itemMarker, nextSpanStart, pageStarts, type LaidOutNode } from './cv-pagination.ts';

const text = (): LaidOutNode => ({ type: 'TEXT', props: {}, children: [{ type: 'TEXT_INSTANCE' }] });
const footer: LaidOutNode = { type: 'TEXT', props: { fixed: true }, children: [] };
const item = (index: number, first = false): LaidOutNode => ({ type: 'VIEW', props: { ...itemMarker(index, first) }, children: [text(), text()] });
const page = (...content: LaidOutNode[]): LaidOutNode => ({ type: 'PAGE', props: {}, children: [footer, { type: 'VIEW', props: {}, children: content }] });

describe('pageStarts', () => {
  it('names the work a page starts with, past the repeated footer; a heading or other text gives none', () => {
    const starts = pageStarts([page(text(), item(0, true)), page({ type: 'VIEW', props: {}, children: [item(1), item(2)] }), page(text(), item(3, true))]);
    expect(starts).toEqual([
      { item: null, firstInGroup: false },
      { item: 1, firstInGroup: false },
      { item: null, firstInGroup: false },
    ]);
  });
});

describe('nextSpanStart', () => {
  const at = (index: number | null, firstInGroup = false) => ({ item: index, firstInGroup });

  it('takes the latest page that starts with a work and has two pages after it', () => {
    expect(nextSpanStart([at(null), at(3), at(7), at(11), at(15)], 0)).toBe(7);
  });

  it("never cuts above a group's heading, nor at or before where the span starts", () => {
    expect(nextSpanStart([at(null), at(3), at(7, true), at(11), at(15)], 0)).toBe(3);
    expect(nextSpanStart([at(null), at(3), at(7), at(11), at(15)], 7)).toBeNull();
    expect(nextSpanStart([at(null), at(3), at(7)], 0)).toBeNull();
  });
});
