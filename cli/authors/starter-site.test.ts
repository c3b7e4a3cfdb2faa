import { describe, expect, it } from 'vitest';
import type { AuthorCandidate } from './author-candidate.ts';
import { initialsOf, researchKeywords, schemaDirectoryFrom, starterSite } from './starter-site.ts';

const main: AuthorCandidate = {
  id: 'A5000000001',
  name: 'Élodie Marchand',
  institutions: ["Laboratoire d'Hydraulique Côtière", 'Université de Bretagne Atlantique'],
  worksCount: 24,
  citations: 311,
  orcid: '0000-0002-1825-0097',
  topics: ['Coastal Dynamics', 'Ocean Waves', 'Cyclones'],
};
const split: AuthorCandidate = { id: 'A5000000002', name: 'E. Marchand', institutions: [], worksCount: 2, citations: 4, orcid: null, topics: ['Sediment Transport', 'coastal dynamics'] };

describe('starterSite', () => {
  it('fills what OpenAlex knows, TODO placeholders per language, the placeholder siteUrl and no optional section', () => {
    const site = starterSite({ authors: [split, main], orcid: '0000-0002-1825-0097', languages: ['fr', 'en'], schemaDirectory: '../schemas' });
    expect(site).toEqual({
      $schema: '../schemas/site.schema.json',
      format: 2,
      siteUrl: 'https://example.org',
      languages: ['fr', 'en'],
      defaultLanguage: 'fr',
      defaultTheme: 'system',
      profile: {
        // The record with the most works speaks for the owner, whatever the order of --author.
        name: 'Élodie Marchand',
        initials: 'ÉM',
        subtitle: { fr: expect.stringMatching(/^À FAIRE : /), en: expect.stringMatching(/^TODO: /) },
        specialization: { fr: expect.stringMatching(/^À FAIRE : /), en: expect.stringMatching(/^TODO: /) },
        about: { fr: expect.stringMatching(/^À FAIRE : /), en: expect.stringMatching(/^TODO: /) },
        jobTitle: { fr: expect.stringMatching(/^À FAIRE : /), en: expect.stringMatching(/^TODO: /) },
        affiliation: "Laboratoire d'Hydraulique Côtière",
        location: { fr: 'À FAIRE : Ville, Pays', en: 'TODO: City, Country' },
        orcid: '0000-0002-1825-0097',
        links: [{ kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' }],
        researchKeywords: {
          fr: ['Coastal Dynamics', 'Sediment Transport', 'Ocean Waves', 'Cyclones'],
          en: ['Coastal Dynamics', 'Sediment Transport', 'Ocean Waves', 'Cyclones'],
        },
      },
      publications: { sources: [{ openalex: { authors: ['A5000000002', 'A5000000001'] } }], orcid: '0000-0002-1825-0097', exclude: [] },
      analytics: { endpoint: null },
    });
    for (const optional of ['spotlight', 'contact', 'projects', 'socialImage']) expect(site).not.toHaveProperty(optional);
    for (const optional of ['cv', 'email', 'photo']) expect(site.profile).not.toHaveProperty(optional);
  });

  it('without an ORCID or an institution: no orcid, no links, a TODO affiliation; a third language gets the English TODO', () => {
    const site = starterSite({ authors: [split], orcid: null, languages: ['de'], schemaDirectory: '.' });
    const profile = site.profile as Record<string, unknown>;
    expect(profile.orcid).toBeUndefined();
    expect(profile.links).toEqual([]);
    expect(profile.affiliation).toBe('TODO: your institution (de)');
    expect(profile.subtitle).toEqual({ de: 'TODO: one line under your name, e.g. your current position (de)' });
    expect(site.publications).toEqual({ sources: [{ openalex: { authors: ['A5000000002'] } }], exclude: [] });
  });

  it('writes no researchKeywords when OpenAlex has no topics', () => {
    const site = starterSite({ authors: [{ ...split, topics: [] }], orcid: null, languages: ['en'], schemaDirectory: '.' });
    expect(site.profile).not.toHaveProperty('researchKeywords');
  });
});

describe('initialsOf', () => {
  it.each([
    ['Élodie Marchand', 'ÉM'],
    ['Jean-Luc Picard', 'JLP'],
    ['marie salomea skłodowska curie', 'MC'],
    ['Ada', 'A'],
    ['M. Curie', 'MC'],
    ['  ', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('researchKeywords', () => {
  it('takes each record’s best topics in turn, case-blind without repeats, at most 5', () => {
    const many = { ...main, topics: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(researchKeywords([many, { ...split, topics: ['A', 'z'] }])).toEqual(['a', 'b', 'z', 'c', 'd']);
  });
});

describe('schemaDirectoryFrom', () => {
  it('is the relative path from the content folder to schemas/', () => {
    expect(schemaDirectoryFrom('/repo/content', '/repo/schemas')).toBe('../schemas');
    expect(schemaDirectoryFrom('/home/me/site', '/opt/portfolio/schemas')).toBe('../../../opt/portfolio/schemas');
  });
});
