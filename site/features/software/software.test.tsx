// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SoftwareData, SoftwareHomeData, SoftwarePageEntry } from '../../../core/collections/software/software-data.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { SoftwarePage } from './software-page.tsx';
import { SoftwareSection } from './software-section.tsx';

const tool: SoftwarePageEntry = {
  id: 'shorehybrid',
  kind: 'software',
  name: 'ShoreHybrid',
  description: 'The <b>hybrid</b> model.',
  date: '2026-03-02',
  version: '1.2.0',
  doi: '10.5555/zenodo.1',
  url: 'https://shorehybrid.example.org',
  repository: 'https://git.example.org/o/shorehybrid',
  license: 'MIT',
  language: 'Python',
  authors: ['Élodie Marchand', 'Yann Le Gall'],
  papers: [{ neutralPath: '/publications/w4409937165/', title: 'A hybrid model' }],
  bibtex: '@software{shorehybrid,\n  title = {{ShoreHybrid}}\n}\n',
};
const data: SoftwarePageEntry = { id: 'porsmilin', kind: 'dataset', name: 'Porsmilin', description: 'Shorelines.', date: '2025-10-20', authors: [], papers: [], bibtex: '@dataset{porsmilin}\n' };

const software: SoftwareData = { total: 2, groups: [{ kind: 'software', items: [tool] }, { kind: 'dataset', items: [data] }] };
const home: SoftwareHomeData = { total: 5, items: [tool, data] };

function prerender(language: 'en' | 'fr', node: 'page' | 'section' = 'page') {
  const store = new DataStore({ [`software.${language}`]: software, [`software-home.${language}`]: home });
  const strings = productStringsOf(language);
  return new DOMParser().parseFromString(renderToHtml(node === 'page' ? <SoftwarePage /> : <SoftwareSection />, { strings, store, language }), 'text/html').body;
}

describe('SoftwarePage', () => {
  it('groups the items by kind, each an anchor the search names, with version, day, licence, language, authors and links', () => {
    const body = prerender('en');
    expect(body.querySelector('h1')?.textContent).toBe('Software and data');
    expect([...body.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Software', 'Datasets']);
    const item = body.querySelector('li#shorehybrid');
    expect(item?.getAttribute('data-pagefind-title')).toBe('ShoreHybrid');
    expect(item?.querySelector('h3')?.textContent).toBe('ShoreHybrid');
    expect(item?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-02');
    expect(item?.textContent).toContain('version 1.2.0');
    expect(item?.textContent).toContain('The <b>hybrid</b> model.');
    expect(item?.querySelector('a[href="https://spdx.org/licenses/MIT.html"]')?.textContent).toBe('MIT');
    expect(item?.textContent).toContain('Élodie Marchand, Yann Le Gall');
    expect(item?.querySelector('a[href="https://doi.org/10.5555/zenodo.1"]')).not.toBeNull();
    expect(item?.querySelector('a[href="https://git.example.org/o/shorehybrid"]')?.getAttribute('aria-label')).toBe('Repository of ShoreHybrid');
    expect(item?.querySelector('a[href="https://shorehybrid.example.org"]')).not.toBeNull();
  });

  it('links the papers it implements in the page’s language, and shows its BibTeX in a Cite block with every download', () => {
    const english = prerender('en');
    expect(english.querySelector('li#shorehybrid a[href="/publications/w4409937165/"]')?.textContent).toBe('A hybrid model');
    expect(english.querySelector('li#shorehybrid details summary')?.textContent).toBe('Cite');
    expect(english.querySelector('li#shorehybrid details pre')?.textContent).toBe(tool.bibtex);
    expect([...english.querySelectorAll('a[download]')].map((link) => link.getAttribute('href'))).toEqual(['/software/software.bib', '/software/software.ris', '/software/software.json']);
    const french = prerender('fr');
    expect([...french.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Logiciels', 'Jeux de données']);
    expect(french.querySelector('li#shorehybrid a[href="/fr/publications/w4409937165/"]')).not.toBeNull();
    expect(french.querySelector('a[download]')?.getAttribute('href')).toBe('/fr/software/software.bib');
  });
});

describe('SoftwareSection', () => {
  it('shows the newest items linking to their anchors, and a link to every item', () => {
    const body = prerender('fr', 'section');
    expect(body.querySelector('section#software h2')?.textContent).toBe('Logiciels et données');
    expect([...body.querySelectorAll('h3 a')].map((link) => link.getAttribute('href'))).toEqual(['/fr/software/#shorehybrid', '/fr/software/#porsmilin']);
    expect(body.querySelector('a[href="/fr/software/"]')?.textContent).toBe('Tous les logiciels et données (5)');
    expect(body.querySelector('[data-pagefind-title]')).toBeNull();
  });
});
