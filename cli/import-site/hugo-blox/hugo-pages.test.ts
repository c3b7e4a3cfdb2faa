import { describe, expect, it } from 'vitest';
import { readContentPages, sectionRedirects } from './hugo-pages.ts';

const files: Record<string, string> = {
  'content/post/waves.md': '---\ntitle: Waves\ndate: 2022-03-01\nslug: Waves\n---\nBody',
  'content/blog/waves/index.md': '---\ntitle: Waves again\ndate: 2022-04-01\n---\n',
  'content/post/old-offer.md': '---\ntitle: A job offer\ndate: 2020-01-01\nexpiryDate: 2020-06-01\n---\n',
  'content/post/untitled.md': '---\ndate: 2020-01-01\n---\n',
  'content/talk/upcoming/index.md': '+++\ntitle = "Upcoming"\ndate = 2027-03-01\n+++\n',
  'content/experience.md': '---\ntitle: Experience\ntype: landing\nsections: []\n---\n',
  'content/home/hero.md': '---\nwidget: hero\n---\n',
  'content/home/experience.md': '---\nwidget: experience\nexperience:\n- title: CEO\n  company: GenCoin\n  date_start: "2017-01-01"\n---\n',
};
const readText = async (file: string) => files[file] ?? '';

describe('readContentPages', async () => {
  const read = await readContentPages(Object.keys(files), readText, { permalinks: new Map(), today: '2026-01-01' });

  it('accepts pages with their new slug and address, and the addresses Hugo served', () => {
    expect(read.accepted.map(({ page, slug, to, addresses, notes }) => ({ file: page.file, slug, to, addresses, notes }))).toEqual([
      { file: 'content/post/waves.md', slug: 'waves', to: '/posts/waves/', addresses: ['/post/waves/'], notes: [] },
      { file: 'content/talk/upcoming/index.md', slug: 'upcoming', to: '/talks/', addresses: ['/talk/upcoming/'], notes: ['publish date 2027-03-01 is in the future: Hugo held it back; imported now'] },
    ]);
  });

  it('leaves out, with why: a slug taken, an expired page, one without a title, a landing page, a widget', () => {
    expect(Object.fromEntries(read.report.map((line) => [line.file, line.detail]))).toEqual({
      'content/blog/waves/index.md': 'another post already has the slug "waves": rename one and import again',
      'content/post/old-offer.md': 'expired on 2020-06-01 (expiryDate): Hugo no longer published it',
      'content/post/untitled.md': 'it has no title: add title: to its front matter',
      'content/experience.md': 'a landing page made of blocks: its content comes from the author file and the other sections',
      'content/home/hero.md': 'a home page widget: the new home page is built from site.json',
      'content/home/experience.md': 'demo experience the starter ships (GenCoin, University X)',
    });
  });
});

describe('sectionRedirects', () => {
  it("sends each old section's list to the new list, the owner's page home and the experience page to the CV", async () => {
    const read = await readContentPages(['content/post/waves.md'], readText, { permalinks: new Map(), today: '2026-01-01' });
    expect(sectionRedirects(read.accepted, 'admin', true)).toEqual([
      { from: '/post/', to: '/posts/' },
      { from: '/authors/admin/', to: '/' },
      { from: '/author/admin/', to: '/' },
      { from: '/experience/', to: '/cv/' },
    ]);
  });
});
