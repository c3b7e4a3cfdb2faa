import { describe, expect, it } from 'vitest';
import type { ContentSnapshot, Migration } from './migration.ts';
import { migrations } from './migrations/registry.ts';
import { planUpgrade } from './plan-upgrade.ts';

const siteFormatOne = '{\n  "$schema": "../schemas/site.schema.json",\n  "publications": { "openalexAuthorIds": ["A1"], "exclude": [] }\n}\n';

function content(site: string): ContentSnapshot {
  return {
    texts: new Map([['site.json', site], ['posts/a.md', '# A\n'], ['news.json', '{"items": []}']]),
    others: new Set(['papers/w1.pdf', 'images/me.jpg']),
  };
}

/** A migration for a format 3 that does what a migration may: split a file, move a folder, remove a file. */
const splitAndMove: Migration = {
  from: 2,
  summary: 'test: news.json split, papers/ moved to manuscripts/',
  migrate: (snapshot) => ({
    changes: [
      { kind: 'write', path: 'news/2025.json', text: snapshot.texts.get('news.json') ?? '' },
      { kind: 'remove', path: 'news.json' },
      ...[...snapshot.others].filter((path) => path.startsWith('papers/')).map((path) => ({ kind: 'move' as const, from: path, to: path.replace('papers/', 'manuscripts/') })),
    ],
  }),
};

describe('planUpgrade', () => {
  it('runs the migrations from the content format on and sets "format" after $schema; untouched files are not listed', () => {
    const result = planUpgrade(content(siteFormatOne), '0.2.0', migrations);
    expect(result).toEqual({
      plan: {
        from: 1,
        to: 2,
        steps: migrations,
        changes: [
          {
            kind: 'write',
            path: 'site.json',
            before: siteFormatOne,
            text: '{\n  "$schema": "../schemas/site.schema.json",\n  "format": 2,\n  "publications": { "sources": [{ "openalex": { "authors": ["A1"] } }], "exclude": [] }\n}\n',
          },
        ],
      },
    });
  });

  it('plans nothing for current content, and the same plan is empty once applied (idempotent)', () => {
    const first = planUpgrade(content(siteFormatOne), '0.2.0', migrations);
    if (!('plan' in first) || first.plan.changes[0]?.kind !== 'write') throw new Error('no plan');
    expect(planUpgrade(content(first.plan.changes[0].text), '0.2.0', migrations)).toEqual({ plan: { from: 2, to: 2, steps: [], changes: [] } });
  });

  it('chains migrations, each on the result of the one before: files split, a folder moved, a file removed', () => {
    const result = planUpgrade(content(siteFormatOne), '0.3.0', [...migrations, splitAndMove], 3);
    if (!('plan' in result)) throw new Error(JSON.stringify(result));
    expect(result.plan.changes.map((change) => (change.kind === 'move' ? `move ${change.from} → ${change.to}` : `${change.kind} ${change.path}`))).toEqual([
      'move papers/w1.pdf → manuscripts/w1.pdf',
      'remove news.json',
      'write news/2025.json',
      'write site.json',
    ]);
    expect(result.plan.changes.find((change) => change.kind === 'write' && change.path === 'site.json')).toMatchObject({ text: expect.stringContaining('"format": 3,') });
  });

  it('changes nothing when a migration fails or throws, and says which', () => {
    const refusing: Migration = { from: 1, summary: 'refuses', migrate: () => ({ problems: [{ severity: 'error', file: 'news.json', line: 1, column: 1, pointer: '', message: 'cannot split' }] }) };
    expect(planUpgrade(content(siteFormatOne), '0.2.0', [refusing])).toEqual({ problems: [expect.objectContaining({ file: 'news.json', message: 'cannot split' })] });
    const throwing: Migration = { from: 1, summary: 'throws', migrate: () => ({ changes: [{ kind: 'remove', path: 'nowhere.json' }] }) };
    expect(planUpgrade(content(siteFormatOne), '0.2.0', [throwing])).toEqual({
      problems: [expect.objectContaining({ file: 'site.json', message: 'the migration from format 1 to 2 failed (nowhere.json does not exist): nothing was changed' })],
    });
  });

  it('refuses content newer than the product, an invalid format and a folder without site.json', () => {
    const newer = planUpgrade(content('{ "format": 3 }'), '0.2.0', migrations);
    expect(newer).toEqual({ problems: [expect.objectContaining({ message: expect.stringMatching(/^site\.json is format 3, but researcher-portfolio 0\.2\.0 reads format 2: .*install a version newer than 0\.2\.0/) })] });
    expect(planUpgrade(content('{ "format": "2" }'), '0.2.0', migrations)).toEqual({
      problems: [expect.objectContaining({ message: expect.stringMatching(/^"format" must be a whole number from 1 to 2 \(got "2"\)/) })],
    });
    expect(planUpgrade({ texts: new Map(), others: new Set() }, '0.2.0', migrations)).toEqual({
      problems: [expect.objectContaining({ file: 'site.json', message: 'missing file: this is not a content folder (pass --content <dir>)' })],
    });
  });
});
