import { bareOrcid, shortAuthorId } from '../identifiers.ts';

/** An Author object as the 2026 API shapes it; every key optional, as in real records. */
export type StandInAuthor = Record<string, unknown> & { id: string };

/** The Author's top-level fields: anything else in `select` is answered with a 400. */
const validAuthorSelectFields = new Set([
  'id', 'orcid', 'display_name', 'display_name_alternatives', 'works_count', 'cited_by_count', 'summary_stats', 'ids',
  'affiliations', 'last_known_institutions', 'topics', 'topic_share', 'x_concepts', 'counts_by_year', 'works_api_url',
  'updated_date', 'created_date',
]);

export type AuthorsAnswer = { status: 200; body: unknown } | { status: 400; body: { error: string; message: string } } | { status: 404 };

/** Accent- and case-blind words, as OpenAlex's search matches names. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function names(author: StandInAuthor): string[] {
  const alternatives = Array.isArray(author.display_name_alternatives) ? author.display_name_alternatives : [];
  return [author.display_name, ...alternatives].filter((name): name is string => typeof name === 'string');
}

function project(author: StandInAuthor, fields: readonly string[] | null): Record<string, unknown> {
  if (fields === null) return author;
  return Object.fromEntries(fields.filter((field) => field in author).map((field) => [field, author[field]]));
}

/**
 * GET /authors?search=…|filter=orcid:…, GET /authors/A…, GET /authors/orcid:… over `authors`, or null when
 * the path is no authors route. An unknown id is a 404 (the real API sends an HTML page).
 */
export function answerAuthors(authors: readonly StandInAuthor[], path: string, query: URLSearchParams): AuthorsAnswer | null {
  if (path !== '/authors' && !path.startsWith('/authors/')) return null;
  const invalid = (message: string): AuthorsAnswer => ({ status: 400, body: { error: 'Invalid query parameters error.', message } });
  const select = query.get('select');
  const fields = select === null ? null : select.split(',').map((field) => field.trim());
  for (const field of fields ?? []) {
    if (!validAuthorSelectFields.has(field)) return invalid(`${field} is not a valid select field. Valid fields for select are: ${[...validAuthorSelectFields].join(', ')}.`);
  }

  const single = /^\/authors\/(.+)$/.exec(path)?.[1];
  if (single !== undefined) {
    const key = decodeURIComponent(single);
    const orcid = key.toLowerCase().startsWith('orcid:') ? bareOrcid(key.slice('orcid:'.length)) : null;
    const id = orcid === null ? shortAuthorId(key) : null;
    const found = authors.find((author) => (orcid !== null ? bareOrcid(author.orcid) === orcid : id !== null && shortAuthorId(author.id) === id));
    return found === undefined ? { status: 404 } : { status: 200, body: project(found, fields) };
  }

  const perPage = Number(query.get('per_page') ?? query.get('per-page') ?? '25');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 200) return invalid('per-page parameter must be between 1 and 200.');
  const search = words(query.get('search') ?? '');
  const filter = query.get('filter');
  const filterOrcid = filter?.startsWith('orcid:') ? bareOrcid(filter.slice('orcid:'.length)) : undefined;
  if (filter !== null && filterOrcid === undefined) return invalid(`${filter.split(':')[0]} is not a valid field for this stand-in: use orcid.`);
  const matched = authors.filter(
    (author) =>
      (search.length === 0 || names(author).some((name) => search.every((word) => words(name).includes(word)))) &&
      (filterOrcid === undefined || bareOrcid(author.orcid) === filterOrcid),
  );
  const page = matched.slice(0, perPage);
  return {
    status: 200,
    body: {
      meta: { count: matched.length, db_response_time_ms: 1, page: 1, per_page: perPage, groups_count: null, cost_usd: 0.001 },
      results: page.map((author) => project(author, fields)),
      group_by: [],
    },
  };
}

function institution(id: string, name: string, country: string): Record<string, unknown> {
  return { id: `https://openalex.org/${id}`, ror: null, display_name: name, country_code: country, type: 'education', lineage: [`https://openalex.org/${id}`] };
}

function topic(id: number, name: string, count: number): Record<string, unknown> {
  return {
    id: `https://openalex.org/T${id}`,
    display_name: name,
    count,
    subfield: { id: 'https://openalex.org/subfields/2212', display_name: 'Ocean Engineering' },
    field: { id: 'https://openalex.org/fields/22', display_name: 'Engineering' },
    domain: { id: 'https://openalex.org/domains/3', display_name: 'Physical Sciences' },
  };
}

/**
 * The example owner as OpenAlex keeps her: split into two ids (one without the ORCID), plus a homonym
 * elsewhere. Ids match generateWorks' owner (A5000000001) so works and authors agree.
 */
export function sampleAuthors(): StandInAuthor[] {
  const brest = institution('I4210000001', "Laboratoire d'Hydraulique Côtière", 'FR');
  return [
    {
      id: 'https://openalex.org/A5000000001',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
      display_name: 'Élodie Marchand',
      display_name_alternatives: ['E. Marchand', 'Elodie Marchand'],
      works_count: 24,
      cited_by_count: 311,
      summary_stats: { '2yr_mean_citedness': 3.1, h_index: 9, i10_index: 8 },
      ids: { openalex: 'https://openalex.org/A5000000001', orcid: 'https://orcid.org/0000-0002-1825-0097' },
      affiliations: [{ institution: brest, years: [2024, 2023, 2022] }],
      last_known_institutions: [brest, institution('I4210000002', 'Université de Bretagne Atlantique', 'FR')],
      topics: [topic(10001, 'Coastal and Marine Dynamics', 14), topic(10002, 'Ocean Waves and Remote Sensing', 9), topic(10003, 'Tropical and Extratropical Cyclones Research', 5), topic(10004, 'Hydrology and Sediment Transport Processes', 2)],
      works_api_url: 'https://api.openalex.org/works?filter=author.id:A5000000001',
      updated_date: '2026-11-01T00:00:00',
      created_date: '2023-07-21',
    },
    {
      id: 'https://openalex.org/A5000000002',
      orcid: null,
      display_name: 'Elodie Marchand',
      display_name_alternatives: [],
      works_count: 2,
      cited_by_count: 4,
      ids: { openalex: 'https://openalex.org/A5000000002' },
      last_known_institutions: [],
      topics: [topic(10001, 'Coastal and Marine Dynamics', 2)],
    },
    {
      id: 'https://openalex.org/A5000000003',
      orcid: 'https://orcid.org/0000-0001-5109-3700',
      display_name: 'Élodie Marchand',
      works_count: 57,
      cited_by_count: 902,
      ids: { openalex: 'https://openalex.org/A5000000003', orcid: 'https://orcid.org/0000-0001-5109-3700' },
      last_known_institutions: [institution('I4210000003', 'Université de Montréal', 'CA')],
      topics: [topic(20001, 'Medieval Literature and History', 31)],
    },
  ];
}
