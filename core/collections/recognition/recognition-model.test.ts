import { describe, expect, it } from 'vitest';
import type { Award, Grant, ServiceItem, SiteConfig } from '../../../schemas/types.generated.ts';
import { cvModel } from '../../cv/cv-model.ts';
import { cvItems, cvSection } from '../../cv/cv-section.fixture.ts';
import { formatsFor, IntlMemo } from '../../i18n/intl-memo.ts';
import { createTranslate } from '../../i18n/translate.ts';
import { productStringsOf } from '../../i18n/product-strings.fixture.ts';
import { periodText } from '../period-text.ts';
import { awardEntries, grantEntries, recognitionData, serviceEntries } from './recognition-model.ts';

const en = productStringsOf('en');
const fr = productStringsOf('fr');

const english = { t: createTranslate(en), format: formatsFor(new IntlMemo(), 'en-GB') };
const french = { t: createTranslate(fr), format: formatsFor(new IntlMemo(), 'fr-FR') };

const awards: Award[] = [
  { id: 'older', title: { en: 'Top graduate', fr: 'Major de promotion' }, organisation: 'UBA', date: '2022-10-14' },
  {
    id: 'newer',
    title: { en: 'Best paper', fr: 'Meilleur article' },
    organisation: { en: 'European Geosciences Union', fr: 'Union européenne des géosciences' },
    date: '2025-05-02',
    description: { en: 'For a poster.', fr: 'Pour un poster.' },
  },
];
const grants: Grant[] = [
  { id: 'region', title: { en: 'Doctoral contract', fr: 'Allocation doctorale' }, funder: 'Région Bretagne', role: 'pi', start: '2022-11-01', end: '2025-10-31', amount: { value: 54000, currency: 'EUR' } },
  { id: 'anr', title: { en: 'RIVAGES', fr: 'RIVAGES' }, funder: 'ANR', role: 'co-pi', start: '2023-01', end: null, url: 'https://rivages.example.org/' },
  { id: 'cost', title: { en: 'Mission', fr: 'Mission' }, funder: 'COST', role: 'participant', start: '2024-04', end: '2024-04-30' },
];
const service: ServiceItem[] = [
  { id: 'member', kind: 'membership', organisation: 'EGU', start: '2022-11', end: null },
  { id: 'review', kind: 'reviewer', organisation: 'Coastal Engineering', start: '2024-03', end: null, description: { en: 'Four manuscripts.', fr: 'Quatre manuscrits.' } },
];

describe('awards, grants and service as the CV and the home page show them', () => {
  it('lists awards newest first, the month in words, the organisation in the language asked', () => {
    expect(awardEntries(awards, 'fr', french.format)).toEqual([
      { id: 'newer', title: 'Meilleur article', organisation: 'Union européenne des géosciences', date: 'mai 2025', dateIso: '2025-05-02', description: 'Pour un poster.' },
      { id: 'older', title: 'Major de promotion', organisation: 'UBA', date: 'oct. 2022', dateIso: '2022-10-14', description: '' },
    ]);
  });

  it('gives a grant its role in words, its period and its amount in the language’s way', () => {
    const entries = grantEntries(grants, 'en', english.format, english.t);
    expect(entries.map((grant) => [grant.id, grant.role, grant.dates, grant.amount, grant.url])).toEqual([
      ['cost', 'Participant', 'Apr 2024', '', ''],
      ['anr', 'Co-investigator', 'Jan 2023 – Present', '', 'https://rivages.example.org/'],
      ['region', 'Principal investigator', 'Nov 2022 – Oct 2025', '€54,000', ''],
    ]);
    const inFrench = grantEntries(grants, 'fr', french.format, french.t);
    expect(inFrench.map((grant) => [grant.role, grant.dates, grant.amount])).toContainEqual([
      'Responsable scientifique',
      'nov. 2022 – oct. 2025',
      '54\u202f000\u00a0€',
    ]);
  });

  it('names the kind of each service and writes an ongoing one as running to the present', () => {
    expect(serviceEntries(service, 'fr', french.format, french.t)).toEqual([
      { id: 'review', kind: 'Relecture d’articles', organisation: 'Coastal Engineering', dates: 'mars 2024 – aujourd’hui', description: 'Quatre manuscrits.' },
      { id: 'member', kind: 'Adhésion', organisation: 'EGU', dates: 'nov. 2022 – aujourd’hui', description: '' },
    ]);
  });

  it('writes a period within one month as that month', () => {
    expect(periodText('2024-04-02', '2024-04-30', english.format, 'Present')).toBe('Apr 2024');
    expect(periodText('2024-04', '2025-01-15', english.format, 'Present')).toBe('Apr 2024 – Jan 2025');
  });

  it('gives the CV its three sections, headed in its language, and none for a file the content lacks', () => {
    const site = { profile: { name: 'É. M.', jobTitle: { en: 'R' }, about: { en: '' }, location: { en: '' }, affiliation: '', links: [] } } as unknown as SiteConfig;
    const publications = { updated_at: '2026-01-01T00:00:00Z', items: [] };
    const data = recognitionData({ awards: { $schema: '../schemas/awards.schema.json', items: awards }, service: { items: service } });
    expect(data).toEqual({ awards: { items: awards }, service: { items: service } });
    const cv = cvModel({ site, publications, recognition: data }, 'fr', french.t, french.format);
    const withGrants = cvModel({ site, publications, recognition: { grants: { items: grants } } }, 'fr', french.t, french.format);
    const headings = [cvSection(cv, 'awards', 'list'), cvSection(withGrants, 'grants', 'list'), cvSection(cv, 'service', 'list')].map((section) => section?.heading);
    expect(headings).toEqual(['Distinctions', 'Financements', 'Service à la communauté scientifique']);
    expect(cvItems(cv, 'awards').map((award) => award.id)).toEqual(['newer', 'older']);
    expect(cvItems(cv, 'grants')).toEqual([]);
    expect(cvItems(cv, 'service').map((item) => item.id)).toEqual(['review', 'member']);
  });
});
