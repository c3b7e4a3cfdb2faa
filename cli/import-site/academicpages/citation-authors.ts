/**
 * The authors at the head of an academicpages `citation:` — the text before "(2021)." — as the citation wrote
 * them. "Family, G., Other, A." pairs a name with its initials; "Given Family, Given Family" lists whole names.
 */
export function authorsFromCitation(citation: string): string[] {
  const head = /^(.*?)\s*\(\s*\d{4}[a-z]?\s*\)/.exec(citation)?.[1]?.trim();
  if (head === undefined || head === '') return [];
  const pieces = head.split(/\s*(?:;|,|&|\band\b)\s*/).filter((piece) => piece !== '');
  const initials = /^(?:[A-Z][a-z]?\.\s*-?)+$/;
  const paired = pieces.length % 2 === 0 && pieces.every((piece, index) => (index % 2 === 1) === initials.test(piece));
  if (!paired) return pieces;
  const authors: string[] = [];
  for (let index = 0; index < pieces.length; index += 2) authors.push(`${pieces[index]}, ${pieces[index + 1]}`);
  return authors;
}
