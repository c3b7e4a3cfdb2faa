import { describe, expect, it } from 'vitest';
import { type ContentPage, toPost, toPublication, toTalk } from './hugo-items.ts';

const context = { siteFiles: new Set<string>(), pages: new Map(), ownerName: 'Mariana Okafor', ownerSlugs: new Set(['admin', 'me']) };

function publication(data: Record<string, unknown>): ContentPage {
  return { file: 'content/publications/waves/index.md', kind: 'publication', section: 'publications', name: 'waves', dir: 'content/publications/waves', data, body: '', keyLines: new Map() };
}

describe('toPublication', () => {
  it.each([
    ['0', 'other'], ['1', 'conference'], ['2', 'article'], ['3', 'preprint'], ['5', 'book'], ['6', 'book'], ['7', 'thesis'], ['8', 'other'],
    ['article-journal', 'article'], ['paper-conference', 'conference'], ['article', 'preprint'], ['thesis', 'thesis'], ['chapter', 'book'], ['report', 'other'],
  ])('maps publication_types %s to %s', (type, category) => {
    const mapped = toPublication(publication({ publication_types: [type], date: '2020-01-01' }), 'waves', 'Waves', context, null);
    expect(mapped.ok && mapped.read.item.category).toBe(category);
  });

  it("reads Hugo Blox's links list and ids: pdf, source, arXiv, and names the others", () => {
    const data = {
      date: '2019-04-07T00:00:00Z',
      hugoblox: { ids: { arxiv: '1512.04133v1' } },
      links: [{ type: 'pdf', url: 'https://example.org/w.pdf' }, { type: 'code', url: 'https://github.com/x/y' }, { type: 'dataset', url: '#' }],
    };
    const mapped = toPublication(publication(data), 'waves', 'Waves', context, null);
    expect(mapped).toMatchObject({ ok: true, read: { item: { pdf: 'https://example.org/w.pdf', url: 'https://arxiv.org/abs/1512.04133v1', doi: null, year: 2019 }, notes: ['links without a place in a publication, not kept: code https://github.com/x/y'] } });
  });

  it('keeps an undated work and refuses a date that does not exist', () => {
    expect(toPublication(publication({}), 'waves', 'Waves', context, null)).toMatchObject({ ok: true, read: { item: { date: null, year: null } } });
    expect(toPublication(publication({ date: '2021-02-29' }), 'waves', 'Waves', context, null)).toEqual({ ok: false, problem: 'date: 2021-02-29 does not exist: check the day and month' });
  });

  it('names an unknown type', () => {
    const mapped = toPublication(publication({ publication_types: ['poster'] }), 'waves', 'Waves', context, null);
    expect(mapped).toMatchObject({ ok: true, read: { item: { category: 'other' }, notes: ['publication_types "poster" is not one Hugo Blox documents: imported as other'] } });
  });
});

describe('toTalk', () => {
  it("reads Hugo Blox's events: event_name, event_start, address, links", () => {
    const page: ContentPage = {
      file: 'content/events/ocean-sciences/index.md', kind: 'talk', section: 'events', name: 'ocean-sciences', dir: 'content/events/ocean-sciences', body: '', keyLines: new Map(),
      data: { title: 'Keynote on waves', event_name: 'Ocean Sciences Meeting', event_start: '2024-02-19T09:00:00Z', address: { city: 'New Orleans', country: 'United States' }, links: [{ type: 'video', url: 'https://youtu.be/x' }] },
    };
    expect(toTalk(page, 'ocean-sciences', 'Keynote on waves', new Set())).toEqual({
      ok: true,
      read: {
        item: { slug: 'ocean-sciences', title: 'Keynote on waves', event: 'Ocean Sciences Meeting', date: '2024-02-19', location: 'New Orleans, United States', type: 'keynote', url: null, slides: null, video: 'https://youtu.be/x', abstract: null },
        assets: [],
        notes: [],
      },
    });
  });
});

describe('files of the old site', () => {
  it("copies a publication's PDF and a talk's slides the old site served from static/ or the bundle", () => {
    const siteFiles = new Set(['static/media/waves.pdf', 'content/talks/agu/agu-slides.pdf']);
    const pdf = toPublication(publication({ url_pdf: '/media/waves.pdf' }), 'waves', 'Waves', { ...context, siteFiles }, null);
    expect(pdf).toMatchObject({ ok: true, read: { item: { pdf: 'files/waves.pdf' }, assets: [{ from: 'static/media/waves.pdf', to: 'files/waves.pdf' }] } });
    const talk: ContentPage = { file: 'content/talks/agu/index.md', kind: 'talk', section: 'talks', name: 'agu', dir: 'content/talks/agu', body: '', keyLines: new Map(), data: { date: '2023-12-12', url_slides: 'agu-slides.pdf' } };
    expect(toTalk(talk, 'agu', 'AGU', siteFiles)).toMatchObject({ ok: true, read: { item: { slides: 'files/agu-slides.pdf' }, assets: [{ from: 'content/talks/agu/agu-slides.pdf', to: 'files/agu-slides.pdf' }] } });
  });

  it('names a file the old site lacks', () => {
    const pdf = toPublication(publication({ url_pdf: 'media/gone.pdf' }), 'waves', 'Waves', context, null);
    expect(pdf).toMatchObject({ ok: true, read: { item: { pdf: null }, notes: ['pdf media/gone.pdf left out: the old site has no such file; put it in content/files/ and link files/<name>'] } });
  });
});

describe('toPost', () => {
  it('puts the featured image on top, described by its caption', () => {
    const page: ContentPage = {
      file: 'content/blog/tides/index.md', kind: 'post', section: 'blog', name: 'tides', dir: 'content/blog/tides', body: 'Text.', keyLines: new Map(),
      data: { date: '2024-02-01', image: { caption: 'Photo by [**Ann Lee**](https://unsplash.com/@ann)' } },
    };
    const mapped = toPost(page, 'tides', 'Tides', { ...context, siteFiles: new Set(['content/blog/tides/featured.png']) });
    expect(mapped).toMatchObject({ ok: true, read: { item: { body: '![Photo by Ann Lee](images/posts/tides/featured.png)\n\nText.' }, assets: [{ from: 'content/blog/tides/featured.png', to: 'images/posts/tides/featured.png' }] } });
  });
});
