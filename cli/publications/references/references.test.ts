import { describe, expect, it } from 'vitest';
import { findPublicationReferences } from './find-references.ts';
import { currentIds, danglingMessage, danglingReferences, follow, plannedRewrites, publicationIndex } from './follow-references.ts';
import { rewriteFile } from './rewrite-references.ts';

const site = {
  path: 'content/site.json',
  text: `{
  "cv": { "publications": ["W2", "W1"] },
  "publications": {
    "openalexAuthorIds": ["A5000000001"],
    "featured": [ "W1",   "w3" ]
  }
}
`,
};
const talks = {
  path: 'content/talks.json',
  text: `{
  "items": [
    { "id": "a", "publication": "W1" },
    {"id":"b","publication":"W9"},
    { "id": "c" }
  ]
}
`,
};
const news = {
  path: 'content/news.json',
  text: `{ "items": [
  { "id": "n", "text": { "en": "See [it](/publications/w1/) and [that](/publications/w1/#cite).", "fr": "Voir [ceci](/fr/publications/w1/)." } },
  { "id": "m", "text": { "en": "The [feed](/publications/feed.xml) and [all](/publications/).", "fr": "Le flux." } }
] }
`,
};
const post = {
  path: 'content/posts/storm.md',
  text: `---
title: Storm
---

Our [paper](/publications/w1/) and [another](/publications/w3/), a
[reference][r] and <a href="/fr/publications/w9/">HTML</a>.

[r]: /publications/w1/
`,
};

// W1 was merged into W2 (its id is among W2's mergedIds); W3 is a live work; W9 is gone.
const index = publicationIndex([{ id: 'W2', mergedIds: ['W1'] }, { id: 'W3' }], ['report-2024']);

describe('findPublicationReferences', () => {
  it('lists every reference with its kind, file, line and the id or key as written', () => {
    const references = findPublicationReferences([site, talks, news, post], ['content/papers/w1.pdf', 'content/papers/W3.pdf', 'content/papers/notes.txt']);
    expect(references.map(({ kind, file, line, written }) => `${file}:${line} ${kind} ${written}`)).toEqual([
      'content/site.json:2 cv W2',
      'content/site.json:2 cv W1',
      'content/site.json:5 featured W1',
      'content/site.json:5 featured w3',
      'content/talks.json:3 item W1',
      'content/talks.json:4 item W9',
      'content/news.json:2 link w1',
      'content/news.json:2 link w1',
      'content/news.json:2 link w1',
      'content/posts/storm.md:5 link w1',
      'content/posts/storm.md:5 link w3',
      'content/posts/storm.md:6 link w9',
      'content/posts/storm.md:8 link w1',
      'content/papers/w1.pdf:0 manuscript w1',
    ]);
  });
});

describe('currentIds', () => {
  it('follows former keys and keeps each work once, in the first place it is listed', () => {
    expect(currentIds(['W3', 'W1', 'W2', 'W9'], index)).toEqual(['W3', 'W2', 'W9']);
  });
});

describe('following references', () => {
  const references = findPublicationReferences([site, talks, news, post], ['content/papers/w1.pdf']);

  it('leads a former key to the work it was merged into, a live or hand-kept key to itself, an unknown one nowhere', () => {
    expect(follow('W1', index)).toEqual({ state: 'moved', id: 'W2' });
    expect(follow('w3', index)).toEqual({ state: 'live', id: 'W3' });
    expect(follow('report-2024', index)).toEqual({ state: 'live', id: 'report-2024' });
    expect(follow('W9', index)).toEqual({ state: 'missing' });
  });

  it('plans an id for an id, a key for a link or a manuscript, and no second entry of a list for one work', () => {
    expect(plannedRewrites(references, index).map(({ reference, to }) => `${reference.kind} ${reference.written} → ${to ?? 'removed'}`)).toEqual([
      'cv W1 → removed',
      'featured W1 → W2',
      'item W1 → W2',
      'link w1 → w2',
      'link w1 → w2',
      'link w1 → w2',
      'link w1 → w2',
      'link w1 → w2',
      'manuscript w1 → w2',
    ]);
  });

  it('names the references to a work that is gone, with the fix', () => {
    const dangling = danglingReferences(references, index);
    expect(dangling.map(({ file, line, written }) => `${file}:${line} ${written}`)).toEqual(['content/talks.json:4 W9', 'content/posts/storm.md:6 w9']);
    expect(danglingMessage(dangling[0] as (typeof dangling)[number])).toBe(
      `the talk's publication "W9" names no work of publications.json: the work was removed from OpenAlex (or the id is mistyped): remove the reference (or correct it), or add the work to publications.manual.json to keep it`,
    );
  });
});

describe('rewriteFile', () => {
  const references = findPublicationReferences([site, talks, news, post]);
  const rewrites = plannedRewrites(references, index);

  it('replaces only the values that name a former key in JSON, keeping every other byte; a list names a work once', () => {
    expect(rewriteFile(site, rewrites)).toBe(site.text.replace('["W2", "W1"]', '["W2"]').replace('[ "W1",', '[ "W2",'));
    expect(rewriteFile(talks, rewrites)).toBe(talks.text.replace('"publication": "W1"', '"publication": "W2"'));
  });

  it('rewrites the key of each link in a JSON string and leaves other paths alone', () => {
    expect(rewriteFile(news, rewrites)).toBe(news.text.replaceAll('publications/w1/', 'publications/w2/'));
  });

  it('rewrites Markdown link targets only', () => {
    expect(rewriteFile(post, rewrites)).toBe(post.text.replaceAll('/publications/w1/', '/publications/w2/'));
  });

  it('returns a file without a former key unchanged', () => {
    const other = { path: 'content/posts/other.md', text: 'No [link](/publications/w3/).\n' };
    expect(rewriteFile(other, rewrites)).toBe(other.text);
  });
});
