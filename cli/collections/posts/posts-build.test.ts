import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionItemPages } from '../../../core/collections/collection-model.ts';
import type { PostPageData, PostsListData } from '../../../core/collections/posts/posts-model.ts';
import { copyValidFixture, formatRelative, removeCopy } from '../../content/fixtures/content-fixture.ts';
import { validateContent } from '../../content/validate-content.ts';
import { collectionImageUses } from '../registry.ts';
import { postsDataFiles } from './posts-build.ts';
import type { ParsedPost } from './parse-post.ts';

const post = (title: string, date: string, extra = '') => `---\ntitle: ${title}\ndate: ${date}\nsummary: About ${title}.\n${extra}---\n\nSome text about ${title}.\n`;

let directory: string;
beforeEach(async () => {
  directory = await copyValidFixture();
});
afterEach(async () => {
  await removeCopy(directory);
});

async function writePosts(files: Record<string, string>) {
  await mkdir(join(directory, 'posts'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(directory, 'posts', name), text);
}

async function validPosts(files: Record<string, string>): Promise<ParsedPost[]> {
  await writePosts(files);
  const { content, problems } = await validateContent(directory);
  expect(problems).toEqual([]);
  return content?.collections.posts as ParsedPost[];
}

describe('content/posts/ in validate', () => {
  it('without the folder: no posts section, no problem', async () => {
    const { content, problems } = await validateContent(directory);
    expect(problems).toEqual([]);
    expect(content?.sections).not.toContain('posts');
  });

  it('with posts: the posts section; <slug>.md in the default language, <slug>.<lang>.md in another', async () => {
    const posts = await validPosts({ 'dunes.md': post('Dunes', '2025-01-02'), 'dunes.fr.md': post('Dunes FR', '2025-01-02') });
    expect(posts.map(({ slug, language }) => `${slug} ${language}`).sort()).toEqual(['dunes en', 'dunes fr']);
  });

  it('names every problem of every file in one run: file name, unknown language, the same post twice, front matter', async () => {
    await writePosts({
      'Storm Notes.md': post('Bad name', '2025-01-02'),
      'dunes.de.md': post('German', '2025-01-02'),
      'dunes.md': post('Dunes', '2025-01-02'),
      'dunes.en.md': post('Dunes again', '2025-01-02'),
      'waves.md': post('Waves', '2025-13-01'),
    });
    const { content, problems } = await validateContent(directory);
    expect(content).toBeUndefined();
    const lines = formatRelative(directory, problems);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^posts\/Storm Notes\.md:0:0 .*"Storm Notes" cannot be a post's address .*lower-case letters, digits and hyphens/),
        expect.stringMatching(/^posts\/dunes\.de\.md:0:0 .*the site has no language "de" \(site\.json languages: en, fr\): rename the file/),
        expect.stringMatching(/^posts\/dunes\.md:0:0 .*the en post "dunes" is already written in dunes\.en\.md: keep one of the two files/),
        expect.stringMatching(/^posts\/waves\.md:3:7 .*2025-13-01 is not a day of the calendar/),
      ]),
    );
  });
});

describe('postsDataFiles', () => {
  it('each language lists its own posts newest first; a post in one language is in that language only', async () => {
    const posts = await validPosts({
      'old.md': post('Old', '2024-05-01', 'tags: [Dunes]\n'),
      'new.md': post('New', '2025-05-01', 'tags: [Dunes, Waves]\n'),
      'new.fr.md': post('Nouveau', '2025-05-01', 'tags: [Dunes]\n'),
      'middle.md': post('Middle', '2024-12-01'),
    });
    const files = await postsDataFiles(posts, ['en', 'fr']);
    expect((files['posts.en'] as PostsListData).posts.map((p) => p.slug)).toEqual(['new', 'middle', 'old']);
    expect((files['posts.fr'] as PostsListData).posts.map((p) => p.slug)).toEqual(['new']);
    expect((files['posts.en'] as PostsListData).tags).toEqual([
      { tag: 'Dunes', count: 2 },
      { tag: 'Waves', count: 1 },
    ]);
    expect(files['posts-item.fr.old']).toBeUndefined();
    const dunes = files['posts-tag.en.dunes'] as PostsListData;
    expect(dunes.posts.map((p) => p.slug)).toEqual(['new', 'old']);
    expect(dunes.head).toEqual({
      title: { key: 'posts.tagTitle', values: { tag: 'Dunes' } },
      description: { key: 'posts.tagMetaDescription', values: { tag: 'Dunes' } },
      languages: ['en', 'fr'],
      ogType: 'website',
    });
    expect((files['posts-pages'] as CollectionItemPages).pages).toEqual([
      { page: 'post', key: 'middle', languages: ['en'] },
      { page: 'post', key: 'new', languages: ['en', 'fr'] },
      { page: 'post', key: 'old', languages: ['en'] },
      { page: 'postTag', key: 'dunes', languages: ['en', 'fr'] },
      { page: 'postTag', key: 'waves', languages: ['en'] },
    ]);
  });

  it("a post's page: its older and newer neighbours of its language, its twins, its head and BlogPosting", async () => {
    const posts = await validPosts({ 'a.md': post('A', '2024-01-01'), 'b.md': post('B', '2024-02-01'), 'c.md': post('C', '2024-03-01'), 'b.fr.md': post('B fr', '2024-02-01') });
    const files = await postsDataFiles(posts, ['en', 'fr']);
    const b = files['posts-item.en.b'] as PostPageData;
    expect(b.previous).toEqual({ slug: 'a', title: 'A' });
    expect(b.next).toEqual({ slug: 'c', title: 'C' });
    expect(b.twins).toEqual(['fr']);
    expect(b.head).toMatchObject({ title: 'B', description: 'About B.', languages: ['en', 'fr'], ogType: 'article' });
    expect(b.head.structuredData).toEqual({ '@type': 'BlogPosting', headline: 'B', description: 'About B.', datePublished: '2024-02-01', inLanguage: 'en' });
    const bFr = files['posts-item.fr.b'] as PostPageData;
    expect([bFr.previous, bFr.next]).toEqual([undefined, undefined]);
  });

  it('the home section has the newest 3, whatever the number of posts', async () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`post-${index}.md`, post(`P${index}`, `2025-01-${String(index + 10)}`)]));
    const files = await postsDataFiles(await validPosts(many), ['en']);
    const home = files['posts-home.en'] as PostsListData;
    expect(home.posts.map((p) => p.slug)).toEqual(['post-11', 'post-10', 'post-9']);
    expect(home.total).toBe(12);
  });

  it('the raster images of the bodies go through the responsive image pipeline, once each', async () => {
    const image = '\n![Shore](/images/shoreline.png)\n';
    const posts = await validPosts({ 'a.md': post('A', '2024-01-01') + image, 'a.fr.md': post('A fr', '2024-01-01') + image });
    expect(collectionImageUses({ posts })).toEqual([{ path: 'images/shoreline.png', role: 'post' }]);
  });
});
