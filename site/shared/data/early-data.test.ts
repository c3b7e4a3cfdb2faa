import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, loadData } from './early-data.ts';

afterEach(() => vi.unstubAllGlobals());

const answering = (bodies: Record<string, unknown>) =>
  vi.fn(async (url: string) => new Response(JSON.stringify(bodies[url] ?? null), { status: url in bodies ? 200 : 404 }));

describe('early data', () => {
  it('gives the reader the load started early, fetching each file once', async () => {
    const fetchMock = answering({ '/data/skills.json': { skills: ['wave modelling'] } });
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly(['skills', 'skills']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(loadData('skills')).resolves.toEqual({ skills: ['wave modelling'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the early load was taken, and fetches at once what nobody started', async () => {
    const fetchMock = answering({ '/data/edition.json': { version: 2 } });
    vi.stubGlobal('fetch', fetchMock);
    fetchEarly(['edition']);
    await loadData('edition');
    await expect(loadData('edition')).resolves.toEqual({ version: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("leaves an early load's failure to its reader, never unhandled", async () => {
    vi.useFakeTimers();
    const fetchMock = answering({});
    vi.stubGlobal('fetch', fetchMock);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      fetchEarly(['experience']);
      const load = loadData('experience');
      const settled = expect(load).rejects.toThrow('/data/experience.json answered 404');
      await vi.runAllTimersAsync();
      await settled;
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
      vi.useRealTimers();
    }
  });
});
