import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyValidFixture, removeCopy, validFixture } from '../../content/fixtures/content-fixture.ts';
import { parsePost } from './parse-post.ts';

const frontMatter = (lines: string) => `---\n${lines}\n---\n`;
const valid = frontMatter('title: Wave run-up\ndate: 2025-03-14\nsummary: A worked example.\ntags: [waves, field work]');

function problemsOf(text: string) {
  return parsePost({ file: 'posts/run-up.md', slug: 'run-up', language: 'en', text }, validFixture).problems.map(
    ({ line, column, message }) => `${line}:${column} ${message}`,
  );
}

describe('parsePost', () => {
  it('reads the front matter, the reading time and the raster images of the body', () => {
    const words = Array.from({ length: 600 }, () => 'sand').join(' ');
    const { post, problems } = parsePost(
      { file: 'posts/run-up.md', slug: 'run-up', language: 'fr', text: `${valid}\n${words}\n\n![Shore](/images/shoreline.png)\n` },
      validFixture,
    );
    expect(problems).toEqual([]);
    expect(post).toMatchObject({ slug: 'run-up', language: 'fr', title: 'Wave run-up', date: '2025-03-14', summary: 'A worked example.' });
    expect(post?.tags).toEqual(['waves', 'field work']);
    expect(post?.readingMinutes).toBe(3);
    expect(post?.images).toEqual(['images/shoreline.png']);
  });

  it('a file without front matter: line 1, with an example of one', () => {
    expect(problemsOf('# Just a title\n')).toEqual([expect.stringMatching(/^1:1 no front matter: start the file with a block between two "---" lines/)]);
  });

  it('front matter that is not YAML: the line and column in the file', () => {
    const [problem] = problemsOf(frontMatter('title: Wave run-up\ndate: 2025-03-14\nsummary: [unclosed'));
    expect(problem).toMatch(/^4:\d+ the front matter is not YAML \(/);
    expect(problem).toContain('quote a value');
  });

  it('a missing title, date or summary: each named, with a line to add', () => {
    expect(problemsOf(frontMatter('tags: [waves]'))).toEqual([
      '2:1 the front matter has no title: add a line such as "title: Wave run-up on a dissipative beach"',
      '2:1 the front matter has no summary: add a line such as "summary: One sentence for the list of posts."',
      '2:1 the front matter has no date: add a line such as "date: 2025-03-14"',
    ]);
  });

  it('an impossible date and a date not written YYYY-MM-DD: at the date', () => {
    expect(problemsOf(frontMatter('title: T\ndate: 2025-02-30\nsummary: S'))).toEqual(['3:7 2025-02-30 is not a day of the calendar: correct it, e.g. "date: 2025-03-14"']);
    expect(problemsOf(frontMatter('title: T\ndate: 14/03/2025\nsummary: S'))).toEqual(['3:7 date must be a day written YYYY-MM-DD: correct it, e.g. "date: 2025-03-14"']);
  });

  it('tags that are not a list, and an image that is not in content/images/', () => {
    const problems = problemsOf(frontMatter('title: T\ndate: 2025-03-14\nsummary: S\ntags: waves\nimage: /images/missing.jpg'));
    expect(problems).toEqual([
      '5:7 tags must be a list of words: write "tags: [coastal engineering, python]"',
      expect.stringMatching(/^6:8 the image \/images\/missing\.jpg is not in .*images: put the file there/),
    ]);
  });

  it('raw HTML, block or inline, and a body image that does not exist: each at its line and column', () => {
    const body = 'Text with <span>inline HTML</span>.\n\n<div class="note">\nblock\n</div>\n\n![Gone](/images/gone.png)\n';
    const problems = problemsOf(`${valid}\n${body}`);
    expect(problems).toEqual([
      '8:11 raw HTML is not allowed in a post (<span>): write it in Markdown (an image is ![alt](/images/name.jpg), a line break a blank line), or remove it',
      '8:28 raw HTML is not allowed in a post (</span>): write it in Markdown (an image is ![alt](/images/name.jpg), a line break a blank line), or remove it',
      expect.stringMatching(/^10:1 raw HTML is not allowed in a post \(<div class="note">/),
      expect.stringMatching(/^14:1 the image \/images\/gone\.png is not in .*images: put the file there and link it as !\[alt\]\(\/images\/<name>\)$/),
    ]);
  });

  it('a body image that is no image (a placeholder saved as .jpg): at its line, before the build would stop on it', async () => {
    const contentDir = await copyValidFixture();
    await writeFile(join(contentDir, 'images', 'market.jpg'), 'not a photo');
    const text = `${valid}\nAt the market:\n\n![Stalls](/images/market.jpg)\n`;
    const { problems } = parsePost({ file: 'posts/run-up.md', slug: 'run-up', language: 'en', text }, contentDir);
    await removeCopy(contentDir);
    expect(problems.map(({ line, column, message }) => `${line}:${column} ${message}`)).toEqual([
      '10:1 the image /images/market.jpg is not a JPEG, PNG or WebP image (its first bytes are none of them): export it as JPEG, PNG or WebP',
    ]);
  });

  it('math KaTeX cannot read: at the formula, with the reason', () => {
    expect(problemsOf(`${valid}\nA broken $\\frac{1}{$ formula.\n\n$$\n\\sqrt{2}\n$$\n`)).toEqual([
      expect.stringMatching(/^8:10 KaTeX cannot read this math \(.+\): correct the TeX, or write a literal \$ as \\\$$/),
    ]);
  });
});
