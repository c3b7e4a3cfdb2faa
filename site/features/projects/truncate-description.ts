/** Specification section 9: descriptions on /projects are cut to 120 characters plus '...'. */
export const descriptionCutLength = 120;

/**
 * Cuts a description longer than `maxLength` characters to exactly `maxLength` characters followed by '...'.
 * Characters are Unicode code points, so a cut never splits an emoji or other astral character in half.
 */
export function truncateDescription(description: string, maxLength: number = descriptionCutLength): string {
  const characters = Array.from(description);
  if (characters.length <= maxLength) return description;
  return `${characters.slice(0, maxLength).join('')}...`;
}
