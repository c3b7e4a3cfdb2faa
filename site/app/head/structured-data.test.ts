import { describe, expect, it } from 'vitest';
import publicationsFile from '../../../content/publications.json';
import siteJson from '../../../content/site.json';
import type { Publication, PublicationsFile, SiteConfig } from '../../../schemas/types.generated.ts';
import { personJsonLd, structuredDataScript } from './structured-data.ts';
import { workJsonLd } from '../../../core/collections/publications/work-json-ld.ts';

const site = siteJson as SiteConfig;
const publications = (publicationsFile as PublicationsFile).items;

function publication(overrides: Partial<Publication>): Publication {
  return {
    id: 'W1',
    title: 'Wave run-up on macrotidal beaches',
    url: 'https://doi.org/10.5555/example.1',
    year: 2024,
    date: '2024-05-02',
    venue: 'Coastal Engineering',
    authors: [
      { name: 'Élodie Marchand', orcid: '0000-0002-1825-0097', isOwner: true },
      { name: 'Yann Le Gall', orcid: null, isOwner: false },
    ],
    abstract: '',
    abstractTeaser: '',
    category: 'article',
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi: '10.5555/example.1',
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    pdfUrl: null,
    language: null,
    keywords: [],
    ...overrides,
  };
}

describe('personJsonLd', () => {
  it('describes the owner in the page language, with every profile and the ORCID as sameAs', () => {
    expect(personJsonLd(site, 'fr', null)).toEqual({
      '@type': 'Person',
      '@id': 'https://elodie-marchand.example.org/#person',
      name: 'Élodie Marchand',
      jobTitle: 'Doctorante en génie côtier',
      description: site.profile.about.fr,
      affiliation: {
        '@type': 'Organization',
        name: "Laboratoire d'Hydraulique Côtière, Université de Bretagne Atlantique",
      },
      email: 'elodie.marchand@example.org',
      url: 'https://elodie-marchand.example.org/fr/',
      sameAs: [
        'https://scholar.google.com/citations?user=eMarchndQkAAAAJ',
        'https://github.com/elodie-marchand',
        'https://www.linkedin.com/in/elodie-marchand-coastal',
        'https://www.researchgate.net/profile/Elodie-Marchand',
        'https://orcid.org/0000-0002-1825-0097',
      ],
      address: { '@type': 'PostalAddress', addressLocality: 'Brest, France' },
    });
  });

  it('gives the research keywords of site.json as knowsAbout, in the page language', () => {
    const researchKeywords = { en: ['Coastal and Marine Dynamics', 'Ocean Waves'], fr: ['Dynamique côtière', 'Houle'] };
    expect(personJsonLd({ ...site, profile: { ...site.profile, researchKeywords } }, 'fr', null).knowsAbout).toEqual(['Dynamique côtière', 'Houle']);
    expect(personJsonLd(site, 'en', null)).not.toHaveProperty('knowsAbout');
  });

  it('leaves out the ORCID when the profile has none and adds the photo when there is one', () => {
    const { orcid: _orcid, ...withOrcid } = site.profile;
    const profile = { ...withOrcid, links: withOrcid.links.filter((link) => link.kind !== 'orcid') };
    const person = personJsonLd({ ...site, profile }, 'en', '/images/responsive/portrait-800.jpg');
    expect(person.sameAs).toHaveLength(4);
    expect(person.image).toBe('https://elodie-marchand.example.org/images/responsive/portrait-800.jpg');
    expect(personJsonLd(site, 'en', null)).not.toHaveProperty('image');
    expect(person.url).toBe('https://elodie-marchand.example.org/');
  });
});

describe('personJsonLd sameAs', () => {
  it('lists the profile links in the owner’s order, without the email, adding the ORCID iD only once', () => {
    const links = [
      { kind: 'website', url: 'https://jane.example.org' },
      { kind: 'email', url: 'mailto:jane@example.org' },
      { kind: 'hal', url: 'https://cv.hal.science/jane', label: 'HAL' },
      { kind: 'mastodon', url: 'https://scholar.social/@jane' },
    ];
    const person = personJsonLd({ ...site, profile: { ...site.profile, links } }, 'en', null);
    expect(person.sameAs).toEqual([
      'https://jane.example.org',
      'https://cv.hal.science/jane',
      'https://scholar.social/@jane',
      'https://orcid.org/0000-0002-1825-0097',
    ]);
    const withOrcidFirst = [{ kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' }, ...links];
    expect(personJsonLd({ ...site, profile: { ...site.profile, links: withOrcidFirst } }, 'en', null).sameAs).toEqual([
      'https://orcid.org/0000-0002-1825-0097',
      'https://jane.example.org',
      'https://cv.hal.science/jane',
      'https://scholar.social/@jane',
    ]);
  });
});

describe('structuredDataScript', () => {
  it('is a schema.org graph of the owner, then the paper of a paper page', () => {
    const work = publications[0];
    if (!work) throw new Error('the shipped content has publications');
    const parse = (script: string) => JSON.parse(script) as { '@context': string; '@graph': { '@type': string; name: string }[] };
    const home = parse(structuredDataScript(site, 'en', null));
    expect(home['@context']).toBe('https://schema.org');
    expect(home['@graph'].map((node) => node['@type'])).toEqual(['Person']);
    const paper = parse(structuredDataScript(site, 'en', null, [workJsonLd(work, 'https://example.org/publications/x/')]));
    expect(paper['@graph'].map((node) => node['@type'])).toEqual(['Person', workJsonLd(work)['@type']]);
    expect(paper['@graph'][1]?.name).toBe(work.title);
  });

  it('cannot close its <script> element, whatever a title holds', () => {
    const hostile = publication({ title: '</script><script>alert(1)</script> & <!-- more' });
    const script = structuredDataScript(site, 'en', null, [workJsonLd(hostile, 'https://example.org/publications/x/')]);
    expect(script).not.toMatch(/[<>&]/);
    const graph = JSON.parse(script) as { '@graph': { name: string }[] };
    expect(graph['@graph'][1]?.name).toBe('</script><script>alert(1)</script> & <!-- more');
  });
});
