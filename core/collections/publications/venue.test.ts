import { describe, expect, it } from 'vitest';
import { displayedVenue } from './venue.ts';

describe('displayedVenue', () => {
  it('shows a named venue', () => {
    expect(displayedVenue('Journal of Coastal Hydrodynamics')).toBe('Journal of Coastal Hydrodynamics');
  });

  it("hides a missing, empty or 'Unknown Venue' venue", () => {
    expect(displayedVenue(null)).toBeNull();
    expect(displayedVenue('  ')).toBeNull();
    expect(displayedVenue('Unknown Venue')).toBeNull();
  });
});
