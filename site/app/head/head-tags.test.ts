import { describe, expect, it } from 'vitest';
import siteJson from '../../../content/site.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { buildHeadTags, type HeadInput, type HeadTags } from './head-tags.ts';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const site = siteJson as SiteConfig;
const english = { language: 'en', site, t: createTranslate(stringsEn), otherLocales: ['fr_FR'] } as const;
const french = { language: 'fr', site, t: createTranslate(stringsFr), otherLocales: ['en_GB'] } as const;

function tags(
  input: Omit<HeadInput, 'socialImageSize' | 'photo'> & Partial<Pick<HeadInput, 'socialImageSize' | 'photo'>>,
): HeadTags {
  return buildHeadTags({ socialImageSize: null, photo: null, ...input });
}

const { socialImage, ...siteWithoutSocialImage } = site;
if (socialImage === undefined) throw new Error('content/site.json should set socialImage');
const measured = { width: 1200, height: 630 };

function metaContent(head: HeadTags, key: string): string[] {
  return head.meta.filter((meta) => meta.name === key || meta.property === key).map((meta) => meta.content);
}

describe('buildHeadTags', () => {
  it("an item page (a post) has its own title, description, og:type, image and BlogPosting, and hreflang to its languages only", () => {
    const item = {
      title: 'Wave run-up',
      description: 'How far up the beach does the sea reach in a storm?',
      languages: ['fr'],
      ogType: 'article' as const,
      image: { path: 'images/posts/map.jpg', alt: 'A map' },
      structuredData: { '@type': 'BlogPosting', headline: 'Wave run-up', datePublished: '2025-02-18' },
    };
    const head = tags({ ...french, page: 'post', itemKey: 'wave-run-up', item });
    const url = 'https://elodie-marchand.example.org/fr/posts/wave-run-up/';
    expect(head.title).toBe('Wave run-up — Élodie Marchand');
    expect(head.canonicalUrl).toBe(url);
    expect(head.alternates.map((link) => `${link.hreflang} ${link.href}`)).toEqual([`fr ${url}`, `x-default ${url}`]);
    expect(metaContent(head, 'description')).toEqual([item.description]);
    expect(metaContent(head, 'og:type')).toEqual(['article']);
    expect(metaContent(head, 'og:image')).toEqual(['https://elodie-marchand.example.org/images/posts/map.jpg']);
    expect(metaContent(head, 'article:published_time')).toEqual(['2025-02-18']);
    const graph = (JSON.parse(head.structuredData) as { '@graph': Array<Record<string, unknown>> })['@graph'];
    expect(graph.find((node) => node['@type'] === 'BlogPosting')).toEqual({
      ...item.structuredData,
      url,
      mainEntityOfPage: url,
      author: { '@id': 'https://elodie-marchand.example.org/#person' },
      image: 'https://elodie-marchand.example.org/images/posts/map.jpg',
    });
  });

  it('an item page titled by an interface string (a tag page) reads it in its language', () => {
    const item = { title: { key: 'posts.tagTitle', values: { tag: 'houle' } }, description: { key: 'posts.tagMetaDescription', values: { tag: 'houle' } }, languages: ['fr'], ogType: 'website' as const };
    const head = tags({ ...french, page: 'postTag', itemKey: 'houle', item });
    expect(head.title).toBe('Billets sur « houle » — Élodie Marchand');
    expect(metaContent(head, 'description')).toEqual(['Élodie Marchand : billets sur « houle », du plus récent au plus ancien.']);
    expect(head.canonicalUrl).toBe('https://elodie-marchand.example.org/fr/posts/tags/houle/');
  });

  it('titles each page in its language', () => {
    expect(tags({ ...english, page: 'home' }).title).toBe('Élodie Marchand — PhD Candidate in Coastal Engineering');
    expect(tags({ ...french, page: 'home' }).title).toBe('Élodie Marchand — Doctorante en génie côtier');
    expect(tags({ ...english, page: 'projects' }).title).toBe('All Projects — Élodie Marchand');
    expect(tags({ ...english, page: 'notFound' }).title).toBe('Page not found | Élodie Marchand');
    expect(tags({ ...french, page: 'notFound' }).title).toBe('Page introuvable | Élodie Marchand');
  });

  it('gives the canonical URL in directory form and the alternates of the page', () => {
    const projects = tags({ ...french, page: 'projects' });
    expect(projects.canonicalUrl).toBe('https://elodie-marchand.example.org/fr/projects/');
    expect(projects.alternates.map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      'en https://elodie-marchand.example.org/projects/',
      'fr https://elodie-marchand.example.org/fr/projects/',
      'x-default https://elodie-marchand.example.org/projects/',
    ]);
    expect(metaContent(projects, 'og:url')).toEqual(['https://elodie-marchand.example.org/fr/projects/']);
    expect(tags({ ...english, page: 'home' }).canonicalUrl).toBe('https://elodie-marchand.example.org/');
  });

  it('describes the page with the owner’s about text, for search and social cards', () => {
    const home = tags({ ...french, page: 'home' });
    expect(metaContent(home, 'description')).toEqual([site.profile.about.fr]);
    expect(metaContent(home, 'og:description')).toEqual([site.profile.about.fr]);
    expect(metaContent(home, 'og:title')).toEqual([home.title]);
    expect(metaContent(home, 'twitter:title')).toEqual([home.title]);
    expect(metaContent(home, 'twitter:description')).toEqual([site.profile.about.fr]);
  });

  it('gives the projects page a description of its own', () => {
    const projects = tags({ ...french, page: 'projects' });
    expect(metaContent(projects, 'description')).toEqual([stringsFr['meta.projectsDescription']?.replace('{name}', site.profile.name)]);
    expect(metaContent(projects, 'og:description')).toEqual(metaContent(projects, 'description'));
    expect(metaContent(tags({ ...english, page: 'projects' }), 'description')).toEqual([
      'Research and engineering projects by Élodie Marchand: models, experiments, data and code.',
    ]);
  });

  it('gives the CV page its title, description and URLs in each language', () => {
    const cv = tags({ ...french, page: 'cv' });
    expect(cv.title).toBe('Curriculum vitæ — Élodie Marchand');
    expect(metaContent(cv, 'description')).toEqual([
      'Élodie Marchand, curriculum vitæ : parcours, formation, publications et plus encore, avec un PDF à télécharger.',
    ]);
    expect(cv.canonicalUrl).toBe('https://elodie-marchand.example.org/fr/cv/');
    expect(tags({ ...english, page: 'cv' }).title).toBe('Curriculum Vitae — Élodie Marchand');
  });

  it('sets the Open Graph type and locales', () => {
    const home = tags({ ...french, page: 'home' });
    expect(metaContent(home, 'og:type')).toEqual(['profile']);
    expect(metaContent(home, 'og:locale')).toEqual(['fr_FR']);
    expect(metaContent(home, 'og:locale:alternate')).toEqual(['en_GB']);
    expect(metaContent(tags({ ...english, page: 'projects' }), 'og:type')).toEqual(['website']);
    expect(metaContent(tags({ ...english, page: 'projects' }), 'og:locale')).toEqual(['en_GB']);
  });

  it('shows the social image in link previews as a large card, described in the page’s language', () => {
    const url = 'https://elodie-marchand.example.org/images/social-card.png';
    for (const [input, language] of [[english, 'en'], [french, 'fr']] as const) {
      const home = tags({ ...input, page: 'home', socialImageSize: measured });
      const image = home.meta.filter((meta) => /^(og|twitter):(image|card)/.test(meta.property ?? meta.name ?? ''));
      expect(image).toEqual([
        { property: 'og:image', content: url },
        { property: 'og:image:type', content: 'image/png' },
        { property: 'og:image:width', content: '1200' },
        { property: 'og:image:height', content: '630' },
        { property: 'og:image:alt', content: socialImage.alt[language] },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:image', content: url },
        { name: 'twitter:image:alt', content: socialImage.alt[language] },
      ]);
    }
    expect(socialImage.alt.en).not.toBe(socialImage.alt.fr);
  });

  it('shows the social image on every page, the 404 page too', () => {
    for (const page of ['projects', 'notFound'] as const) {
      expect(metaContent(tags({ ...english, page }), 'og:image')).toEqual(['https://elodie-marchand.example.org/images/social-card.png']);
    }
  });

  it('announces the social image’s width and height only once the build has measured them, never guessed', () => {
    const unknown = tags({ ...english, page: 'home', socialImageSize: null });
    expect(metaContent(unknown, 'og:image:width')).toEqual([]);
    expect(metaContent(unknown, 'og:image:height')).toEqual([]);
    expect(metaContent(unknown, 'og:image')).toEqual(['https://elodie-marchand.example.org/images/social-card.png']);
    const small = tags({ ...english, page: 'home', socialImageSize: { width: 600, height: 315 } });
    expect([metaContent(small, 'og:image:width'), metaContent(small, 'og:image:height')]).toEqual([['600'], ['315']]);
  });

  it('gives a JPEG social image its own media type', () => {
    const jpegSite = { ...site, socialImage: { ...socialImage, path: 'images/card.jpeg' } };
    const home = tags({ ...english, site: jpegSite, page: 'home' });
    expect(metaContent(home, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaContent(home, 'twitter:image')).toEqual(['https://elodie-marchand.example.org/images/card.jpeg']);
  });

  it('falls back to the spotlight poster as a small card without a social image', () => {
    const home = tags({ ...french, site: siteWithoutSocialImage, page: 'home', socialImageSize: measured });
    expect(metaContent(home, 'og:image')).toEqual(['https://elodie-marchand.example.org/images/spotlight-poster.svg']);
    expect(metaContent(home, 'og:image:alt')).toEqual([site.spotlight?.posterAlt.fr]);
    expect(metaContent(home, 'twitter:card')).toEqual(['summary']);
    for (const key of ['og:image:type', 'og:image:width', 'og:image:height', 'twitter:image', 'twitter:image:alt']) {
      expect(metaContent(home, key), key).toEqual([]);
    }
  });

  it('gives the browser a theme colour for each colour scheme', () => {
    const themeColors = tags({ ...english, page: 'home' }).meta.filter((meta) => meta.name === 'theme-color');
    expect(themeColors.map((meta) => meta.media)).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
  });

  it('keeps the 404 page out of search results, with no canonical or alternate URL', () => {
    const notFound = tags({ ...english, page: 'notFound' });
    expect(metaContent(notFound, 'robots')).toEqual(['noindex']);
    expect(notFound.canonicalUrl).toBeNull();
    expect(notFound.alternates).toEqual([]);
    expect(metaContent(notFound, 'og:url')).toEqual([]);
    expect(metaContent(tags({ ...english, page: 'home' }), 'robots')).toEqual([]);
  });

  it('describes the owner alone in the structured data of every page but a paper’s (each work is on its own page)', () => {
    const types = (head: HeadTags) =>
      (JSON.parse(head.structuredData) as { '@graph': { '@type': string }[] })['@graph'].map((node) => node['@type']);
    expect(types(tags({ ...english, page: 'home' }))).toEqual(['Person']);
    expect(types(tags({ ...english, page: 'projects' }))).toEqual(['Person']);
    expect(types(tags({ ...english, page: 'notFound' }))).toEqual(['Person']);
  });

  it('never gives a tag an undefined attribute (Helmet would write it as a bare attribute)', () => {
    for (const input of [{ socialImageSize: measured }, { site: siteWithoutSocialImage }]) {
      for (const meta of tags({ ...english, page: 'home', ...input }).meta) {
        expect(Object.values(meta).every((value) => typeof value === 'string')).toBe(true);
      }
    }
  });
});
