/** Specification section 9: a DOI longer than 25 characters shows as its prefix plus '/...'. */
export const doiChipMaxLength = 25;

export function shortDoi(doi: string): string {
  if (doi.length <= doiChipMaxLength) return doi;
  const slash = doi.indexOf('/');
  return slash === -1 ? `${doi.slice(0, doiChipMaxLength)}...` : `${doi.slice(0, slash)}/...`;
}

export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}
