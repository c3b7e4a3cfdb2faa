import { describe, expect, it } from 'vitest';
import { orcidChecksumProblem } from './orcid-id.ts';

describe('orcidChecksumProblem', () => {
  it.each([
    '0000-0002-1825-0097',
    '0000-0001-5109-3700',
    // Check character X (10), in either case.
    '0000-0002-1694-233X',
    '0000-0002-1694-233x',
    'https://orcid.org/0000-0002-1825-0097',
    'http://orcid.org/0000-0001-5109-3700',
  ])('accepts %s', (id) => {
    expect(orcidChecksumProblem(id)).toBeNull();
  });

  it('names the iD, the wrong check digit, the right one and where to copy it from', () => {
    expect(orcidChecksumProblem('0000-0002-1825-0098')).toBe(
      'The ORCID iD 0000-0002-1825-0098 has a wrong check digit (its last character should be 7 for the digits before it, so one of them is mistyped). Copy the iD from your profile on orcid.org.',
    );
  });

  it('catches two swapped digits, the commonest typing slip', () => {
    expect(orcidChecksumProblem('0000-0002-8125-0097')).toContain('wrong check digit');
    expect(orcidChecksumProblem('https://orcid.org/0000-0002-1825-0079')).toContain('0000-0002-1825-0079 has a wrong check digit');
  });

  it.each(['0000-0002-1825-009', '0000000218250097', 'orcid:0000-0002-1825-0097', 'https://example.org/0000-0002-1825-0097', ''])(
    'says %j is no iD at all and shows the form',
    (id) => {
      expect(orcidChecksumProblem(id)).toBe(
        `"${id}" is not an ORCID iD: an iD is 16 characters in four groups of four, like 0000-0002-1825-0097. Copy yours from your profile on orcid.org.`,
      );
    },
  );
});
