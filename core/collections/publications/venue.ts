/** Specification section 3: the placeholder venue 'Unknown Venue' is hidden like a missing one. */
const unknownVenue = 'Unknown Venue';

export function displayedVenue(venue: string | null): string | null {
  const trimmed = venue?.trim() ?? '';
  return trimmed === '' || trimmed === unknownVenue ? null : trimmed;
}
