// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataStore } from '../../shared/data/data-store.ts';
import type { Edition } from '../../../schemas/types.generated.ts';
import { shippedEdition } from '../../shared/testing/edition-fixture.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { click, focusBy, mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { ThemeProvider } from '../../shared/theme/theme-context.tsx';
import { Header, mobileMenuId, type OwnLink } from './header.tsx';
import { moreMenuId } from './more-menu.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

/** matchMedia whose desktop query can be switched during a test, firing its change listeners. */
function fakeMatchMedia() {
  const listeners = new Set<() => void>();
  const state = { desktop: false, reducedMotion: false };
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      if (query === '(min-width: 1024px)') return state.desktop;
      if (query === '(prefers-reduced-motion: reduce)') return state.reducedMotion;
      return false;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    state,
    setDesktop(desktop: boolean) {
      state.desktop = desktop;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const routerFuture = { v7_startTransition: true, v7_relativeSplatPath: true };

interface OwnPagesProps {
  ownLinks?: readonly OwnLink[];
  writtenIn?: readonly string[];
}

/** The header as the layout renders it, with the page's path. */
function RoutedHeader(props: OwnPagesProps) {
  const location = useLocation();
  return <Header pathname={location.pathname} {...props} />;
}

function renderHeader(pathname = '/', language: Language = 'en', props: OwnPagesProps = {}, moreSections: Edition['sections'] = []) {
  const sections = [...shippedEdition.sections, ...moreSections, ...(props.ownLinks === undefined ? [] : ['pages' as const])];
  const edition = { ...shippedEdition, sections };
  return mount(
    <MemoryRouter initialEntries={[pathname]} future={routerFuture}>
      <ThemeProvider defaultPreference="system">
        <RoutedHeader {...props} />
      </ThemeProvider>
    </MemoryRouter>,
    {
      language,
      strings: language === 'en' ? stringsEn : stringsFr,
      store: new DataStore({ edition }, () => new Promise(() => {})),
    },
  );
}

/** Clicks, then tells whether the page handled the click itself (the browser would otherwise follow the link). */
function clickHandledByPage(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault(); // jsdom cannot load another page
  };
  window.addEventListener('click', observe, { once: true });
  click(element, init);
  return prevented;
}

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

const menuButton = (container: HTMLElement) =>
  container.querySelector<HTMLButtonElement>(`[aria-controls="${mobileMenuId}"]`)!;
const mobileMenu = (container: HTMLElement) => container.querySelector<HTMLElement>(`#${mobileMenuId}`)!;
const desktopNav = (container: HTMLElement) => container.querySelector<HTMLElement>('nav')!;
const linkNamed = (scope: HTMLElement, text: string) =>
  [...scope.querySelectorAll('a')].find((link) => link.textContent === text)!;

let media: ReturnType<typeof fakeMatchMedia>;
let unmount: () => void = () => undefined;

beforeEach(() => {
  media = fakeMatchMedia();
  window.scrollTo = vi.fn();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

const shownTooltips = () =>
  [...document.querySelectorAll('[data-testid="tooltip"]')].map((tooltip) => tooltip.textContent);

/** Escape pressed where the focus is. */
function pressEscape() {
  act(() => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
  });
}

describe('Header navigation', () => {
  it('links the brand and every section to the home page of its language, Publications to the publications page, and the CV page', () => {
    const english = renderHeader('/projects');
    const brand = english.container.querySelector('a')!;
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.textContent).toBe('EMÉlodie Marchand — Back to top');
    expect(brand.querySelector('[aria-hidden="true"]')?.textContent).toBe('EM');
    expect([...desktopNav(english.container).querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/#skills',
      '/#projects',
      '/publications/',
      '/#experience',
      '/#education',
      '/#contact',
      '/cv/',
    ]);
    english.unmount();

    const french = renderHeader('/fr/projects', 'fr');
    unmount = french.unmount;
    expect(linkNamed(desktopNav(french.container), 'Compétences').getAttribute('href')).toBe('/fr/#skills');
    expect(linkNamed(desktopNav(french.container), 'CV').getAttribute('href')).toBe('/fr/cv/');
    expect(linkNamed(desktopNav(french.container), 'Publications').getAttribute('href')).toBe('/fr/publications/');
    expect(desktopNav(french.container).getAttribute('aria-label')).toBe('Navigation principale');
  });

  it('on the home page, scrolls to the section and focuses it instead of reloading', () => {
    const skills = addSection('skills');
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    expect(clickHandledByPage(linkNamed(desktopNav(container), 'Skills'))).toBe(true);
    expect(skills.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(skills);
    expect(window.location.hash).toBe('#skills');
  });

  it('follows the Publications link to the publications page, even from the home page, and marks it current there and on a paper page', () => {
    const section = addSection('publications');
    const onHome = renderHeader('/');
    const link = linkNamed(desktopNav(onHome.container), 'Publications');
    expect(link.getAttribute('aria-current')).toBeNull();
    expect(clickHandledByPage(link)).toBe(false);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    onHome.unmount();

    for (const pathname of ['/publications/', '/publications/w1/']) {
      const rendered = renderHeader(pathname);
      expect(linkNamed(desktopNav(rendered.container), 'Publications').getAttribute('aria-current'), pathname).toBe('page');
      rendered.unmount();
    }
  });

  it('marks current the item of the section whose list or item page is shown, and no other', () => {
    for (const [pathname, current] of [
      ['/talks/', 'Talks'],
      ['/posts/a-post/', 'Posts'],
      ['/fr/publications/w1/', 'Publications'],
    ] as const) {
      const rendered = renderHeader(pathname, 'en', {}, ['talks', 'posts']);
      const marked = desktopNav(rendered.container).querySelectorAll('a[aria-current="page"]');
      expect([...marked].map((link) => link.textContent), pathname).toEqual([current]);
      rendered.unmount();
    }
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    media.state.reducedMotion = true;
    const contact = addSection('contact');
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    clickHandledByPage(linkNamed(desktopNav(container), 'Contact'));
    expect(contact.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('lets the link load the home page from another page, and leaves modified clicks to the browser', () => {
    const skills = addSection('skills');
    const onProjects = renderHeader('/projects');
    expect(clickHandledByPage(linkNamed(desktopNav(onProjects.container), 'Skills'))).toBe(false);
    onProjects.unmount();

    const onHome = renderHeader('/');
    unmount = onHome.unmount;
    expect(clickHandledByPage(linkNamed(desktopNav(onHome.container), 'Skills'), { ctrlKey: true })).toBe(false);
    expect(skills.scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls back to the top from the brand on the home page and drops the hash', () => {
    window.history.replaceState(null, '', '/#skills');
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    expect(clickHandledByPage(container.querySelector('a')!)).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(window.location.hash).toBe('');
  });
});

describe('Header mobile menu', () => {
  it('is a closed menu behind a labelled button', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    const button = menuButton(container);
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Open menu');
    expect(mobileMenu(container).hidden).toBe(true);
  });

  it('opens and closes with its button', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    click(menuButton(container));
    expect(menuButton(container).getAttribute('aria-expanded')).toBe('true');
    expect(menuButton(container).getAttribute('aria-label')).toBe('Close menu');
    expect(mobileMenu(container).hidden).toBe(false);
    expect(mobileMenu(container).querySelectorAll('nav a')).toHaveLength(7);
    expect(mobileMenu(container).querySelector('a[hreflang="fr"]')).not.toBeNull();
    expect(mobileMenu(container).querySelector('button[aria-label^="Theme"]')).not.toBeNull();
    click(menuButton(container));
    expect(mobileMenu(container).hidden).toBe(true);
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    click(menuButton(container));
    linkNamed(mobileMenu(container), 'Projects').focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(mobileMenu(container).hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton(container));
  });

  it('names its button in a tooltip on keyboard focus', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    focusBy('keyboard', menuButton(container));
    expect(shownTooltips()).toEqual(['Open menu']);
    expect(menuButton(container).hasAttribute('title')).toBe(false);
  });

  it('on Escape, closes a tooltip shown inside it first and itself on the next Escape', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    click(menuButton(container));
    const themeButton = mobileMenu(container).querySelector<HTMLButtonElement>('button[aria-label^="Theme"]')!;
    focusBy('keyboard', themeButton);
    expect(shownTooltips()).toEqual(['Theme: system. Switch to light.']);

    pressEscape();
    expect(shownTooltips()).toEqual([]);
    expect(mobileMenu(container).hidden).toBe(false);
    expect(document.activeElement).toBe(themeButton);

    pressEscape();
    expect(mobileMenu(container).hidden).toBe(true);
    expect(document.activeElement).toBe(menuButton(container));
  });

  it('closes when one of its links is followed', () => {
    addSection('publications');
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    click(menuButton(container));
    clickHandledByPage(linkNamed(mobileMenu(container), 'Publications'));
    expect(mobileMenu(container).hidden).toBe(true);
  });

  it('closes when the window grows to the desktop layout', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    click(menuButton(container));
    media.setDesktop(true);
    expect(menuButton(container).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Header More menu', () => {
  const ownLinks = ['Field campaigns', 'Datasets', 'Open positions', 'Outreach', 'Consulting'].map((label) => ({
    href: `/${label.toLowerCase().replace(/ /g, '-')}/`,
    label,
  }));
  const moreButton = (container: HTMLElement) => container.querySelector<HTMLButtonElement>(`button[aria-controls="${moreMenuId}"]`)!;
  const moreList = (container: HTMLElement) => container.querySelector<HTMLUListElement>(`#${moreMenuId}`)!;
  const labels = (links: Iterable<Element>) => [...links].map((link) => link.textContent);

  it("lists the owner's pages after the CV, in the bar, in the mobile menu, and the links that may not fit again in More", () => {
    const { container, unmount: done } = renderHeader('/', 'en', { ownLinks });
    unmount = done;
    // The bar's own list: the desktop navigation is the header's first, More's list is apart from it.
    const bar = labels(container.querySelector('header nav')!.querySelectorAll(':scope > div:first-child > ul > li > a'));
    expect(bar.slice(-6)).toEqual(['CV', ...ownLinks.map((link) => link.label)]);
    expect(labels(mobileMenu(container).querySelectorAll('nav a'))).toEqual(bar);
    const more = labels(moreList(container).querySelectorAll('a'));
    expect(more.length).toBeGreaterThan(0);
    expect(bar.slice(-more.length)).toEqual(more);
    expect(moreButton(container).textContent).toBe('More');
    expect(moreButton(container).getAttribute('aria-expanded')).toBe('false');
    expect(moreList(container).hidden).toBe(true);
  });

  it('opens from its button, closes on Escape with focus back on it, and when one of its links is followed', () => {
    const { container, unmount: done } = renderHeader('/', 'en', { ownLinks });
    unmount = done;
    click(moreButton(container));
    expect(moreButton(container).getAttribute('aria-expanded')).toBe('true');
    expect(moreList(container).hidden).toBe(false);
    linkNamed(moreList(container), 'Consulting').focus();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(moreList(container).hidden).toBe(true);
    expect(document.activeElement).toBe(moreButton(container));
    click(moreButton(container));
    clickHandledByPage(linkNamed(moreList(container), 'Consulting'));
    expect(moreList(container).hidden).toBe(true);
  });

  it("marks the owner's page the visitor is on, and toggles the language to its twin only where it is written", () => {
    const { container, unmount: done } = renderHeader('/consulting/', 'en', { ownLinks, writtenIn: ['en', 'fr'] });
    expect(linkNamed(mobileMenu(container), 'Consulting').getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('a[hreflang="fr"]')?.getAttribute('href')).toBe('/fr/consulting/');
    done();
    const { container: english, unmount: doneEnglish } = renderHeader('/consulting/', 'en', { ownLinks, writtenIn: ['en'] });
    unmount = doneEnglish;
    expect(english.querySelector('a[hreflang="fr"]')?.getAttribute('href')).toBe('/fr/');
  });

  it('is not there when every link fits the bar', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    expect(moreButton(container)).toBeNull();
  });
});

describe('Header background', () => {
  const header = (container: HTMLElement) => container.querySelector('header')!;

  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('turns solid once the page is scrolled more than 50 px', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    expect(header(container).dataset.scrolled).toBe('false');
    scrollTo(50);
    expect(header(container).dataset.scrolled).toBe('false');
    scrollTo(51);
    expect(header(container).dataset.scrolled).toBe('true');
    scrollTo(0);
    expect(header(container).dataset.scrolled).toBe('false');
  });

  it('is prerendered transparent, whatever the scroll position', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    const html = renderToHtml(
      <MemoryRouter initialEntries={['/']} future={routerFuture}>
        <ThemeProvider defaultPreference="system">
          <RoutedHeader />
        </ThemeProvider>
      </MemoryRouter>,
      { strings: stringsEn },
    );
    expect(html).toContain('data-scrolled="false"');
    expect(html).toMatch(/id="mobile-menu"[^>]*hidden/);
    expect(html).not.toContain('<h1');
  });
});

describe('Header toggles', () => {
  const languageLink = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('a[hreflang]')!;

  it('links to the twin page in the other language, named in that language', () => {
    const { container, unmount: done } = renderHeader('/projects');
    unmount = done;
    const link = languageLink(container);
    expect(link.getAttribute('href')).toBe('/fr/projects/');
    expect(link.getAttribute('hreflang')).toBe('fr');
    expect(link.getAttribute('lang')).toBe('fr');
    expect(link.getAttribute('aria-label')).toBe('FR – Français');
    expect(link.textContent).toBe('FR');
  });

  it('links from a French page to the English twin', () => {
    const { container, unmount: done } = renderHeader('/fr/', 'fr');
    unmount = done;
    expect(languageLink(container).getAttribute('href')).toBe('/');
    expect(languageLink(container).getAttribute('aria-label')).toBe('EN – English');
  });

  it('links from a 404 to the home page of the other language', () => {
    const { container, unmount: done } = renderHeader('/no/such/page');
    unmount = done;
    expect(languageLink(container).getAttribute('href')).toBe('/fr/');
  });

  it('marks the language link for the page to remember the choice (page-services.ts), leaving the navigation to the browser', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    expect(languageLink(container).dataset.rememberLanguage).toBe('fr');
    expect(clickHandledByPage(languageLink(container))).toBe(false);
  });

  it('cycles the theme and says which theme is on and which comes next', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    const themeButton = () => container.querySelector<HTMLButtonElement>('button[aria-label^="Theme"]')!;
    expect(themeButton().getAttribute('aria-label')).toBe('Theme: system. Switch to light.');
    click(themeButton());
    expect(localStorage.getItem('portfolio-theme')).toBe('light');
    expect(themeButton().getAttribute('aria-label')).toBe('Theme: light. Switch to dark.');
    click(themeButton());
    expect(themeButton().getAttribute('aria-label')).toBe('Theme: dark. Switch to system.');
  });

  it('names the theme toggle in a tooltip instead of a title, which would add the browser’s own tooltip', () => {
    const { container, unmount: done } = renderHeader('/');
    unmount = done;
    const themeButton = container.querySelector<HTMLButtonElement>('button[aria-label^="Theme"]')!;
    focusBy('keyboard', themeButton);
    expect(shownTooltips()).toEqual([themeButton.getAttribute('aria-label')]);
    expect(container.querySelector('[title]')).toBeNull();
  });
});
