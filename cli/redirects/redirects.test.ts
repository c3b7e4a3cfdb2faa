import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../content/json-document.ts';
import { oldAddressOutput, refreshPageFile } from './redirect-output.ts';
import { redirectProblems } from './redirect-rules.ts';
import { siteAddresses } from './site-addresses.ts';

const site = { siteUrl: 'https://ada.example.org', languages: ['en', 'fr'], defaultLanguage: 'en' };
const addresses = siteAddresses(site, ['publications', 'posts', 'talks', 'pages'], [
  { page: 'post', key: 'waves', languages: ['en'] },
  { page: 'publication', key: 'smith2020-waves', languages: ['en', 'fr'] },
  { page: 'page', key: 'consulting', languages: ['en'] },
]);

function problemsOf(redirects: Array<{ from: string; to: string }>) {
  const text = JSON.stringify({ redirects }, null, 2);
  const { document } = parseJsonDocument('content/redirects.json', text);
  if (document === undefined) throw new Error('test JSON does not parse');
  return redirectProblems(document, addresses);
}

describe('redirects.json rules', () => {
  it('accepts old addresses sent to a post, a work, a page of the owner, a list and a list item anchor', () => {
    expect(
      problemsOf([
        { from: '/2023/05/01/waves.html', to: '/posts/waves/' },
        { from: '/publication/2020-waves', to: '/publications/smith2020-waves/' },
        { from: '/fr/publication/2020-waves/', to: '/fr/publications/smith2020-waves/' },
        { from: '/services/', to: '/consulting/' },
        { from: '/talks/2019-agu', to: '/talks/#agu-2019' },
        { from: '/blog/', to: '/posts/' },
      ]),
    ).toEqual([]);
  });

  it('names the line, the value and the fix of a target the site lacks, in a language it is not written in too', () => {
    const problems = problemsOf([
      { from: '/blog/old.html', to: '/posts/gone/' },
      { from: '/fr/blog/waves/', to: '/fr/posts/waves/' },
    ]);
    expect(problems.map((problem) => [problem.line, problem.pointer])).toEqual([
      [5, '/redirects/0/to'],
      [9, '/redirects/1/to'],
    ]);
    expect(problems[0]?.message).toMatch(/^"\/posts\/gone\/" is no page of the new site: use one of its pages: a post \/posts\/<slug>\//);
    expect(problems[0]?.file).toBe('content/redirects.json');
  });

  it('refuses an old address that is a page of the new site, a folder the build writes, or listed twice', () => {
    const problems = problemsOf([
      { from: '/posts/waves/', to: '/posts/' },
      { from: '/images/old.png', to: '/posts/' },
      { from: '/blog/waves', to: '/posts/waves/' },
      { from: '/blog/waves/', to: '/posts/waves/' },
    ]);
    expect(problems.map((problem) => problem.pointer)).toEqual(['/redirects/0/from', '/redirects/1/from', '/redirects/3/from']);
    expect(problems[0]?.message).toContain('is a page of the new site (/posts/waves): a redirect would hide it; remove this entry');
    expect(problems[1]?.message).toContain('where the build writes its own files (/images)');
    expect(problems[2]?.message).toBe('"/blog/waves/" is already redirected by entry 3: keep one of the two entries');
  });
});

describe('the build output of an old site’s addresses', () => {
  it('puts a refresh page at an .html address, else at its folder’s index.html', () => {
    expect(refreshPageFile('/2023/05/01/waves.html')).toBe('2023/05/01/waves.html');
    expect(refreshPageFile('/blog/waves/')).toBe('blog/waves/index.html');
    expect(refreshPageFile('/blog/waves')).toBe('blog/waves/index.html');
  });

  it('writes permanent rules, both spellings of a folder, and refresh pages in the target’s language', () => {
    const output = oldAddressOutput(
      [
        { from: '/2023/05/01/waves.html', to: '/posts/waves/' },
        { from: '/fr/blog/', to: '/fr/posts/' },
      ],
      site,
    );
    expect(output.rules).toBe('/2023/05/01/waves.html  /posts/waves/  301\n/fr/blog/  /fr/posts/  301\n/fr/blog  /fr/posts/  301\n');
    expect(output.pages.map((page) => page.file)).toEqual(['2023/05/01/waves.html', 'fr/blog/index.html']);
    expect(output.pages[0]?.html).toContain('<meta http-equiv="refresh" content="0; url=https://ada.example.org/posts/waves/">');
    expect(output.pages[1]?.html).toContain('<html lang="fr">');
  });
});
