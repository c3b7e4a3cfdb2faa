import { afterEach, describe, expect, it } from 'vitest';
import { generateWorks, startOpenAlexStandIn } from './openalex-stand-in.ts';
import type { OpenAlexStandIn } from './openalex-stand-in.ts';

let standIn: OpenAlexStandIn;

afterEach(async () => {
  await standIn.close();
});

async function get(query: string, path = '/works'): Promise<{ status: number; type: string | null; body: string }> {
  const response = await fetch(`${standIn.url}${path}?${query}`);
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('the OpenAlex stand-in speaks the contract', () => {
  it('pages with cursors: next_cursor null on a short page, an empty closing page after a full one', async () => {
    standIn = await startOpenAlexStandIn({ works: generateWorks(4, { authorId: 'A1' }) });
    const first = JSON.parse((await get('filter=author.id:A1&per_page=2&cursor=*')).body);
    expect(first.meta).toMatchObject({ count: 4, page: null, per_page: 2, next_cursor: expect.any(String) });
    const second = JSON.parse((await get(`filter=author.id:A1&per_page=2&cursor=${first.meta.next_cursor}`)).body);
    expect(second.results).toHaveLength(2);
    const third = JSON.parse((await get(`filter=author.id:A1&per_page=2&cursor=${second.meta.next_cursor}`)).body);
    expect(third).toMatchObject({ meta: { next_cursor: null }, results: [], group_by: [] });
    const full = JSON.parse((await get('filter=author.id:A1&per_page=3&cursor=*')).body);
    const short = JSON.parse((await get(`filter=author.id:A1&per_page=3&cursor=${full.meta.next_cursor}`)).body);
    expect(short).toMatchObject({ meta: { next_cursor: null }, results: [expect.objectContaining({ id: expect.any(String) })] });
    expect(standIn.requests).toHaveLength(5);
  });

  it('filters by author id (bare or URL, | for OR) and by ORCID, and returns only selected fields', async () => {
    const works = [...generateWorks(2, { authorId: 'A1', orcid: '0000-0002-1825-0097' }), ...generateWorks(1, { authorId: 'A2' }).map((work) => ({ ...work, id: 'https://openalex.org/W77' }))];
    standIn = await startOpenAlexStandIn({ works });
    const count = async (query: string) => JSON.parse((await get(query)).body).meta.count as number;
    expect(await count('filter=author.id:A1')).toBe(2);
    expect(await count('filter=author.id:https://openalex.org/A2|A1')).toBe(3);
    expect(await count('filter=authorships.author.orcid:https://orcid.org/0000-0002-1825-0097')).toBe(2);
    expect(await count('filter=author.id:A2,authorships.author.orcid:0000-0002-1825-0097')).toBe(0);
    const selected = JSON.parse((await get('filter=author.id:A2&select=id,title')).body).results;
    expect(selected).toEqual([{ id: 'https://openalex.org/W77', title: expect.any(String) }]);
  });

  it.each([
    ['select=id,host_venue', 400, 'host_venue is not a valid select field. Valid fields for select are: id, doi'],
    ['per_page=201', 400, 'per-page parameter must be between 1 and 200.'],
    ['per-page=0', 400, 'per-page parameter must be between 1 and 200.'],
    ['filter=author.id:', 400, 'Value for param author.id must not be empty.'],
    [`filter=author.id:${Array.from({ length: 101 }, (_, index) => `A${index}`).join('|')}`, 400, 'Maximum number of values exceeded for author.id'],
    ['filter=bogus:1', 400, 'bogus is not a valid field.'],
    ['cursor=*&page=2', 400, 'Cannot use page parameter with cursor parameter.'],
    ['cursor=not-a-cursor', 400, 'Invalid cursor value.'],
  ])('answers %s with %i and the API message', async (query, status, message) => {
    standIn = await startOpenAlexStandIn({ works: [] });
    const answer = await get(query);
    expect(answer.status).toBe(status);
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.body).message).toContain(message);
  });

  it('answers unknown paths with an HTML 404 and a wrong key with a 401', async () => {
    standIn = await startOpenAlexStandIn({ works: [], apiKey: 'k' });
    const missing = await get('', '/authors/A1');
    expect([missing.status, missing.type]).toEqual([404, 'text/html']);
    const unauthorised = await get('api_key=x');
    expect(unauthorised.status).toBe(401);
    expect(JSON.parse(unauthorised.body)).toEqual({ error: 'Invalid or missing API key', message: 'API key not found' });
  });
});

describe('generateWorks', () => {
  it('gives every work the bibliographic details a citation needs, served through select', async () => {
    standIn = await startOpenAlexStandIn({ works: generateWorks(10, { authorId: 'A1' }) });
    const page = JSON.parse((await get('filter=author.id:A1&per_page=10&select=id,biblio,best_oa_location,language,keywords')).body);
    const [first, last] = [page.results[0], page.results[9]];
    expect(first).toEqual({
      id: 'https://openalex.org/W4000000001',
      biblio: { volume: '20', issue: '1', first_page: '100', last_page: '112' },
      best_oa_location: { pdf_url: 'https://example.org/articles/1.pdf' },
      language: 'en',
      keywords: expect.arrayContaining([{ display_name: 'Shoreline change', score: 0.71 }]),
    });
    expect(page.results[1].best_oa_location).toBeNull();
    expect(last.language).toBe('fr');
  });
});
