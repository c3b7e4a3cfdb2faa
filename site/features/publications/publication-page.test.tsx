// @vitest-environment jsdom
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import englishStrings from '../../../content/strings.en.json';
import frenchStrings from '../../../content/strings.fr.json';
import { DataStore } from '../../shared/data/data-store.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { makePublication } from '../../../core/collections/publications/publication.fixture.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { ToastProvider } from '../../shared/ui/toast/toast-provider.tsx';
import { PublicationPage } from './publication-page.tsx';

const productEnglish = productStringsOf('en');
const productFrench = productStringsOf('fr');

const publication = makePublication({
  authors: [
    { name: 'Ana Lima', orcid: '0000-0001-2345-6789', isOwner: false },
    { name: 'Élodie Marchand', orcid: null, isOwner: true },
    { name: 'Bo Chen', orcid: null, isOwner: false },
    { name: 'Dee Roy', orcid: null, isOwner: false },
  ],
});

const bibtex = '@article{w4412260478,\n  author = {Lima, Ana and Marchand, Élodie},\n  title = {Shoreline response}\n}\n';

const talk = { id: 'agu-2026', neutralPath: '/talks/#agu-2026', date: '2026-12-15', labelKey: 'talks.type.invited', detail: 'AGU Fall Meeting' };
const related = {
  en: [{ id: 'talks', headingKey: 'publicationPage.talks', items: [{ ...talk, title: 'Storm surge maps' }] }],
  fr: [{ id: 'talks', headingKey: 'publicationPage.talks', items: [{ ...talk, title: 'Cartes de surcote' }] }],
};

function render(language: 'en' | 'fr', manuscript?: string, withTalks = false) {
  const store = new DataStore({
    'publication.w4412260478': {
      key: 'w4412260478',
      publication,
      references: { en: 'Lima, A. (2026). Shoreline response.', fr: 'Lima, A. (2026). Réponse du trait de côte.' },
      bibtex,
      ...(manuscript === undefined ? {} : { manuscript }),
      ...(withTalks ? { related } : {}),
    },
  });
  const html = renderToHtml(
    <MemoryRouter>
      <ToastProvider>
        <PublicationPage itemKey="w4412260478" dataKey="publication.w4412260478" />
      </ToastProvider>
    </MemoryRouter>,
    { store, language, strings: language === 'en' ? { ...productEnglish, ...englishStrings } : { ...productFrench, ...frenchStrings } },
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('PublicationPage', () => {
  it('shows the title as h1, every author with the owner in bold and ORCID links, venue with numbers and the abstract', () => {
    const document = render('en');
    expect(document.querySelector('h1')?.textContent).toBe(publication.title);
    const authors = document.querySelector('article > p');
    expect(authors?.textContent).toContain('Dee Roy');
    expect(authors?.querySelector('strong')?.textContent).toBe('Élodie Marchand');
    expect(authors?.querySelector('a')?.getAttribute('href')).toBe('https://orcid.org/0000-0001-2345-6789');
    expect(authors?.textContent).toBe('Ana Lima ORCID, Élodie Marchand, Bo Chen, Dee Roy');
    // The names between two elements are one text node: no React marker (`<!-- -->`) between each name and comma.
    expect([...(authors?.childNodes ?? [])].map((node) => node.nodeName)).toEqual(['#text', 'A', '#text', 'STRONG', '#text']);
    expect(document.body.textContent).toContain('Estuarine, Coastal and Shelf Dynamics, 41, 104812');
    expect(document.body.textContent).toContain(publication.abstract);
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Pocket beaches', 'Storm clusters']),
    );
    expect(document.querySelector('a[href="/publications/"]')).not.toBeNull();
  });

  it("gives the reference in the page's language, the paper's .bib text under a BibTeX caption, and links its BibTeX and RIS files", () => {
    expect(render('fr').body.textContent).toContain('Lima, A. (2026). Réponse du trait de côte.');
    const document = render('en');
    expect(document.body.textContent).toContain('Lima, A. (2026). Shoreline response.');
    expect(document.querySelector('a[href="/publications/w4412260478/w4412260478.bib"]')?.hasAttribute('download')).toBe(true);
    expect(document.querySelector('a[href="/publications/w4412260478/w4412260478.ris"]')).not.toBeNull();
    const entry = document.querySelector('figure pre');
    expect(entry?.textContent).toBe(bibtex);
    expect(entry?.getAttribute('tabindex')).toBe('0');
    expect(entry?.hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('figure > figcaption')?.textContent).toBe('BibTeX');
  });

  it("links the owner's own PDF, when there is one, in the page's language", () => {
    const path = '/publications/w4412260478/w4412260478.pdf';
    expect(render('en').querySelector(`a[href="${path}"]`)).toBeNull();
    expect(render('en', path).querySelector(`a[href="${path}"]`)?.textContent).toBe("PDF — author's manuscript");
    expect(render('fr', path).querySelector(`a[href="${path}"]`)?.textContent).toBe('PDF — manuscrit de l’auteur');
  });

  it('lists the talks that presented the work in the page’s language, each linking to its entry on the talks page', () => {
    expect(render('en').querySelector('#talks-related-title')).toBeNull();
    const english = render('en', undefined, true);
    expect(english.querySelector('#talks-related-title')?.textContent).toBe('Presented in talks');
    const item = english.querySelector('section[aria-labelledby="talks-related-title"] li');
    expect(item?.querySelector('a')?.getAttribute('href')).toBe('/talks/#agu-2026');
    expect(item?.textContent).toBe('Storm surge maps — AGU Fall Meeting, 15 December 2026 (Invited talk)');
    expect(item?.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-15');
    const french = render('fr', undefined, true);
    expect(french.querySelector('#talks-related-title')?.textContent).toBe('Présenté en conférence');
    expect(french.querySelector('section[aria-labelledby="talks-related-title"] a')?.getAttribute('href')).toBe('/fr/talks/#agu-2026');
    expect(french.querySelector('section[aria-labelledby="talks-related-title"] a')?.textContent).toBe('Cartes de surcote');
  });
});
