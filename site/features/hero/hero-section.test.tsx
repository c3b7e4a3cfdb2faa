// @vitest-environment jsdom
import { DataStore } from '../../shared/data/data-store.ts';
import { shippedEdition } from '../../shared/testing/edition-fixture.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import siteContent from '../../../content/site.json';
import { click, focusBy, mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { firstPaintAfterAttribute } from '../../../core/page/first-paint-marker.ts';
import { heroLastElementId } from './hero-links.tsx';
import { HeroSection } from './hero-section.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

/** The shipped content has every section. */
const shippedStore = () => new DataStore({ edition: shippedEdition }, () => new Promise(() => {}));

const site = siteContent as SiteConfig;
const strings = stringsEn;

function prerender(language: 'en' | 'fr' = 'en'): HTMLElement {
  document.body.innerHTML = renderToHtml(<HeroSection />, { strings, language, store: shippedStore() });
  return document.querySelector('section')!;
}

function linkNamed(root: ParentNode, name: string): HTMLAnchorElement {
  const link = [...root.querySelectorAll('a')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name,
  );
  if (!link) throw new Error(`No link named "${name}"`);
  return link;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('HeroSection', () => {
  it('is the section "top" with the owner’s name as its only heading, an <h1>', () => {
    const hero = prerender();
    expect(hero.id).toBe('top');
    expect(hero.getAttribute('aria-labelledby')).toBe('hero-name');
    const headings = hero.querySelectorAll('h1, h2, h3, h4, h5, h6');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.tagName).toBe('H1');
    expect(headings[0]?.id).toBe('hero-name');
    expect(headings[0]?.textContent).toBe(site.profile.name);
  });

  it('ends with the element the first paint waits for: every word and link of the hero comes before it', () => {
    const hero = prerender();
    const last = hero.querySelector(`#${heroLastElementId}`)!;
    expect(last.hasAttribute(firstPaintAfterAttribute)).toBe(true);
    for (const element of hero.querySelectorAll('p, h1, a, img')) {
      if (element === last || last.contains(element)) continue;
      expect(last.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING, element.outerHTML.slice(0, 60)).toBeTruthy();
    }
  });

  it('shows the subtitle, specialization and about text in the page language', () => {
    expect(prerender('en').textContent).toContain(site.profile.specialization.en);
    const hero = prerender('fr');
    for (const text of [site.profile.subtitle.fr, site.profile.specialization.fr, site.profile.about.fr]) {
      expect(hero.textContent).toContain(text);
    }
  });

  it('links the three buttons and the arrow to their sections, so they work without JavaScript', () => {
    const hero = prerender();
    expect(linkNamed(hero, 'Watch Video').getAttribute('href')).toBe('#spotlight');
    expect(linkNamed(hero, 'Get in Touch').getAttribute('href')).toBe('#contact');
    expect(linkNamed(hero, 'View My Work').getAttribute('href')).toBe('#experience');
    expect(linkNamed(hero, 'Scroll to skills').getAttribute('href')).toBe('#skills');
  });

  it('draws the profile links in the owner’s order, named in the page language, profiles in a new tab', () => {
    const links = [
      { kind: 'orcid', url: 'https://orcid.org/0000-0002-1825-0097' },
      { kind: 'lab', url: 'https://lab.example.org/jane', label: 'Lab page' },
      { kind: 'email', url: 'mailto:jane@example.org' },
      { kind: 'website', url: 'https://jane.example.org' },
    ];
    const testSite: SiteConfig = { ...site, profile: { ...site.profile, links } };
    const names = (language: 'en' | 'fr') => {
      document.body.innerHTML = renderToHtml(<HeroSection />, {
        site: testSite,
        strings: language === 'en' ? stringsEn : stringsFr,
        language,
        store: shippedStore(),
      });
      const anchors = [...document.querySelectorAll<HTMLAnchorElement>('section ul a:not([download])')];
      expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(links.map((link) => link.url));
      for (const anchor of anchors) expect(anchor.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      return anchors.map((anchor) => anchor.textContent?.trim());
    };
    expect(names('en')).toEqual([
      'ORCID (opens in a new tab)',
      'Lab page (opens in a new tab)',
      'Email',
      'Website (opens in a new tab)',
    ]);
    expect(names('fr')).toEqual([
      'ORCID (s’ouvre dans un nouvel onglet)',
      'Lab page (s’ouvre dans un nouvel onglet)',
      'E-mail',
      'Site web (s’ouvre dans un nouvel onglet)',
    ]);
    const email = [...document.querySelectorAll('a')].find((anchor) => anchor.href.startsWith('mailto:'));
    expect(email?.hasAttribute('target')).toBe(false);
  });

  it('names each shipped icon link and opens the profiles, not the email, in a new tab', () => {
    const hero = prerender();
    const email = linkNamed(hero, 'Email');
    expect(email.getAttribute('href')).toBe(`mailto:${site.profile.email}`);
    expect(email.hasAttribute('target')).toBe(false);

    const byKind = (kind: string) => site.profile.links.find((link) => link.kind === kind)!.url;
    const profiles: [string, string][] = [
      ['Google Scholar', byKind('scholar')],
      ['GitHub', byKind('github')],
      ['LinkedIn', byKind('linkedin')],
      ['ResearchGate', byKind('researchgate')],
      ['ORCID', byKind('orcid')],
    ];
    for (const [label, href] of profiles) {
      const link = linkNamed(hero, `${label} (opens in a new tab)`);
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('names the icon links and the arrow in tooltips, with no title that would add the browser’s own', () => {
    expect(prerender().querySelector('[title]')).toBeNull();
    const { container, unmount } = mount(<HeroSection />, { strings, store: shippedStore() });
    const tooltip = () => document.querySelector('[data-testid="tooltip"]')?.textContent;
    focusBy('keyboard', linkNamed(container, 'GitHub (opens in a new tab)'));
    expect(tooltip()).toBe('GitHub');
    focusBy('keyboard', linkNamed(container, 'Email'));
    expect(tooltip()).toBe('Email');
    focusBy('keyboard', linkNamed(container, 'Scroll to skills'));
    expect(tooltip()).toBe('Scroll to skills');
    unmount();
  });

  it('downloads the hand-made CV (profile.cv) from the site root when the owner ships one', () => {
    const withCv = { ...site, profile: { ...site.profile, cv: 'files/CV_2025.pdf' } } as SiteConfig;
    document.body.innerHTML = renderToHtml(<HeroSection />, { strings, site: withCv });
    const cv = linkNamed(document.body, 'Download CV');
    expect(cv.getAttribute('href')).toBe('/CV_2025.pdf');
    expect(cv.hasAttribute('download')).toBe(true);
  });

  it('downloads the CV generated in the page language when there is no profile.cv', () => {
    const { cv: _cv, ...profile } = site.profile as SiteConfig['profile'] & { cv?: string };
    const withoutCv = { ...site, profile } as SiteConfig;
    for (const language of ['en', 'fr'] as const) {
      document.body.innerHTML = renderToHtml(<HeroSection />, { strings, language, site: withoutCv });
      const cv = linkNamed(document.body, 'Download CV');
      expect(cv.getAttribute('href')).toBe(`/cv/elodie-marchand-cv-${language}.pdf`);
    }
  });

  it('scrolls to the contact section when "Get in Touch" is pressed', () => {
    window.matchMedia = vi.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
    const contact = document.createElement('section');
    contact.id = 'contact';
    contact.scrollIntoView = vi.fn();
    document.body.append(contact);
    const { container, unmount } = mount(<HeroSection />, { strings, store: shippedStore() });

    const event = click(linkNamed(container, 'Get in Touch'));

    expect(event.defaultPrevented).toBe(true);
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(contact);
    unmount();
  });
});

describe('HeroSection of a site with no optional section', () => {
  it('shows no button and no email link but the generated CV, and its arrow leads to the publications', () => {
    const { spotlight: _spotlight, contact: _contact, projects: _projects, ...required } = site;
    const { cv: _cv, email: _email, ...profile } = site.profile;
    const links = profile.links.filter((link) => link.kind !== 'email');
    const bare: SiteConfig = { ...required, profile: { ...profile, links } };
    const store = new DataStore({ edition: { ...shippedEdition, sections: ['publications'], homeSections: ['publications'] } }, () => new Promise(() => {}));
    document.body.innerHTML = renderToHtml(<HeroSection />, { strings, site: bare, store });
    const hero = document.querySelector('section')!;
    const names = [...hero.querySelectorAll('a')].map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim());
    for (const absent of ['Watch Video', 'Get in Touch', 'View My Work', 'Email']) expect(names).not.toContain(absent);
    // Without a hand-made CV the hero offers the one the build generates from the content, in the page's language.
    expect(linkNamed(hero, 'Download CV').getAttribute('href')).toMatch(/^\/cv\/.+-cv-en\.pdf$/);
    expect(hero.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(linkNamed(hero, 'Scroll to publications').getAttribute('href')).toBe('#publications');
  });
});

describe('HeroSection of a home page that shows some sections only (site.json home.sections)', () => {
  it('offers buttons to the sections the home page shows, and no arrow when it shows neither skills nor publications', () => {
    const store = new DataStore({ edition: { ...shippedEdition, homeSections: ['contact', 'education'] } }, () => new Promise(() => {}));
    document.body.innerHTML = renderToHtml(<HeroSection />, { strings, store });
    const hero = document.querySelector('section')!;
    const names = [...hero.querySelectorAll('a')].map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim());
    expect(names).toContain('Get in Touch');
    for (const absent of ['Watch Video', 'View My Work', 'Scroll to skills', 'Scroll to publications']) expect(names).not.toContain(absent);
    expect(hero.querySelector('[data-first-paint-after]')).toBeNull();
  });

  it('leads the arrow to the first section it offers in the home page’s order: the publications when they come before the skills', () => {
    const store = new DataStore({ edition: { ...shippedEdition, homeSections: ['publications', 'skills', 'experience'] } }, () => new Promise(() => {}));
    document.body.innerHTML = renderToHtml(<HeroSection />, { strings, store });
    const hero = document.querySelector('section')!;
    expect(linkNamed(hero, 'Scroll to publications').getAttribute('href')).toBe('#publications');
    expect(linkNamed(hero, 'View My Work').getAttribute('href')).toBe('#experience');
  });
});
