import { describe, expect, it } from 'vitest';
import { eventFromLog, isPrerenderEvent, isPrerenderStart, PageBatches, type PrerenderEvent } from './prerender-events.ts';

describe('eventFromLog', () => {
  it("reads vite-react-ssg's phase announcements", () => {
    expect(eventFromLog('\n[vite-react-ssg] Build for client...')).toEqual({ kind: 'phase', phase: 'bundle' });
    expect(eventFromLog('[vite-react-ssg] Rendering Pages... (24)')).toEqual({ kind: 'phase', phase: 'prerender', total: 24 });
    expect(eventFromLog('[vite-react-ssg] Rendering Pages...')).toEqual({ kind: 'phase', phase: 'prerender' });
    expect(eventFromLog('[vite-react-ssg] Regenerate PWA...')).toEqual({ kind: 'phase', phase: 'service worker' });
  });

  it('ignores every other line', () => {
    for (const line of ['[vite-react-ssg] Build for server...', '[vite-react-ssg] Build finished.', 'Rendering Pages... (3)', 'vite v8 building']) {
      expect(eventFromLog(line), line).toBeNull();
    }
  });
});

describe('isPrerenderEvent', () => {
  it('accepts the two event kinds only', () => {
    expect(isPrerenderEvent({ kind: 'pages', paths: ['/fr/', '/'] })).toBe(true);
    expect(isPrerenderEvent({ kind: 'phase', phase: 'bundle' })).toBe(true);
    expect(isPrerenderEvent({ kind: 'pages', paths: ['/', 1] })).toBe(false);
    expect(isPrerenderEvent({ kind: 'page', path: '/' })).toBe(false);
    expect(isPrerenderEvent('page')).toBe(false);
    expect(isPrerenderEvent(null)).toBe(false);
  });
});

describe('isPrerenderStart', () => {
  it('accepts a start with an environment of strings only', () => {
    expect(isPrerenderStart({ kind: 'start', env: { PORTFOLIO_OUT_DIR: '/site.staging-1' } })).toBe(true);
    expect(isPrerenderStart({ kind: 'start', env: { PORTFOLIO_OUT_DIR: 1 } })).toBe(false);
    expect(isPrerenderStart({ kind: 'start' })).toBe(false);
    expect(isPrerenderStart({ kind: 'page', path: '/' })).toBe(false);
    expect(isPrerenderStart(undefined)).toBe(false);
  });
});

describe('PageBatches', () => {
  it('tells the pages a batch at a time, reused ones apart, and every page before a phase', async () => {
    const sent: PrerenderEvent[] = [];
    let now = 0;
    const batches = new PageBatches((event, done) => {
      sent.push(event);
      done?.();
    }, () => now);
    batches.page('/', true);
    batches.page('/fr/', true);
    expect(sent).toEqual([]);
    batches.page('/posts/a/');
    now = 100;
    batches.page('/posts/b/');
    batches.page('/posts/c/');
    batches.tell({ kind: 'phase', phase: 'service worker' });
    batches.page('/404/');
    await batches.flushed();
    await batches.flushed();
    expect(sent).toEqual([
      { kind: 'pages', paths: ['/', '/fr/'], reused: true },
      { kind: 'pages', paths: ['/posts/a/', '/posts/b/'] },
      { kind: 'pages', paths: ['/posts/c/'] },
      { kind: 'phase', phase: 'service worker' },
      { kind: 'pages', paths: ['/404/'] },
    ]);
  });
});
