import { describe, expect, it } from 'vitest';
import { describeChanges } from './describe-changes.ts';

describe('describeChanges', () => {
  it('lists each file with what happens to it, and the changed lines of a changed file', () => {
    const before = '{\n  "$schema": "x",\n  "publications": {\n    "openalexAuthorIds": ["A1"],\n    "exclude": []\n  }\n}\n';
    const after = '{\n  "$schema": "x",\n  "format": 2,\n  "publications": {\n    "sources": [{ "openalex": { "authors": ["A1"] } }],\n    "exclude": []\n  }\n}\n';
    expect(
      describeChanges('content/', [
        { kind: 'move', from: 'papers/w1.pdf', to: 'manuscripts/w1.pdf' },
        { kind: 'remove', path: 'news.json', before: '{}' },
        { kind: 'write', path: 'news/2025.json', before: undefined, text: '{\n  "items": []\n}\n' },
        { kind: 'write', path: 'site.json', before, text: after },
      ]),
    ).toEqual([
      'content/papers/w1.pdf → content/manuscripts/w1.pdf  moved',
      'content/news.json  removed',
      'content/news/2025.json  new (3 lines)',
      'content/site.json  changed (+2 -1 lines)',
      '      3 + "format": 2,',
      '      4 - "openalexAuthorIds": ["A1"],',
      '      5 + "sources": [{ "openalex": { "authors": ["A1"] } }],',
    ]);
  });

  it('counts the changed lines it does not show', () => {
    const before = Array.from({ length: 20 }, (_, index) => `line ${index}`).join('\n');
    const after = Array.from({ length: 20 }, (_, index) => `line ${index} changed`).join('\n');
    const lines = describeChanges('my-site', [{ kind: 'write', path: 'a.md', before, text: after }]);
    expect(lines[0]).toBe('my-site/a.md  changed (+20 -20 lines)');
    expect(lines).toHaveLength(14);
    expect(lines.at(-1)).toBe('  … 28 more changed lines');
  });
});
