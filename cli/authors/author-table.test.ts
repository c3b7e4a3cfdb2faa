import { describe, expect, it } from 'vitest';
import type { AuthorCandidate } from './author-candidate.ts';
import { toCandidate } from './author-candidate.ts';
import { formatAuthorTable, nextStepHint } from './author-table.ts';

const owner: AuthorCandidate = {
  id: 'A5000000001',
  name: 'Élodie Marchand',
  institutions: ["Laboratoire d'Hydraulique Côtière"],
  worksCount: 24,
  citations: 1311,
  orcid: '0000-0002-1825-0097',
  topics: ['Coastal and Marine Dynamics', 'Ocean Waves'],
};
const split: AuthorCandidate = { id: 'A5000000002', name: 'Elodie Marchand', institutions: [], worksCount: 2, citations: 4, orcid: null, topics: [] };

describe('formatAuthorTable', () => {
  it('pads every column to its widest cell, right-aligns counts and shows a dash for what is missing', () => {
    expect(formatAuthorTable([owner, split])).toBe(
      [
        'OpenAlex id  Name             Last known institution(s)          Works  Citations  ORCID                Top topics',
        '-----------  ---------------  ---------------------------------  -----  ---------  -------------------  ----------------------------------------',
        "A5000000001  Élodie Marchand  Laboratoire d'Hydraulique Côtière     24      1,311  0000-0002-1825-0097  Coastal and Marine Dynamics; Ocean Waves",
        'A5000000002  Elodie Marchand  —                                      2          4  —                    —',
        '',
      ].join('\n'),
    );
  });

  it('cuts a long list of institutions with an ellipsis at 48 characters', () => {
    const many = { ...owner, institutions: ['Université de Bretagne Atlantique', 'Institut Universitaire Européen de la Mer'] };
    const row = formatAuthorTable([many]).split('\n')[2] ?? '';
    expect(row).toContain('Université de Bretagne Atlantique; Institut Uni…');
  });
});

describe('nextStepHint', () => {
  it('names the init command with the first id and an ORCID from any candidate', () => {
    expect(nextStepHint([split, owner])).toContain('portfolio init my-site --author A5000000002 --orcid 0000-0002-1825-0097');
    expect(nextStepHint([split])).toMatch(/^1 candidate\. .*\n {2}portfolio init my-site --author A5000000002\n$/);
    expect(nextStepHint([])).toBe('');
  });
});

describe('toCandidate', () => {
  it('reads the Author object: short id, NFC name, institutions, counts, bare ORCID, top 3 topics by count', () => {
    const candidate = toCandidate({
      id: 'https://openalex.org/A5000000001',
      display_name: 'E\u0301lodie Marchand',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
      works_count: 24,
      cited_by_count: 311,
      last_known_institutions: [{ display_name: 'LHC' }, null, { display_name: ' ' }, { display_name: 'LHC' }],
      topics: [{ display_name: 'b', count: 2 }, { display_name: 'a', count: 9 }, { display_name: 'c', count: 1 }, { display_name: 'd', count: 5 }],
    });
    expect(candidate).toEqual({
      id: 'A5000000001',
      name: 'Élodie Marchand',
      institutions: ['LHC'],
      worksCount: 24,
      citations: 311,
      orcid: '0000-0002-1825-0097',
      topics: ['a', 'd', 'b'],
    });
  });

  it('survives a record with nulls everywhere, and drops one without an id', () => {
    expect(toCandidate({ id: 'A1', display_name: null, works_count: null, topics: null, last_known_institutions: null, orcid: null })).toEqual({
      id: 'A1',
      name: 'A1',
      institutions: [],
      worksCount: 0,
      citations: 0,
      orcid: null,
      topics: [],
    });
    expect(toCandidate({ id: null })).toBeNull();
  });
});
