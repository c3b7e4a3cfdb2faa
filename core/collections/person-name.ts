/** A person's name as reference managers store it: family and given parts, or one literal for a one-word name. */
export type PersonName = { family: string; given?: string } | { literal: string };

/** An author as the site stores one: the display name, and the parts when the owner gave them. */
export interface NamedAuthor {
  name: string;
  family?: string;
  given?: string;
}

/**
 * Lower-case words that begin a family name ("Yann Le Gall", "Jan van der Berg", "María José de la Fuente",
 * "Zoë Ó Briain"): every word from the first particle after the given name on is the family name.
 */
const particles = new Set([
  'al', 'ap', 'bin', 'da', 'dal', 'das', 'de', 'degli', 'dei', 'del', 'della', 'den', 'der', 'des', 'di', 'do', 'dos',
  'du', 'el', 'la', 'las', 'le', 'les', 'lo', 'los', 'mac', 'ní', 'nic', 'ó', 'o', 'op', "'t", 'te', 'ten', 'ter',
  'uí', 'van', 'vande', 'vanden', 'vander', 'von', 'y', 'zu', 'zum', 'zur',
]);

/**
 * The family and given names of an author: the parts the owner gave; else "Family, Given" as written; else the
 * family name is the last word with the particles before it (never the first word); a one-word name stays whole.
 */
export function personName(author: NamedAuthor | string): PersonName {
  const given = typeof author === 'string' ? undefined : author.given?.trim();
  const family = typeof author === 'string' ? undefined : author.family?.trim();
  if (family) return given ? { family, given } : { family };
  const name = (typeof author === 'string' ? author : author.name).trim();
  const comma = name.indexOf(',');
  if (comma > 0) {
    const rest = name.slice(comma + 1).trim();
    return rest === '' ? { family: name.slice(0, comma).trim() } : { family: name.slice(0, comma).trim(), given: rest };
  }
  const words = name.split(/\s+/);
  if (words.length < 2) return { literal: name };
  let start = words.length - 1;
  while (start > 1 && particles.has((words[start - 1] as string).toLowerCase())) start -= 1;
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') };
}

/** "Family, Given" (Highwire's `citation_author`, RIS's `AU`), or the literal name. */
export function invertedName(author: NamedAuthor | string): string {
  const parts = personName(author);
  if ('literal' in parts) return parts.literal;
  return parts.given ? `${parts.family}, ${parts.given}` : parts.family;
}
