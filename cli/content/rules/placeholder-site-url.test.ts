import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../json-document.ts';
import { placeholderSiteUrl, placeholderSiteUrlProblems } from './placeholder-site-url.ts';

function site(text: string) {
  const { document } = parseJsonDocument('content/site.json', text);
  if (document === undefined) throw new Error('fixture is not JSON');
  return document;
}

describe('placeholderSiteUrlProblems', () => {
  it('warns at the siteUrl value, with its line, column and pointer, and says what to put there', () => {
    const problems = placeholderSiteUrlProblems(site(`{\n  "name": "x",\n  "siteUrl": "${placeholderSiteUrl}"\n}\n`));
    expect(problems).toEqual([
      {
        severity: 'warning',
        file: 'content/site.json',
        line: 3,
        column: 14,
        pointer: '/siteUrl',
        message: expect.stringMatching(/^siteUrl is still the placeholder https:\/\/example\.org: .*Set it to the address the site will be published at/),
      },
    ]);
  });

  it.each(['http://example.org', 'https://example.org/', 'https://EXAMPLE.org/site'])('flags %s too', (url) => {
    expect(placeholderSiteUrlProblems(site(JSON.stringify({ siteUrl: url })))).toHaveLength(1);
  });

  it.each(['https://elodie-marchand.example.org', 'https://example.com', 'not a url'])('leaves %s alone', (url) => {
    expect(placeholderSiteUrlProblems(site(JSON.stringify({ siteUrl: url })))).toEqual([]);
  });

  it('says nothing when there is no siteUrl', () => {
    expect(placeholderSiteUrlProblems(site('{}'))).toEqual([]);
  });
});
