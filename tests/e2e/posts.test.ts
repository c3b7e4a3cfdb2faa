import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { homePostsCount, tagSlug } from '../../core/collections/posts/posts-model.ts';
import { openCollectionPage, scriptsOf } from './support/collection-page.ts';
import { inLanguage, postsIn, shippedPosts, type ShippedPost } from './support/posts-content.ts';
import { pagePath, publicUrl, site, text, type Language } from './support/site-content.ts';

const baseUrl = inject('baseUrl');

const open = openCollectionPage;

const postPath = (post: Pick<ShippedPost, 'slug' | 'language'>) => inLanguage(post.language, `/posts/${post.slug}/`);
const twinsOf = (post: ShippedPost) => shippedPosts.filter((other) => other.slug === post.slug);
const listTitles = (page: Page) => page.getByRole('main').locator('ol > li > h2').allTextContents();

const withMath = shippedPosts.find((post) => post.slug === 'estimating-wave-run-up' && post.language === 'fr')!;
const withCode = shippedPosts.find((post) => post.slug === 'a-fast-swan-emulator' && post.language === 'en')!;
const englishOnly = shippedPosts.find((post) => twinsOf(post).length === 1)!;

describe.each([
  { javaScript: 'on', javaScriptEnabled: true },
  { javaScript: 'off', javaScriptEnabled: false },
])('the posts with JavaScript $javaScript', ({ javaScriptEnabled }) => {
  describe.each(['en', 'fr'] as const)('in %s', (language: Language) => {
    it('/posts/ lists the language\'s posts newest first, each with its day, reading time, summary and tags, and a filter by tag', async () => {
      const { page, problems } = await open(inLanguage(language, '/posts/'), { javaScriptEnabled });
      expect(await page.locator('h1').textContent()).toBe(text(language, 'posts.title'));
      const posts = postsIn(language);
      expect(await listTitles(page)).toEqual(posts.map((post) => post.title));
      const first = page.getByRole('main').locator('ol > li').first();
      expect(await first.locator('time').getAttribute('datetime')).toBe(posts[0]!.date);
      expect(await first.textContent()).toContain(text(language, 'posts.readingTime', { n: 1 }).replace(/^1/, ''));
      expect(await first.locator('p').nth(1).textContent()).toBe(posts[0]!.summary);
      const filter = page.getByRole('navigation', { name: text(language, 'posts.filterByTag') });
      expect(await filter.getByRole('link', { name: text(language, 'posts.allPosts') }).getAttribute('aria-current')).toBe('page');
      const tags = new Set(posts.flatMap((post) => post.tags));
      expect(await filter.getByRole('link').count()).toBe(tags.size + 1);
      expect(problems).toEqual([]);
    });

    it('the home page shows the newest posts and a link to /posts/, and the header links to it', async () => {
      const { page, problems } = await open(pagePath(language, '/'), { javaScriptEnabled });
      const section = page.locator('section#posts');
      expect(await section.locator('h2').textContent()).toBe(text(language, 'posts.title'));
      expect(await section.locator('h3').allTextContents()).toEqual(postsIn(language).slice(0, homePostsCount).map((post) => post.title));
      const all = section.getByRole('link', { name: text(language, 'posts.viewAll', { n: postsIn(language).length }) });
      expect(await all.getAttribute('href')).toBe(inLanguage(language, '/posts/'));
      const nav = page.getByRole('banner').getByRole('navigation', { name: text(language, 'nav.mainLabel') });
      expect(await nav.getByRole('link', { name: text(language, 'nav.posts'), exact: true }).getAttribute('href')).toBe(inLanguage(language, '/posts/'));
      expect(problems).toEqual([]);
    });
  });

  it('a post page shows its whole body without script: footnotes, a table, math as MathML, code in colour, heading anchors', async () => {
    const { page, problems } = await open(postPath(withMath), { javaScriptEnabled });
    expect(await page.locator('h1').textContent()).toBe(withMath.title);
    const body = page.getByRole('main').locator('article');
    expect(await body.locator('math').count()).toBeGreaterThanOrEqual(5);
    expect(await body.locator('math[display="block"]').count()).toBe(1);
    expect(await body.locator('table th').count()).toBe(3);
    expect(await body.locator('[data-footnotes] h2').textContent()).toBe(text('fr', 'posts.footnotes'));
    const back = body.locator('[data-footnotes] a[data-reference="2"]');
    expect(await back.getAttribute('aria-label')).toBe(text('fr', 'posts.backToReference', { n: 2 }));
    const heading = body.locator('h2#la-formule');
    expect(await heading.getByRole('link').getAttribute('href')).toBe('#la-formule');
    expect(await heading.getByRole('link').getAttribute('aria-label')).toBe(text('fr', 'posts.sectionLink', { title: 'La formule' }));
    expect(await page.locator('script:not([type="application/ld+json"])').evaluateAll((scripts) => scripts.every((s) => !s.textContent?.includes('katex')))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('a post page', () => {
  it('its head: title, canonical, og:type article, BlogPosting with its author, hreflang to each language it is written in', async () => {
    const { page, problems } = await open(postPath(withCode));
    const head = await page.evaluate(() => ({
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content'),
      ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      jsonLd: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { '@graph': Array<Record<string, unknown>> },
    }));
    expect(head.title).toBe(`${withCode.title} — ${site.profile.name}`);
    expect(head.canonical).toBe(publicUrl(postPath(withCode)));
    expect(head.ogType).toBe('article');
    expect(head.ogImage).toBe(publicUrl('/images/posts/swan-emulator-maps.jpg'));
    expect(head.alternates).toEqual([
      ['en', publicUrl(`/posts/${withCode.slug}/`)],
      ['fr', publicUrl(`/fr/posts/${withCode.slug}/`)],
      ['x-default', publicUrl(`/posts/${withCode.slug}/`)],
    ]);
    const posting = head.jsonLd['@graph'].find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: withCode.title,
      description: withCode.summary,
      datePublished: withCode.date,
      inLanguage: 'en',
      url: publicUrl(postPath(withCode)),
      author: { '@id': `${publicUrl('/')}#person` },
    });
    expect(problems).toEqual([]);
  });

  it('an English-only post: hreflang to English alone, no link to a French twin, absent from /fr/posts/, a 404 at /fr/posts/<slug>/', async () => {
    const { page, problems } = await open(postPath(englishOnly));
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['en', 'x-default']);
    expect(await page.getByText(text('en', 'posts.alsoIn')).count()).toBe(0);
    expect(postsIn('fr').map((post) => post.slug)).not.toContain(englishOnly.slug);
    const missing = await fetch(`${baseUrl}/fr/posts/${englishOnly.slug}/`);
    expect(missing.status).toBe(404);
    expect(problems).toEqual([]);
  });

  it('links to its twin, to the older and the newer post, and each tag to its page, which lists the tagged posts', async () => {
    const { page, problems } = await open(postPath(withCode));
    const twin = page.getByRole('main').getByRole('link', { name: 'Français', exact: true });
    expect(await twin.getAttribute('href')).toBe(`/fr/posts/${withCode.slug}/`);
    const english = postsIn('en');
    const index = english.findIndex((post) => post.slug === withCode.slug);
    const neighbours = page.getByRole('navigation', { name: text('en', 'posts.olderNewer') });
    expect(await neighbours.locator('a[rel="prev"]').getAttribute('href')).toBe(`/posts/${english[index + 1]!.slug}/`);
    expect(await neighbours.locator('a[rel="next"]').getAttribute('href')).toBe(`/posts/${english[index - 1]!.slug}/`);

    const tag = withCode.tags[0]!;
    await page.locator('header').getByRole('link', { name: tag, exact: true }).click();
    await page.waitForURL(`${baseUrl}/posts/tags/${tagSlug(tag)}/`);
    expect(await page.locator('h1').textContent()).toBe(text('en', 'posts.tagTitle', { tag }));
    expect(await page.title()).toBe(`${text('en', 'posts.tagTitle', { tag })} — ${site.profile.name}`);
    expect(await listTitles(page)).toEqual(english.filter((post) => post.tags.includes(tag)).map((post) => post.title));
    const filter = page.getByRole('navigation', { name: text('en', 'posts.filterByTag') });
    expect(await filter.locator('[aria-current="page"]').textContent()).toContain(tag);
    expect(problems).toEqual([]);
  });

  it('code takes the colours of the theme, without script', async () => {
    const colour = async (colorScheme: 'light' | 'dark') => {
      const { page } = await open(postPath(withCode), { javaScriptEnabled: colorScheme === 'dark', colorScheme });
      return page.locator('pre.shiki span[style]').filter({ hasText: 'import' }).first().evaluate((span) => getComputedStyle(span).color);
    };
    // GitHub's light and dark "default" themes: a keyword is #cf222e on light, #ff7b72 on dark.
    expect(await colour('light')).toBe('rgb(207, 34, 46)');
    expect(await colour('dark')).toBe('rgb(255, 123, 114)');
  });

  it('draws its image from the responsive versions and ships no island: the islands runtime only, like /news/', async () => {
    const { page, problems, requests } = await open(postPath(withCode));
    await page.waitForLoadState('networkidle');
    const picture = page.getByRole('main').locator('article picture');
    expect(await picture.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/swan-emulator-maps\.\d+w\.avif \d+w/);
    expect(scriptsOf(requests)).toEqual(['app', 'start-islands']);
    expect(await page.locator('main site-island').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
