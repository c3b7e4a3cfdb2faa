import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { OpenAlexWork } from '../openalex-types.ts';
import { selectedWorkFields } from '../openalex-types.ts';
import { shortWorkId } from '../identifiers.ts';

/** Real recorded OpenAlex works, by where they were read from. */
export interface RecordedWorks {
  label: string;
  works: OpenAlexWork[];
  byId(id: string): OpenAlexWork;
}

/** The shared recordings (/work/shared/fixtures/openalex), present beside the project during development. */
const sharedFixtureDir = fileURLToPath(new URL('../../../../shared/fixtures/openalex/', import.meta.url));
const sharedFiles = ['works-page-cursor-first.json', 'works-page-basic-paging.json', 'works-page-cursor-last.json'];
export const ownFixtureFile = fileURLToPath(new URL('../fixtures/recorded-works.json', import.meta.url));

/**
 * The project's own copy (always) and the shared recordings (when ../shared exists), so every
 * fixture-driven test runs on the project's copy and, in development, on the full recordings too.
 */
export function recordedWorkSets(): RecordedWorks[] {
  const sets = [recorded('own fixtures', readResults(ownFixtureFile))];
  if (existsSync(sharedFixtureDir)) {
    sets.push(recorded('shared recordings', sharedFiles.flatMap((file) => readResults(`${sharedFixtureDir}${file}`))));
  }
  return sets;
}

/**
 * A work reduced to what the import reads: the selected top-level fields, and inside them only the
 * nested keys used. The project's copy holds recorded works reduced this way.
 */
export function trimToUsedFields(work: OpenAlexWork): OpenAlexWork {
  const trimmed: Record<string, unknown> = {};
  // type_crossref is read when present (older recordings) though no longer selected.
  for (const field of [...selectedWorkFields, 'type_crossref'] as const) if (field in work) trimmed[field] = work[field];
  const location = work.primary_location;
  if (location) {
    trimmed.primary_location = {
      landing_page_url: location.landing_page_url,
      raw_type: location.raw_type,
      source: location.source ? { display_name: location.source.display_name, type: location.source.type } : location.source,
    };
  }
  if (work.open_access) trimmed.open_access = { is_oa: work.open_access.is_oa, oa_url: work.open_access.oa_url };
  if (Array.isArray(work.authorships)) {
    trimmed.authorships = work.authorships.map((authorship) => ({
      author: authorship.author ? { id: authorship.author.id, display_name: authorship.author.display_name, orcid: authorship.author.orcid } : authorship.author,
      raw_author_name: authorship.raw_author_name,
    }));
  }
  if (work.best_oa_location) trimmed.best_oa_location = { pdf_url: work.best_oa_location.pdf_url };
  if (Array.isArray(work.keywords)) {
    trimmed.keywords = work.keywords.map((keyword) => (keyword ? { display_name: keyword.display_name, score: keyword.score } : keyword));
  }
  return JSON.parse(JSON.stringify(trimmed)) as OpenAlexWork;
}

function readResults(path: string): OpenAlexWork[] {
  return (JSON.parse(readFileSync(path, 'utf8')) as { results: OpenAlexWork[] }).results;
}

function recorded(label: string, works: OpenAlexWork[]): RecordedWorks {
  return {
    label,
    works,
    byId(id) {
      const work = works.find((candidate) => shortWorkId(candidate.id) === id);
      if (work === undefined) throw new Error(`${label}: no recorded work ${id}`);
      return work;
    },
  };
}
