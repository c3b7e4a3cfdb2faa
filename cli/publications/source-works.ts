import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Publication } from '../../schemas/types.generated.ts';
import { insideContent } from '../content/rules/referenced-files.ts';
import { displayPath } from './content-files.ts';
import type { ImportSources } from './import-sources.ts';
import { authorFilters } from './import-sources.ts';
import { mapWork } from './map-work.ts';
import type { Merge } from './merge.ts';
import { mergeDuplicates } from './merge.ts';
import type { SourcePublications } from './merge-sources.ts';
import { OpenAlexError, createOpenAlexClient } from './openalex-client.ts';
import type { OpenAlexWork } from './openalex-types.ts';
import type { fetchOrcidWorks } from './orcid/orcid-works.ts';
import { OrcidError } from './orcid/orcid-works.ts';

/** A work a source gave that the import did not keep, and why. */
export interface SkippedWork {
  id: string | null;
  title: string | null;
  reason: string;
}

/** What one source gave: its works (free of its own copies), and what the summary says about it. */
export interface SourceOutcome {
  source: SourcePublications;
  /** What the summary shows beside the label: the OpenAlex filters, the file. */
  detail: string;
  /** What it means when the source gave nothing, for the owner to check. */
  whenEmpty: string;
  received: number;
  /** Copies of one work within this source (OpenAlex keeps several). */
  merges: Merge[];
  skipped: SkippedWork[];
  /** Works kept with something the owner should check (no year, a file where an address was expected). */
  notes: string[];
  /** Ids the owner marked as selected (al-folio's `selected = {true}`). */
  selected: string[];
  requestsMade: number;
}

export type SourceResult = { ok: true; outcome: SourceOutcome } | { ok: false; error: string; requestsMade: number };

export interface OpenAlexSettings {
  sources: ImportSources;
  exclude: ReadonlySet<string>;
  publishedIds: ReadonlySet<string>;
  apiUrl: string;
  apiKey: string | null;
}

export interface Network {
  fetch: typeof globalThis.fetch;
  sleep: (milliseconds: number) => Promise<void>;
  now: () => Date;
}

export async function openAlexWorks(settings: OpenAlexSettings, network: Network): Promise<SourceResult> {
  const client = createOpenAlexClient({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, ...network });
  const filters = authorFilters(settings.sources);
  const received: OpenAlexWork[] = [];
  try {
    for (const filter of filters) received.push(...(await client.listWorks(filter)));
  } catch (error) {
    if (error instanceof OpenAlexError) return { ok: false, error: error.message, requestsMade: client.requestsMade };
    throw error;
  }
  const owner = { authorIds: new Set(settings.sources.authorIds), orcid: settings.sources.orcid };
  const imported: Publication[] = [];
  const skipped: SkippedWork[] = [];
  for (const work of uniqueById(received)) {
    const mapped = mapWork(work, owner, settings.exclude);
    if (mapped.kind === 'publication') imported.push({ ...mapped.publication, sources: ['openalex'] });
    else skipped.push(mapped.leftOut);
  }
  const deduplicated = mergeDuplicates(imported, settings.publishedIds);
  return {
    ok: true,
    outcome: {
      source: { kind: 'openalex', label: 'OpenAlex', publications: deduplicated.publications },
      detail: filters.map((filter) => `\`${filter}\``).join(', '),
      whenEmpty: `OpenAlex has no works for ${filters.join(' or ')}`,
      received: received.length,
      merges: deduplicated.merges,
      skipped,
      notes: [],
      selected: [],
      requestsMade: client.requestsMade,
    },
  };
}

/** A .bib file of the content folder: read locally, no request. */
export async function bibtexWorks(contentDir: string, path: string): Promise<SourceResult> {
  const siteFile = displayPath(join(contentDir, 'site.json'));
  const inside = insideContent(path);
  if (inside === undefined) {
    return { ok: false, error: `${siteFile}: publications.sources names "${path}", which leaves the content folder: put the .bib file inside it`, requestsMade: 0 };
  }
  const file = displayPath(join(contentDir, inside));
  let text: string;
  try {
    text = await readFile(join(contentDir, inside), 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'not found' : error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${file} (named in ${siteFile} publications.sources) cannot be read: ${reason}; add the file or correct the path`, requestsMade: 0 };
  }
  // The parser takes half a second to load: only an import with a .bib source pays for it.
  const { readBibtex } = await import('./bibtex/read-bibtex.ts');
  const read = readBibtex(text);
  const where = (line: number, key: string | null) => `${file}:${line}${key === null ? '' : ` ${key}`}`;
  return {
    ok: true,
    outcome: {
      source: { kind: 'bibtex', label: inside, publications: read.works.map((work) => ({ ...work.publication, sources: ['bibtex'] })) },
      detail: `\`${file}\``,
      whenEmpty: `${file} has no entries`,
      received: read.works.length + read.skipped.length,
      merges: [],
      skipped: read.skipped.map((entry) => ({ id: where(entry.line, entry.key), title: entry.title, reason: entry.reason })),
      notes: read.works.flatMap((work) => [
        ...work.warnings.map((warning) => `${where(work.line, work.key)}: ${warning}`),
        ...(work.unkeptKeys.length === 0 ? [] : [`${where(work.line, work.key)}: ${work.unkeptKeys.join(', ')} not imported (the site has no place for them)`]),
      ]),
      selected: read.works.filter((work) => work.selected).map((work) => work.publication.id),
      requestsMade: 0,
    },
  };
}

export async function orcidRecordWorks(
  orcid: string,
  options: { apiUrl: string; fetchWorks: typeof fetchOrcidWorks } & Pick<Network, 'fetch' | 'sleep'>,
): Promise<SourceResult> {
  try {
    const result = await options.fetchWorks(orcid, { apiUrl: options.apiUrl, fetch: options.fetch, sleep: options.sleep });
    return {
      ok: true,
      outcome: {
        source: { kind: 'orcid', label: `ORCID ${orcid}`, publications: result.publications.map((publication) => ({ ...publication, sources: ['orcid'] })) },
        detail: `\`${orcid}\``,
        whenEmpty: `the ORCID record ${orcid} has no public works`,
        received: result.publications.length + result.skipped.length,
        merges: [],
        skipped: result.skipped.map((work) => ({ id: null, title: work.title, reason: work.reason })),
        notes: [],
        selected: [],
        requestsMade: result.requestsMade,
      },
    };
  } catch (error) {
    if (error instanceof OrcidError) return { ok: false, error: `ORCID ${orcid}: ${error.message}`, requestsMade: error.requestsMade };
    throw error;
  }
}

/** The same work can come from both the author-id walk and the ORCID walk. */
function uniqueById(works: readonly OpenAlexWork[]): OpenAlexWork[] {
  const seen = new Set<string>();
  return works.filter((work) => {
    if (typeof work.id !== 'string') return true;
    if (seen.has(work.id)) return false;
    seen.add(work.id);
    return true;
  });
}
