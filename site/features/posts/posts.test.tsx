// @vitest-environment jsdom
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { PostPageData, PostsListData } from '../../../core/collections/posts/posts-model.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { ImagesManifest } from '../../../schemas/types.generated.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { PostPage } from './post-page.tsx';
import { PostsPage } from './posts-page.tsx';
import { PostsSection } from './posts-section.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

/** A body as the build renders it (cli/collections/posts/render-post.ts): a heading, an image, text, a footnote. */
const body: Root = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', properties: { id: 'the-model' }, children: [{ type: 'text', value: 'The model' }] },
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'element', tagName: 'img', properties: { src: '/images/posts/map.jpg', alt: 'A map' }, children: [] }] },
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Text with <script>alert(1)</script> as text.' }] },
    {
      type: 'element',
      tagName: 'section',
      properties: { dataFootnotes: true, className: ['footnotes'] },
      children: [
        { type: 'element', tagName: 'h2', properties: { id: 'footnote-label', className: ['sr-only'] }, children: [{ type: 'text', value: 'Footnotes' }] },
        { type: 'element', tagName: 'a', properties: { href: '#user-content-fnref-a', dataFootnoteBackref: '', dataReference: 1 }, children: [{ type: 'text', value: '↩' }] },
      ],
    },
  ],
};

const summary = (slug: string, date: string, tags: string[] = []) => ({ slug, date, title: `Post ${slug}`, summary: `About ${slug}.`, tags, readingMinutes: 4 });

const post: PostPageData = {
  ...summary('swan', '2025-06-03', ['Machine learning']),
  body,
  twins: ['fr'],
  previous: { slug: 'older', title: 'Older one' },
  head: { title: 'Post swan', description: 'About swan.', languages: ['en', 'fr'], ogType: 'article' },
};

const list: PostsListData = { posts: [summary('b', '2025-02-01', ['Dunes']), summary('a', '2024-01-01', ['Dunes', 'Waves'])], tags: [{ tag: 'Dunes', count: 2 }, { tag: 'Waves', count: 1 }], total: 2 };

const images: ImagesManifest = {
  'images/posts/map.jpg': {
    width: 1408,
    height: 792,
    originalType: 'image/jpeg',
    sources: {
      avif: [{ url: '/images/posts/map.480w.avif', width: 480 }],
      webp: [{ url: '/images/posts/map.480w.webp', width: 480 }],
      original: [{ url: '/images/posts/map.480w.jpg', width: 480 }],
    },
  },
};

function prerender(element: React.ReactNode, language: 'en' | 'fr' = 'en') {
  const store = new DataStore({ 'posts-item.en.swan': post, [`posts.${language}`]: list, [`posts-home.${language}`]: { ...list, posts: list.posts.slice(0, 1) }, images });
  const strings = language === 'en' ? englishStrings : frenchStrings;
  return new DOMParser().parseFromString(renderToHtml(element, { strings, store, language }), 'text/html').body;
}

describe('PostPage', () => {
  it("renders the build's tree as elements, text as text, an image from its responsive versions", () => {
    const page = prerender(<PostPage itemKey="swan" dataKey="posts-item.en.swan" />);
    expect(page.querySelector('h1')?.textContent).toBe('Post swan');
    expect(page.querySelector('script')).toBeNull();
    expect([...page.querySelectorAll('article p')].some((p) => p.textContent === 'Text with <script>alert(1)</script> as text.')).toBe(true);
    expect(page.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/posts/map.480w.avif 480w');
    expect(page.querySelector('picture img')?.getAttribute('alt')).toBe('A map');
  });

  it('reads an image written as the content folder has it (images/…, no leading slash) as the site\'s /images/…, on any page', () => {
    const relative = structuredClone(body);
    const paragraph = relative.children[1] as unknown as { children: Array<{ properties: { src: string } }> };
    paragraph.children[0]!.properties.src = 'images/posts/map.jpg';
    const store = new DataStore({ 'posts-item.en.swan': { ...post, body: relative }, images });
    const page = new DOMParser().parseFromString(renderToHtml(<PostPage itemKey="swan" dataKey="posts-item.en.swan" />, { strings: englishStrings, store, language: 'en' }), 'text/html').body;
    expect(page.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/posts/map.480w.avif 480w');
  });

  it('links each heading to itself, and names the footnotes and their links back in the page language', () => {
    const page = prerender(<PostPage itemKey="swan" dataKey="posts-item.en.swan" />);
    const anchor = page.querySelector('h2#the-model a');
    expect(anchor?.getAttribute('href')).toBe('#the-model');
    expect(anchor?.getAttribute('aria-label')).toBe('Link to the section “The model”');
    expect(page.querySelector('#footnote-label')?.textContent).toBe('Footnotes');
    expect(page.querySelector('[data-reference="1"]')?.getAttribute('aria-label')).toBe('Back to reference 1');
  });

  it('shows its day, reading time, tags, its twin, and the older post only when there is no newer one', () => {
    const page = prerender(<PostPage itemKey="swan" dataKey="posts-item.en.swan" />);
    expect(page.querySelector('header time')?.textContent).toBe('3 June 2025');
    expect(page.querySelector('header')?.textContent).toContain('4 min read');
    expect(page.querySelector('header ul a')?.getAttribute('href')).toBe('/posts/tags/machine-learning/');
    expect(page.querySelector('a[hreflang="fr"]')?.getAttribute('href')).toBe('/fr/posts/swan/');
    expect(page.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/posts/older/');
    expect(page.querySelector('a[rel="next"]')).toBeNull();
  });
});

describe('PostsPage and PostsSection', () => {
  it('/posts/ lists the posts with a filter by tag, "all" the current one', () => {
    const page = prerender(<PostsPage />, 'fr');
    expect(page.querySelector('h1')?.textContent).toBe('Billets');
    expect([...page.querySelectorAll('ol h2')].map((h) => h.textContent)).toEqual(['Post b', 'Post a']);
    const filter = page.querySelector('nav[aria-label="Filtrer par mot-clé"]');
    expect([...(filter?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Tous les billets', '/fr/posts/'],
      ['Dunes (2)', '/fr/posts/tags/dunes/'],
      ['Waves (1)', '/fr/posts/tags/waves/'],
    ]);
    expect(filter?.querySelector('[aria-current="page"]')?.textContent).toBe('Tous les billets');
  });

  it('/posts/ in a language without posts says so, and the home section is left out', () => {
    const none: PostsListData = { posts: [], tags: [], total: 0 };
    const store = new DataStore({ 'posts.fr': none, 'posts-home.fr': none });
    const render = (element: React.ReactNode) =>
      new DOMParser().parseFromString(renderToHtml(element, { strings: frenchStrings, store, language: 'fr' }), 'text/html').body;
    const page = render(<PostsPage />);
    expect(page.querySelector('p')?.textContent).toBe('Pas encore de billet dans cette langue.');
    expect(page.querySelector('ol, nav')).toBeNull();
    expect(render(<PostsSection />).innerHTML).toBe('');
  });

  it('the home section shows its few posts and a link to all of them', () => {
    const section = prerender(<PostsSection />);
    expect([...section.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Post b']);
    expect(section.querySelector('a[href="/posts/"]')?.textContent).toBe('All posts (2)');
  });
});
