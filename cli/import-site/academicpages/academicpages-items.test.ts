import { describe, expect, it } from 'vitest';
import { talkType } from './academicpages-items.ts';

describe('talkType', () => {
  it('maps academicpages\' free talk types to the new site\'s', () => {
    expect(['Keynote', 'Invited talk', 'Poster', 'Departmental seminar', 'Conference proceedings talk', 'Contributed talk', 'Tutorial', 'Talk'].map(talkType)).toEqual([
      'keynote',
      'invited',
      'poster',
      'seminar',
      'contributed',
      'contributed',
      'other',
      'other',
    ]);
  });
});
