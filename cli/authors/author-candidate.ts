import { bareOrcid, shortAuthorId } from '../publications/identifiers.ts';

/**
 * The Author object's fields the lookup reads (docs.openalex.org → API entities → Authors → Author object).
 * Every key may be absent or null.
 */
export interface OpenAlexAuthor {
  id?: string | null;
  display_name?: string | null;
  orcid?: string | null;
  works_count?: number | null;
  cited_by_count?: number | null;
  ids?: { openalex?: string | null; orcid?: string | null } | null;
  last_known_institutions?: Array<{ display_name?: string | null; country_code?: string | null } | null> | null;
  topics?: Array<{ display_name?: string | null; count?: number | null } | null> | null;
}

/** The fields `select=` asks for: top-level only, as the API requires. */
export const selectedAuthorFields = ['id', 'display_name', 'orcid', 'works_count', 'cited_by_count', 'ids', 'last_known_institutions', 'topics'] as const;

/** One row of `find-author`, and what `init` builds site.json from. */
export interface AuthorCandidate {
  /** Short OpenAlex id, A5023888391. */
  id: string;
  name: string;
  /** Last known institution(s), most recent first as OpenAlex lists them. */
  institutions: string[];
  worksCount: number;
  citations: number;
  /** Bare ORCID iD or null. */
  orcid: string | null;
  /** Top topics, most works first. */
  topics: string[];
}

const topicsShown = 3;

/** Null when the record has no usable author id. */
export function toCandidate(author: OpenAlexAuthor, topicCount = topicsShown): AuthorCandidate | null {
  const id = shortAuthorId(author.id ?? author.ids?.openalex);
  if (id === null) return null;
  const institutions = (author.last_known_institutions ?? [])
    .map((institution) => institution?.display_name?.trim() ?? '')
    .filter((name) => name !== '');
  // OpenAlex sorts topics by count; sorting again (stable) keeps that order when counts are absent.
  const topics = [...(author.topics ?? [])]
    .filter((topic) => typeof topic?.display_name === 'string' && topic.display_name.trim() !== '')
    .sort((a, b) => (b?.count ?? 0) - (a?.count ?? 0))
    .map((topic) => (topic?.display_name ?? '').trim());
  return {
    id,
    name: (author.display_name ?? '').normalize('NFC').trim() || id,
    institutions: [...new Set(institutions)],
    worksCount: nonNegative(author.works_count),
    citations: nonNegative(author.cited_by_count),
    orcid: bareOrcid(author.orcid ?? author.ids?.orcid ?? null),
    topics: [...new Set(topics)].slice(0, topicCount),
  };
}

function nonNegative(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.trunc(value) : 0;
}
