import { describe, expect, it } from 'vitest';
import type { Problem } from '../shared/problems.ts';
import { contentErrorOverlay } from './content-error.ts';

const error: Problem = {
  severity: 'error',
  file: 'content/site.json',
  line: 7,
  column: 19,
  pointer: '/defaultTheme',
  message: 'must be one of "light", "dark", "system": use one of them',
};
const warning: Problem = { ...error, severity: 'warning', line: 2, pointer: '/siteUrl', message: 'is the example address' };

describe('a content error over the dev server’s pages', () => {
  it('says each error as `portfolio validate` prints it, at the first error’s place, and what happens meanwhile', () => {
    const overlay = contentErrorOverlay([warning, error]);
    expect(overlay.message.split('\n')).toEqual([
      'content/site.json:7:19  /defaultTheme  error: must be one of "light", "dark", "system": use one of them',
      '',
      '✖ 1 error, 1 warning: the pages keep showing the last good content, and this page recovers by itself once it is fixed.',
    ]);
    expect(overlay).toMatchObject({ plugin: 'portfolio validate', id: 'content/site.json', loc: { file: 'content/site.json', line: 7, column: 19 } });
  });
});
