import { describe, expect, it } from 'vitest';
import { directoryPageUrls, isCachedWhenVisited, isSearchIndexFile, isSkipWaitingMessage, offlinePageCandidates } from './precache-urls.ts';

const variants = (href: string) => directoryPageUrls({ url: new URL(href) }).map((url) => url.href);

describe('directoryPageUrls', () => {
  it('looks a page up as its directory’s index.html when the trailing slash is missing', () => {
    expect(variants('https://site.test/projects')).toEqual(['https://site.test/projects/index.html']);
    expect(variants('https://site.test/fr/projects')).toEqual(['https://site.test/fr/projects/index.html']);
    expect(variants('https://site.test/fr')).toEqual(['https://site.test/fr/index.html']);
  });

  it('adds nothing for directory URLs (Workbox’s directoryIndex handles them) or files', () => {
    expect(variants('https://site.test/')).toEqual([]);
    expect(variants('https://site.test/projects/')).toEqual([]);
    expect(variants('https://site.test/data/site.json')).toEqual([]);
    expect(variants('https://site.test/CV_2025.pdf')).toEqual([]);
  });
});

describe('offlinePageCandidates', () => {
  it('prefers the 404 page of the URL’s language folder', () => {
    expect(offlinePageCandidates('/fr/nowhere')).toEqual(['/fr/404.html', '/404.html']);
    expect(offlinePageCandidates('/fr/deep/nowhere')).toEqual(['/fr/404.html', '/404.html']);
  });

  it('falls back to the root 404 page', () => {
    expect(offlinePageCandidates('/nowhere')).toEqual(['/404.html']);
    expect(offlinePageCandidates('/projects/nowhere')).toEqual(['/projects/404.html', '/404.html']);
  });
});

describe('isSkipWaitingMessage', () => {
  it('recognises the message the page sends when the visitor accepts the update', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage({ type: 'GET_VERSION' })).toBe(false);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
  });
});

describe('isCachedWhenVisited', () => {
  it("matches an item page (a paper's, a post's, a tag's) in any language and its data file, the CV pages, and nothing else", () => {
    const items = ['/publications/w4415582013/', '/fr/publications/w1/', '/publications/my-thesis/index.html', '/data/publication.w1.json'];
    const posts = ['/posts/storm-surge-notes/', '/fr/posts/storm-surge-notes/index.html', '/posts/tags/waves/', '/data/posts-item.fr.storm-surge-notes.json'];
    for (const path of [...items, ...posts, '/cv/', '/fr/cv/index.html', '/images/posts/maps.704w.avif', '/images/me.160w.jpg']) {
      expect(isCachedWhenVisited(path), path).toBe(true);
    }
    const lists = ['/publications/', '/fr/publications/', '/posts/', '/fr/posts/index.html', '/data/posts.en.json'];
    for (const path of [...lists, '/images/social-card.png', '/images/projects/surgescape.svg', '/publications/feed.xml', '/data/publications-list.json', '/', '/cv/elodie-marchand-cv-en.pdf']) {
      expect(isCachedWhenVisited(path), path).toBe(false);
    }
  });
});

describe('isSearchIndexFile', () => {
  it("matches the search's script and index files only, not the search page", () => {
    for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-entry.json', '/pagefind/index/en_1a2b.pf_index', '/pagefind/wasm.fr.pagefind']) {
      expect(isSearchIndexFile(path), path).toBe(true);
    }
    for (const path of ['/search/', '/fr/search/', '/assets/search-box-abc.js', '/pagefind']) {
      expect(isSearchIndexFile(path), path).toBe(false);
    }
  });
});
