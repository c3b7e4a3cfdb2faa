import { describe, expect, it } from 'vitest';
import type { SoftwareFile } from '../../../schemas/types.generated.ts';
import { formatsFor, IntlMemo } from '../../i18n/intl-memo.ts';
import { createTranslate } from '../../i18n/translate.ts';
import en from './strings/en.json' with { type: 'json' };
import fr from './strings/fr.json' with { type: 'json' };
import { softwareCv, cvSoftwareData } from './software-cv.ts';
import { softwareNodes } from './software-json-ld.ts';
import { byKind, licenseUrl, type SoftwareData, type SoftwarePageEntry } from './software-data.ts';

const entry = (id: string, kind: SoftwarePageEntry['kind'], date: string, extra: Partial<SoftwarePageEntry> = {}): SoftwarePageEntry => ({
  id,
  kind,
  name: `Item ${id}`,
  description: `About ${id}`,
  date,
  authors: [],
  papers: [],
  bibtex: '',
  ...extra,
});

describe('byKind', () => {
  it('groups in the kinds’ order (software, datasets, models, notebooks), each newest first, the same day in file order, no empty group', () => {
    const items = [entry('a', 'notebook', '2024-01-01'), entry('b', 'software', '2023-01-01'), entry('c', 'software', '2025-01-01'), entry('d', 'software', '2025-01-01'), entry('e', 'dataset', '2020-01-01')];
    expect(byKind(items).map((group) => [group.kind, group.items.map((item) => item.id)])).toEqual([
      ['software', ['c', 'd', 'b']],
      ['dataset', ['e']],
      ['notebook', ['a']],
    ]);
  });
});

describe('softwareNodes', () => {
  const data: SoftwareData = {
    total: 2,
    groups: [
      {
        kind: 'software',
        items: [
          entry('tool', 'software', '2026-03-02', {
            version: '1.2.0',
            license: 'MIT',
            repository: 'https://git.example.org/o/tool',
            language: 'Python',
            doi: '10.5555/z.1',
            authors: ['Élodie Marchand'],
            papers: [{ neutralPath: '/publications/w1/', title: 'Paper' }],
          }),
        ],
      },
      { kind: 'dataset', items: [entry('data', 'dataset', '2025-10-20', { license: 'CC-BY-4.0', doi: '10.5555/z.2', url: 'https://data.example.org/d', repository: 'https://git.example.org/o/d' })] },
    ],
  };

  it('describes a program as SoftwareSourceCode and a data set as a Dataset, at their anchors, with SPDX licence URLs', () => {
    const [tool, dataset] = softwareNodes(data, { url: 'https://example.org/fr/software/', ownerId: 'https://example.org/#person' });
    expect(tool).toEqual({
      '@type': 'SoftwareSourceCode',
      '@id': 'https://example.org/fr/software/#tool',
      name: 'Item tool',
      description: 'About tool',
      datePublished: '2026-03-02',
      url: 'https://git.example.org/o/tool',
      version: '1.2.0',
      license: 'https://spdx.org/licenses/MIT.html',
      identifier: 'https://doi.org/10.5555/z.1',
      codeRepository: 'https://git.example.org/o/tool',
      programmingLanguage: 'Python',
      creator: [{ '@type': 'Person', name: 'Élodie Marchand' }],
      citation: [{ '@type': 'ScholarlyArticle', name: 'Paper', url: 'https://example.org/fr/publications/w1/' }],
    });
    expect(dataset).toMatchObject({ '@type': 'Dataset', license: licenseUrl('CC-BY-4.0'), identifier: 'https://doi.org/10.5555/z.2', url: 'https://data.example.org/d', creator: { '@id': 'https://example.org/#person' } });
    expect(dataset).not.toHaveProperty('codeRepository');
  });
});

describe('the CV section "Software and data"', () => {
  const file: SoftwareFile = {
    items: [
      { id: 'old', name: 'Old', kind: 'dataset', description: { en: 'x', fr: 'x' }, date: '2023-05-01', doi: '10.5555/z.9', license: 'CC0-1.0' },
      { id: 'new', name: { en: 'New', fr: 'Nouveau' }, kind: 'software', description: { en: 'y', fr: 'y' }, date: '2025-02-14', version: '2.0', repository: 'https://git.example.org/o/new' },
    ],
  };

  it('lists every item newest first: its name linking to its DOI, else its page or repository; kind, version and licence; the month', () => {
    const section = softwareCv.sections.software(cvSoftwareData(file), {
      language: 'fr',
      t: createTranslate(fr),
      format: formatsFor(new IntlMemo(), 'fr-FR'),
      site: {} as never,
      date: '2026-01-01',
    });
    expect(section).toMatchObject({ heading: 'Logiciels et données', layout: 'list' });
    const items = section.layout === 'list' ? section.groups[0]?.items : [];
    expect(items?.map(({ id, title, url, detail, dateIso }) => ({ id, title, url, detail, dateIso }))).toEqual([
      { id: 'new', title: 'Nouveau', url: 'https://git.example.org/o/new', detail: 'Logiciel · version 2.0', dateIso: '2025-02-14' },
      { id: 'old', title: 'Old', url: 'https://doi.org/10.5555/z.9', detail: 'Jeu de données · CC0-1.0', dateIso: '2023-05-01' },
    ]);
    expect(createTranslate(en)('cv.software')).toBe('Software and data');
  });
});
