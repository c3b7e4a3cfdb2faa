import { describe, expect, it } from 'vitest';
import type { Publication, SiteConfig, TimelineItem } from '../../schemas/types.generated.ts';
import { createTranslate } from '../i18n/translate.ts';
import { formatsFor, IntlMemo } from '../i18n/intl-memo.ts';
import { cvModel, type Cv, type CvInput } from './cv-model.ts';
import { cvItems, cvSection } from './cv-section.fixture.ts';

const works = (cv: Cv) => cvSection(cv, 'publications', 'works')?.groups ?? [];

const t = createTranslate({
  'cv.present': 'Present',
  'cv.generated': 'Updated {date}',
  'cv.publications': 'Publications',
  'cv.selectedPublications': 'Selected publications',
  'cv.categoryArticle': 'Journal articles',
  'cv.categoryPreprint': 'Preprints',
  'cv.etAl': 'et al.',
  'cv.authorCount': '({count} authors)',
  'links.email': 'Email',
  'links.orcid': 'ORCID',
  'links.scholar': 'Google Scholar',
  'links.github': 'GitHub',
  'links.linkedin': 'LinkedIn',
});

const site = {
  profile: {
    name: 'Élodie Marchand',
    jobTitle: { en: 'Researcher', fr: 'Chercheuse' },
    about: { en: 'About me', fr: 'À propos' },
    location: { en: 'Brest, France', fr: 'Brest, France' },
    affiliation: 'LHC',
    email: 'e@example.org',
    orcid: '0000-0002-1825-0097',
    links: [
      { kind: 'email', url: 'mailto:e@example.org' },
      { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
      { kind: 'scholar', url: 'https://s.example' },
      { kind: 'github', url: 'https://g.example' },
      { kind: 'linkedin', url: 'https://l.example' },
      { kind: 'lab', url: 'https://r.example', label: 'Lab' },
    ],
  },
} as unknown as SiteConfig;

function work(id: string, year: number | null, category: Publication['category'], owner = true): Publication {
  return {
    id,
    title: `Title ${id}`,
    url: `https://doi.org/10.5555/${id}`,
    year,
    venue: null,
    authors: [
      { name: 'A. Other', orcid: null, isOwner: false },
      { name: 'Élodie Marchand', orcid: null, isOwner: owner },
    ],
    abstract: '',
    abstractTeaser: '',
    category,
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi: null,
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    pdfUrl: null,
    language: null,
    keywords: [],
  };
}

function job(id: string, start: string, end: string | null): TimelineItem {
  return {
    id,
    category: 'research',
    start_date: start,
    end_date: end,
    title: { en: `Job ${id}`, fr: `Poste ${id}` },
    organization: 'Org',
    summary: { en: 'S', fr: 'S' },
  };
}

const input: CvInput = {
  site,
  publications: {
    updated_at: '2026-11-16T23:30:00.000Z',
    source: { openalexAuthorIds: [] },
    items: [work('W1', 2021, 'article'), work('W2', 2025, 'preprint'), work('W3', 2024, 'article'), work('W4', null, 'article')],
  } as unknown as CvInput['publications'],
  experience: { items: [job('old', '2019-02', '2020-06'), job('now', '2022-11', null)] },
};

describe('cvModel', () => {
  it('groups works by category, newest first, unknown years last, and marks the owner', () => {
    const cv = cvModel(input, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    expect(works(cv).map((group) => group.heading)).toEqual(['Journal articles', 'Preprints']);
    expect(works(cv)[0]!.items.map((item) => item.id)).toEqual(['W3', 'W1', 'W4']);
    expect(works(cv)[0]!.items[0]!.authorLine).toEqual([
      { text: 'A. Other, ', owner: false },
      { text: 'Élodie Marchand', owner: true },
    ]);
    expect(cvSection(cv, 'publications', 'works')?.heading).toBe('Publications');
  });

  it("names a report's institution, a thesis's university and no placeholder venue, as the citations do", () => {
    const items = [
      { ...work('R1', 2024, 'other'), venue: 'Laboratoire', institution: "Laboratoire d'Hydraulique Côtière" },
      { ...work('T1', 2020, 'thesis'), venue: 'Université de Bretagne Occidentale' },
      { ...work('A1', 2023, 'article'), venue: 'Unknown Venue' },
    ];
    const cv = cvModel({ ...input, publications: { ...input.publications, items } }, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    expect(works(cv).flatMap((group) => group.items.map((item) => [item.id, item.venue]))).toEqual([
      ['A1', ''],
      ['T1', 'Université de Bretagne Occidentale'],
      ['R1', "Laboratoire d'Hydraulique Côtière"],
    ]);
  });

  it("shortens a collaboration's author list to the first three and the owner, with the number of authors", () => {
    const authors = Array.from({ length: 120 }, (_, index) => ({ name: `Author ${index + 1}`, orcid: null, isOwner: index === 57 }));
    const cv = cvModel({ ...input, publications: { ...input.publications, items: [{ ...work('C1', 2024, 'article'), authors }] } }, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    expect(works(cv)[0]!.items[0]!.authorLine).toEqual([
      { text: 'Author 1, Author 2, Author 3, …, ', owner: false },
      { text: 'Author 58', owner: true },
      { text: ' et al. (120 authors)', owner: false },
    ]);
  });

  it('lists only the works of cv.publications, compared without case', () => {
    const cv = cvModel({ ...input, site: { ...site, cv: { publications: ['w2'] } } }, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    expect(works(cv).flatMap((group) => group.items.map((item) => item.id))).toEqual(['W2']);
    expect(cvSection(cv, 'publications', 'works')?.heading).toBe('Selected publications');
  });

  it('writes the timeline newest first in the language, with its dates, and leaves absent files empty', () => {
    const cv = cvModel(input, 'fr', t, formatsFor(new IntlMemo(), 'fr-FR'));
    const experience = cvSection(cv, 'experience', 'entries')?.entries ?? [];
    expect(experience.map((entry) => entry.title)).toEqual(['Poste now', 'Poste old']);
    expect(experience[0]!.dates).toBe('nov. 2022 – Present');
    expect(cvSection(cv, 'education', 'entries')?.entries ?? []).toEqual([]);
    expect(cvSection(cv, 'skills', 'rows')?.rows ?? []).toEqual([]);
    expect(cv.jobTitle).toBe('Chercheuse');
  });

  it('dates the CV from the publications import, as written, and lists the contact links', () => {
    const cv = cvModel(input, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    expect(cv.generatedIso).toBe('2026-11-16');
    expect(cv.generated).toBe('Updated 16 November 2026');
    expect(cv.contact.map((link) => link.text)).toEqual([
      'e@example.org',
      'orcid.org/0000-0002-1825-0097',
      's.example',
      'g.example',
      'l.example',
      'r.example',
    ]);
    expect(cv.contact[0]!.url).toBe('mailto:e@example.org');
    expect(cv.contact.map((link) => link.label)).toEqual(['Email', 'ORCID', 'Google Scholar', 'GitHub', 'LinkedIn', 'Lab']);
  });

  it('gives the talks, the teaching and the supervision their sections, from one-language content too, and none without the files', () => {
    const english = createTranslate({ 'cv.talks': 'Talks', 'cv.teaching': 'Teaching', 'cv.supervision': 'Student supervision', 'cv.present': 'Present' });
    const talks = { items: [{ id: 'egu', title: { en: 'Surges' }, event: 'EGU', date: '2026-04-16', type: 'invited' as const }] };
    const teaching = {
      courses: [{ id: 'hydro', title: { en: 'Hydrodynamics' }, institution: 'UBA', role: 'lecturer' as const, level: 'master' as const, periods: [{ start: '2025-09', end: null }] }],
      supervision: [{ id: 'phd', name: 'Yann Morvan', level: 'doctoral' as const, start: '2022-10', end: null }],
    };
    const cv = cvModel({ ...input, 'talks-cv': talks, 'teaching-cv': teaching }, 'en', english, formatsFor(new IntlMemo(), 'en-GB'));
    expect((['talks', 'teaching', 'supervision'] as const).map((id) => cvSection(cv, id, 'list')?.heading)).toEqual(['Talks', 'Teaching', 'Student supervision']);
    expect([cvItems(cv, 'talks').map((talk) => talk.title), cvItems(cv, 'teaching').map((course) => course.dates)]).toEqual([['Surges'], ['Sept 2025 – Present']]);
    expect(cvSection(cv, 'supervision', 'list')?.groups.map((group) => group.items.map((student) => student.title))).toEqual([['Yann Morvan']]);
    const without = cvModel(input, 'en', english, formatsFor(new IntlMemo(), 'en-GB'));
    expect([cvItems(without, 'talks'), cvItems(without, 'teaching'), cvItems(without, 'supervision')]).toEqual([[], [], []]);
  });
});
