// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import education from '../../../content/education.json';
import experience from '../../../content/experience.json';
import publications from '../../../content/publications.json';
import site from '../../../content/site.json';
import skills from '../../../content/skills.json';
import talks from '../../../content/talks.json';
import teaching from '../../../content/teaching.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { PublicationsFile, SiteConfig } from '../../../schemas/types.generated.ts';
import { cvModel } from '../../../core/cv/cv-model.ts';
import { cvWorks } from '../../../core/cv/cv-works.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { formatsFor, IntlMemo } from '../../../core/i18n/intl-memo.ts';
import { createTranslate } from '../../../core/i18n/translate.ts';
import { shippedEdition } from '../../shared/testing/edition-fixture.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { CvDocument } from './cv-document.tsx';
import { CvPage } from './cv-page.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const cvPublications = cvWorks(publications as unknown as PublicationsFile);

function fullStore(): DataStore {
  return new DataStore(
    { edition: shippedEdition, 'cv-publications': cvPublications, experience, education, skills },
    () => new Promise(() => {}),
  );
}

function page(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const texts = (within: ParentNode, selector: string): string[] =>
  [...within.querySelectorAll(selector)].map((element) => element.textContent?.trim() ?? '');

describe('CvPage (prerendered)', () => {
  it('writes every section of the CV in the page language, from the embedded data', () => {
    const html = renderToHtml(<CvPage />, { store: fullStore(), language: 'fr', strings: stringsFr });
    const document = page(html);
    expect(texts(document, 'h1')).toEqual(['Élodie Marchand']);
    expect(texts(document, 'h2')).toEqual(['Profil', 'Expérience professionnelle', 'Formation', 'Compétences', 'Publications']);
    for (const item of [...experience.items, ...education.items]) expect(texts(document, 'h3')).toContain(item.title.fr);
    const works = texts(document, 'li a[href^="https://"]');
    for (const work of publications.items) expect(works).toContain(work.title);
    expect(texts(document, 'time')).toEqual(['Mis à jour le 16 novembre 2026']);
  });

  it('emphasises the owner in every author list and numbers the works across groups', () => {
    const document = page(renderToHtml(<CvPage />, { store: fullStore(), language: 'en', strings: stringsEn }));
    const lists = [...document.querySelectorAll('ol[start]')];
    expect(lists.map((list) => list.getAttribute('start'))[0]).toBe('1');
    const second = lists[1];
    expect(Number(second?.getAttribute('start'))).toBe(lists[0]!.querySelectorAll('li').length + 1);
    const owned = publications.items.filter((work) => work.authors.some((author) => author.isOwner)).length;
    expect(texts(document, 'li strong').filter((name) => name === 'Élodie Marchand')).toHaveLength(owned);
  });

  it('ends each author line with its full stop in the same text node (no React marker after every line)', () => {
    const entries = [...page(renderToHtml(<CvPage />, { store: fullStore(), language: 'en', strings: stringsEn })).querySelectorAll('ol[start] > li')];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect([...entry.childNodes].map((node) => node.nodeName)).not.toContain('#comment');
      expect(entry.querySelector('a')?.previousSibling?.textContent).toMatch(/\. $/);
    }
  });

  it('offers the hand-made PDF when profile.cv is set, else the generated one of the page language', () => {
    const withCv = { ...site, profile: { ...site.profile, cv: 'files/CV_2025.pdf' } } as unknown as SiteConfig;
    const own = page(renderToHtml(<CvPage />, { store: fullStore(), language: 'en', strings: stringsEn, site: withCv }));
    expect(own.querySelector('a[download]')?.getAttribute('href')).toBe('/CV_2025.pdf');
    const { cv: _cv, ...profile } = site.profile as typeof site.profile & { cv?: string };
    const generated = page(
      renderToHtml(<CvPage />, {
        store: fullStore(),
        language: 'fr',
        strings: stringsFr,
        site: { ...site, profile } as unknown as SiteConfig,
      }),
    );
    expect(generated.querySelector('a[download]')?.getAttribute('href')).toBe('/cv/elodie-marchand-cv-fr.pdf');
  });
});

describe('CvPage of a site with talks and teaching', () => {
  const edition = { ...shippedEdition, sections: ['publications' as const, 'talks' as const, 'teaching' as const] };
  const store = () =>
    new DataStore(
      {
        edition,
        'cv-publications': cvPublications,
        // The whole files: their CV shares are a part of them (the collections' build parts make those).
        'talks-cv': talks,
        'teaching-cv': teaching,
      },
      () => new Promise(() => {}),
    );

  it.each([
    ['en', stringsEn, ['Talks', 'Teaching', 'Student supervision'], 'Invited talk', 'Teaching assistant', 'Present'],
    ['fr', stringsFr, ['Conférences et communications', 'Enseignement', 'Encadrement'], 'Conférence invitée', 'Travaux dirigés', 'aujourd’hui'],
  ] as const)('shows the past talks, the courses and the students by level in %s', (language, strings, headings, invited, assistant, present) => {
    const document = page(renderToHtml(<CvPage />, { store: store(), language, strings }));
    expect(texts(document, 'h2').slice(-3)).toEqual(headings);
    const section = (id: string) => document.querySelector(`section[aria-labelledby="cv-${id}"]`)!;
    const pastTalks = talks.items.filter((talk) => talk.date < '2026-11-16');
    expect(pastTalks.length).toBeLessThan(talks.items.length);
    expect(texts(section('talks'), 'li strong')).toEqual(pastTalks.map((talk) => talk.title[language]));
    expect(texts(section('talks'), 'li time')[0]).toMatch(/2026/);
    expect(section('talks').textContent).toContain(invited);
    expect(texts(section('teaching'), 'li strong')).toHaveLength(teaching.courses.length);
    expect(section('teaching').textContent).toContain(assistant);
    expect(texts(section('supervision'), 'h3')).toEqual(
      language === 'en' ? ['Master’s students', 'Bachelor’s students'] : ['Étudiants de master', 'Étudiants de licence'],
    );
    expect(section('supervision').querySelector('li')?.textContent).toContain(present);
  });
});

describe('CvPage of a site without experience, education or skills', () => {
  it('reads no file for the sections the site lacks and leaves them out', () => {
    const edition = { ...shippedEdition, sections: ['publications' as const], homeSections: ['publications' as const] };
    const store = new DataStore({ edition, 'cv-publications': cvPublications }, () => {
      throw new Error('the page asked for a data file the build does not write');
    });
    const document = page(renderToHtml(<CvPage />, { store, language: 'en', strings: stringsEn }));
    expect(texts(document, 'h2')).toEqual(['Profile', 'Publications']);
  });
});

describe('CvDocument', () => {
  it('leaves out the sections the content does not have', () => {
    const cv = cvModel(
      { site: site as unknown as SiteConfig, publications: publications as unknown as PublicationsFile },
      'en',
      createTranslate(stringsEn),
      formatsFor(new IntlMemo(), 'en-GB'),
    );
    const document = page(renderToHtml(<CvDocument cv={cv} pdfHref="/cv/x.pdf" />, { strings: stringsEn }));
    expect(texts(document, 'h2')).toEqual(['Profile', 'Publications']);
  });
});
