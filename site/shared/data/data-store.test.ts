import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataStore, garbageCollectionMs } from './data-store.ts';
import { fetchJsonWithRetry, HttpStatusError, retryDelayMs, defaultRetryPolicy } from './fetch-json.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DataStore', () => {
  it('serves seeded data at once, and a key it does not hold as loading', () => {
    const store = new DataStore({ skills: { skills: [] } });
    expect(store.read('skills')).toEqual({ status: 'success', data: { skills: [] } });
    expect(store.read('publications')).toEqual({ status: 'loading' });
  });

  it('reads a file at once where it can (the prerender), once, and leaves an absent one loading', () => {
    const readAtOnce = vi.fn((key: string) => (key === 'skills' ? { skills: ['x'] } : undefined));
    const store = new DataStore({}, async () => ({}), readAtOnce);
    expect(store.read('skills')).toEqual({ status: 'success', data: { skills: ['x'] } });
    expect(store.read('skills')).toEqual({ status: 'success', data: { skills: ['x'] } });
    expect(store.read('experience')).toEqual({ status: 'loading' });
    expect(readAtOnce.mock.calls.filter(([key]) => key === 'skills')).toHaveLength(1);
  });

  it('fetches again the changed keys the page holds (portfolio dev after an edit), keeps their data meanwhile, and notifies', async () => {
    const load = vi.fn(async (key: string) => ({ key, edited: true }));
    const store = new DataStore({ site: { edited: false }, skills: { edited: false } }, load);
    const changed = vi.fn();
    store.subscribe('site', changed);
    const reloading = store.reload(['site', 'news.en']);
    expect(store.read('site')).toEqual({ status: 'success', data: { edited: false } });
    await reloading;
    expect(store.read('site')).toEqual({ status: 'success', data: { key: 'site', edited: true } });
    expect(store.read('skills')).toEqual({ status: 'success', data: { edited: false } });
    expect(load.mock.calls).toEqual([['site']]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('fetches a key the page did not carry when a component subscribes, then notifies', async () => {
    const load = vi.fn(async () => ({ items: [1] }));
    const store = new DataStore({}, load);
    const changed = vi.fn();
    store.subscribe('experience', changed);
    await vi.waitFor(() => expect(store.read('experience').status).toBe('success'));
    expect(load).toHaveBeenCalledOnce();
    expect(changed).toHaveBeenCalled();
  });

  it('fetches once for several subscribers', async () => {
    const load = vi.fn(async () => 1);
    const store = new DataStore({}, load);
    store.subscribe('skills', () => {});
    store.subscribe('skills', () => {});
    await vi.waitFor(() => expect(store.read('skills').status).toBe('success'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the error of a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new HttpStatusError('/data/x.json', 503));
    const store = new DataStore({}, load);
    store.subscribe('publications', () => {});
    await vi.waitFor(() => expect(store.read('publications').status).toBe('error'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads every key a page names at once, fetching only those not loaded yet', async () => {
    const load = vi.fn(async (key: string) => ({ from: key }));
    const store = new DataStore({ site: 'seeded' }, load);
    await store.loadAll(['site', 'skills', 'strings.en']);
    expect(load.mock.calls.map(([key]) => key).sort()).toEqual(['skills', 'strings.en']);
    expect(store.read('skills')).toEqual({ status: 'success', data: { from: 'skills' } });
    expect(store.read('site')).toEqual({ status: 'success', data: 'seeded' });
  });

  it('rejects loadAll when one file cannot be loaded, so the page is not hydrated without it', async () => {
    const store = new DataStore({}, async (key) => {
      if (key === 'skills') throw new HttpStatusError('/data/skills.json', 404);
      return 1;
    });
    await expect(store.loadAll(['site', 'skills'])).rejects.toThrow('/data/skills.json answered 404');
  });

  it('drops data nobody has used for 5 minutes', async () => {
    vi.useFakeTimers();
    const store = new DataStore({ skills: 'seeded' }, async () => 'fetched');
    const unsubscribe = store.subscribe('skills', () => {});
    unsubscribe();
    vi.advanceTimersByTime(garbageCollectionMs - 1);
    expect(store.read('skills')).toEqual({ status: 'success', data: 'seeded' });
    vi.advanceTimersByTime(1);
    expect(store.read('skills')).toEqual({ status: 'loading' });
  });
});

describe('fetchJsonWithRetry', () => {
  it('backs off 1 s, 2 s, 4 s and gives up after 3 retries with the status', async () => {
    const fetchMock = vi.fn(async () => new Response('nope', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const delays: number[] = [];
    const failure = fetchJsonWithRetry('/data/publications.json', defaultRetryPolicy, async (ms) => {
      delays.push(ms);
    });
    await expect(failure).rejects.toMatchObject({ name: 'HttpStatusError', status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(delays).toEqual([1000, 2000, 4000]);
  });

  it('returns the JSON of the first successful attempt', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('{"items":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJsonWithRetry('/data/x.json', defaultRetryPolicy, async () => {})).resolves.toEqual({ items: [] });
  });

  it('caps the backoff at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, defaultRetryPolicy))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
