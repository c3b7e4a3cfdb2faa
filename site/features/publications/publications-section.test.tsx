// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Publication, PublicationsFile } from '../../../schemas/types.generated.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStoreProvider } from '../../shared/data/data-context.tsx';
import { DataStore } from '../../shared/data/data-store.ts';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { I18nProvider } from '../../shared/i18n/i18n-context.tsx';
import { shownText } from '../../shared/testing/shown-text.ts';
import { ToastProvider } from '../../shared/ui/toast/toast-provider.tsx';
import { trackEvent } from '../../shared/analytics/track.ts';
import { makePublication, makePublicationsFile } from '../../../core/collections/publications/publication.fixture.ts';
import {
  publicationsHomeData,
  publicationsHomeFilterFiles,
} from '../../../core/collections/publications/publication-data.ts';
import { PublicationsSection } from './publications-section.tsx';

const englishStrings = productStringsOf('en');

vi.mock('../../shared/analytics/track.ts', () => ({ trackEvent: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const author = (name: string, isOwner = false) => ({ name, orcid: null, isOwner });

const items: Publication[] = [
  makePublication({
    id: 'article-1',
    title: 'Storm-surge surrogates',
    category: 'article',
    citedByCount: 12,
    authors: ['Ana Lima', 'Élodie Marchand', 'Bo Chen', 'Dee Roy', 'Eli Park'].map((name) =>
      author(name, name === 'Élodie Marchand'),
    ),
    doi: '10.5555/eartharxiv.2026.x7k2p9',
    abstract: 'The full abstract of the surrogate paper, which is long.',
    abstractTeaser: 'The full abstract…',
  }),
  makePublication({
    id: 'conference-1',
    title: 'Dune monitoring',
    category: 'conference',
    venue: 'Unknown Venue',
    citedByCount: 1,
    isOpenAccess: true,
    oaUrl: null,
    doi: null,
    abstract: 'Short abstract.',
    abstractTeaser: 'Short abstract.',
    preprintUrl: 'https://eartharxiv.example.org/123',
  }),
  makePublication({
    id: 'thesis-1',
    title: 'A thesis on waves',
    category: 'thesis',
    venue: null,
    citedByCount: 0,
    isOpenAccess: false,
    oaUrl: null,
    authors: [author('Élodie Marchand', true), author('Zoe Stone')],
    authorsTruncated: true,
    abstract: '',
    abstractTeaser: '',
  }),
  makePublication({ id: 'preprint-1', title: 'A preprint', category: 'preprint', citedByCount: 2 }),
  makePublication({ id: 'book-1', title: 'A book chapter', category: 'book', citedByCount: 3, isOpenAccess: false }),
  makePublication({ id: 'other-1', title: 'A report', category: 'other', citedByCount: 0, isOpenAccess: false }),
];
const file = makePublicationsFile(items);

/** What the build embeds in the home page: the 6 cards and counts, and each category's 6 cards. */
function homeSeed(data: PublicationsFile) {
  return { 'publications-home': publicationsHomeData(data), ...publicationsHomeFilterFiles(data) };
}

function Page({ store }: { store: DataStore }) {
  return (
    <MemoryRouter>
      <DataStoreProvider store={store}>
        <I18nProvider language="en" strings={englishStrings}>
          <ToastProvider>
            <PublicationsSection />
          </ToastProvider>
        </I18nProvider>
      </DataStoreProvider>
    </MemoryRouter>
  );
}

let container: HTMLDivElement;
let root: Root;
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderWithData(data: PublicationsFile = file) {
  act(() => root.render(<Page store={new DataStore(homeSeed(data))} />));
}

const section = () => container.querySelector<HTMLElement>('section#publications');
/** The title link's own text, without its hidden 'opens in a new tab'. */
const cardTitles = () =>
  [...container.querySelectorAll('#publications-list h3 a')].map((a) => a.firstChild?.textContent);
const card = (title: string) =>
  [...container.querySelectorAll('article')].find((article) =>
    article.querySelector('h3')?.textContent?.startsWith(title),
  );
const buttonByText = (scope: ParentNode, text: string) =>
  [...scope.querySelectorAll('button')].find((button) => button.textContent?.startsWith(text));
const toasts = () => [...document.querySelectorAll('[aria-live="polite"] li p')].map((p) => p.textContent);

describe('PublicationsSection on a prerendered page', () => {
  it('renders every publication in the HTML, with its heading and the All filter pressed', () => {
    const html = renderToString(<Page store={new DataStore(homeSeed(file))} />);
    const document = new DOMParser().parseFromString(html, 'text/html');
    const rendered = document.querySelector('section#publications');
    expect(rendered?.getAttribute('aria-labelledby')).toBe('publications-title');
    expect(rendered?.querySelector('h2#publications-title')?.textContent).toBe('Publications');
    expect(rendered?.querySelectorAll('#publications-list > li')).toHaveLength(6);
    expect(rendered?.querySelector('[data-testid="publications-skeleton"]')).toBeNull();
    const pressed = rendered?.querySelector('[aria-pressed="true"]');
    expect(pressed?.textContent).toBe('All (6)');
  });

  it('shows the update date in the page language and UTC, and the weekly sync', () => {
    renderWithData();
    expect(section()?.textContent).toContain('Last updated: 16 November 2026 · Synced weekly from OpenAlex');
  });
});

describe('filters', () => {
  it('are toggle buttons with counts, and each shows exactly its category', () => {
    renderWithData();
    const group = container.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('Filter publications by type');
    const buttons = [...(group?.querySelectorAll('button') ?? [])];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All (6)',
      'Journal Papers (1)',
      'Conference Papers (1)',
      'Thesis (1)',
      'Preprints (1)',
    ]);
    expect(buttons.every((button) => button.getAttribute('aria-controls') === 'publications-list')).toBe(true);

    act(() => buttons[1]?.click());
    expect(cardTitles()).toEqual(['Storm-surge surrogates']);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);

    act(() => buttons[3]?.click());
    expect(cardTitles()).toEqual(['A thesis on waves']);

    act(() => buttons[0]?.click());
    expect(cardTitles()).toHaveLength(6);
    expect(cardTitles()).toContain('A book chapter');
    expect(cardTitles()).toContain('A report');
  });

  it('show at most 6 cards, the newest, and a category its own newest 6, with a link to all publications', () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      makePublication({
        id: `w${index}`,
        title: `Work ${index}`,
        year: 2000 + index,
        date: null,
        category: index % 2 === 0 ? 'article' : 'conference',
      }),
    );
    renderWithData(makePublicationsFile(many));
    expect(cardTitles()).toEqual(['Work 19', 'Work 18', 'Work 17', 'Work 16', 'Work 15', 'Work 14']);
    const allLink = [...container.querySelectorAll('a')].find((a) => a.textContent?.startsWith('All publications'));
    expect(allLink?.textContent).toBe('All publications (20)');
    expect(allLink?.getAttribute('href')).toBe('/publications/');
    act(() => buttonByText(container, 'Journal Papers')?.click());
    expect(cardTitles()).toEqual(['Work 18', 'Work 16', 'Work 14', 'Work 12', 'Work 10', 'Work 8']);
    expect(section()?.textContent).toContain('Publications20');
  });

  it('say so when a category is empty', () => {
    renderWithData(makePublicationsFile([makePublication({ category: 'article' })]));
    act(() => buttonByText(container, 'Preprints')?.click());
    expect(cardTitles()).toEqual([]);
    expect(section()?.textContent).toContain('No publications in this category yet.');
  });
});

describe('publication card', () => {
  it('links the title to the work in a new tab', () => {
    renderWithData();
    const link = card('Storm-surge surrogates')?.querySelector('h3 a');
    expect(link?.getAttribute('href')).toBe(items[0]?.url);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('records a publication_view when the title or the free full text is opened', () => {
    renderWithData();
    const opened = card('Storm-surge surrogates');
    const title = opened?.querySelector('h3 a');
    const fullText = [...(opened?.querySelectorAll('a') ?? [])].find((a) => a.textContent?.startsWith('Open Access'));
    const links = [title, fullText];
    vi.mocked(trackEvent).mockClear();
    for (const link of links) {
      link?.addEventListener('click', (event) => event.preventDefault());
      act(() => link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    }
    expect(vi.mocked(trackEvent).mock.calls).toEqual([
      ['publication_view', { id: items[0]?.id }],
      ['publication_view', { id: items[0]?.id }],
    ]);
  });

  it('shows venue, year, citations and an open-access link to the free full text', () => {
    renderWithData();
    const meta = [...(card('Storm-surge surrogates')?.querySelectorAll('ul li') ?? [])].map((li) => li.textContent);
    expect(meta).toEqual([
      'Estuarine, Coastal and Shelf Dynamics',
      '2026',
      '12 citations',
      'Open Access: Free full text (opens in a new tab)',
    ]);
    const oaLink = [...(card('Storm-surge surrogates')?.querySelectorAll('a') ?? [])].find((a) =>
      a.textContent?.startsWith('Open Access'),
    );
    expect(oaLink?.getAttribute('href')).toBe(items[0]?.oaUrl);
  });

  it("hides an 'Unknown Venue', shows an open-access mark without a link when there is no free copy", () => {
    renderWithData();
    const conference = card('Dune monitoring');
    const meta = [...(conference?.querySelectorAll('ul li') ?? [])].map((li) => li.textContent);
    expect(meta).toEqual(['2026', '1 citation', 'Open Access']);
    expect(conference?.textContent).not.toContain('Unknown Venue');
    expect([...(conference?.querySelectorAll('a') ?? [])].some((a) => a.textContent?.startsWith('Open Access'))).toBe(
      false,
    );
  });

  it('collapses authors to the first 3 with a +N more / show less toggle and the owner in bold', () => {
    renderWithData();
    const article = card('Storm-surge surrogates');
    const toggle = buttonByText(article as HTMLElement, '+2 more');
    const names = article?.querySelector(`[id="${toggle?.getAttribute('aria-controls')}"]`);
    expect(shownText(names)).toBe('Ana Lima, Élodie Marchand, Bo Chen');
    expect(names?.querySelector('strong')?.textContent).toBe('Élodie Marchand');
    // One text node between elements, not one per name and comma (a home page of long author lists).
    expect([...(names?.childNodes ?? [])].map((node) => node.nodeName)).toEqual(['#text', 'STRONG', '#text', 'SPAN']);
    expect(names?.querySelector('span')?.childNodes).toHaveLength(1);
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');

    act(() => toggle?.click());
    expect(shownText(names)).toBe('Ana Lima, Élodie Marchand, Bo Chen, Dee Roy, Eli Park');
    expect(toggle?.textContent).toBe('show less');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');

    act(() => toggle?.click());
    expect(shownText(names)).toBe('Ana Lima, Élodie Marchand, Bo Chen');
  });

  it('notes a truncated author list and offers no toggle for 3 authors or fewer', () => {
    renderWithData();
    const thesis = card('A thesis on waves');
    expect(shownText(thesis)).toContain('Élodie Marchand, Zoe Stone, et al.');
    expect(buttonByText(thesis as HTMLElement, '+')).toBeUndefined();
  });

  it('toggles between teaser and full abstract only when they differ, and shows nothing without one', () => {
    renderWithData();
    const article = card('Storm-surge surrogates') as HTMLElement;
    const toggle = buttonByText(article, 'Read full abstract');
    const text = article.querySelector(`[id="${toggle?.getAttribute('aria-controls')}"]`);
    expect(shownText(text)).toBe('The full abstract…');
    act(() => toggle?.click());
    expect(shownText(text)).toBe('The full abstract of the surrogate paper, which is long.');
    expect(toggle?.textContent).toBe('Show less');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');

    const conference = card('Dune monitoring') as HTMLElement;
    expect(conference.textContent).toContain('Short abstract.');
    expect(buttonByText(conference, 'Read full abstract')).toBeUndefined();

    expect(buttonByText(card('A thesis on waves') as HTMLElement, 'Read full abstract')).toBeUndefined();
    expect(card('A thesis on waves')?.querySelector('p[id]')).toBeNull();
  });

  it('offers a small Preprint link when the work has one', () => {
    renderWithData();
    const preprint = [...(card('Dune monitoring')?.querySelectorAll('a') ?? [])].find((a) =>
      a.textContent?.startsWith('Preprint'),
    );
    expect(preprint?.getAttribute('href')).toBe('https://eartharxiv.example.org/123');
    expect(card('Storm-surge surrogates')?.textContent).not.toContain('Preprint');
  });
});

describe('DOI chip', () => {
  // The only named button of a card: the others (Cite, abstract, authors) are named by their text.
  const chip = () => card('Storm-surge surrogates')?.querySelector<HTMLButtonElement>('button[aria-label]');

  it('shows the shortened DOI, names the full one, and links it for keyboard users', () => {
    renderWithData();
    expect(chip()?.textContent).toBe('DOI 10.5555/...');
    expect(chip()?.getAttribute('aria-label')).toBe('Copy DOI 10.5555/eartharxiv.2026.x7k2p9 (right-click to open it)');
    const link = card('Storm-surge surrogates')?.querySelector(
      'a[href="https://doi.org/10.5555/eartharxiv.2026.x7k2p9"]',
    );
    expect(link?.textContent).toBe('Open DOI 10.5555/eartharxiv.2026.x7k2p9 (opens in a new tab)');
    // Their tooltips say so instead: a title would add the browser's own tooltip.
    expect(card('Storm-surge surrogates')?.querySelector('[title]')).toBeNull();
    expect(card('Dune monitoring')?.querySelector('button[aria-label]')).toBeNull();
  });

  it('copies the DOI, says "DOI copied" for 2000 ms and shows a toast', async () => {
    vi.useFakeTimers();
    renderWithData();
    await act(async () => chip()?.click());
    expect(writeText).toHaveBeenCalledWith('10.5555/eartharxiv.2026.x7k2p9');
    expect(chip()?.textContent).toBe('DOI copied');
    expect(toasts()).toEqual(['DOI copied']);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(chip()?.textContent).toBe('DOI copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(chip()?.textContent).toBe('DOI 10.5555/...');
  });

  it('only logs a clipboard failure and shows an error toast', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithData();
    await act(async () => chip()?.click());
    expect(log).toHaveBeenCalledOnce();
    expect(chip()?.textContent).toBe('DOI 10.5555/...');
    expect(toasts()).toEqual(['Could not copy to the clipboard']);
  });

  it('opens the DOI at doi.org in a new tab on right-click instead of the menu', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithData();
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    act(() => chip()?.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://doi.org/10.5555/eartharxiv.2026.x7k2p9',
      '_blank',
      'noopener,noreferrer',
    );
  });
});

describe('Cite', () => {
  it("copies the paper's .bib file and confirms with a toast", async () => {
    const entry = '@phdthesis{marchand2026a,\n  author = {Marchand, Élodie and Stone, Zoe},\n  title = {A thesis on waves}\n}\n';
    const fetchBib = vi.fn<typeof fetch>().mockResolvedValue(new Response(entry, { status: 200 }));
    vi.stubGlobal('fetch', fetchBib);
    renderWithData();
    const cite = buttonByText(card('A thesis on waves') as HTMLElement, 'Cite');
    expect(cite?.getAttribute('aria-describedby')).toBe(card('A thesis on waves')?.querySelector('h3')?.id);
    await act(async () => cite?.click());
    const key = file.items.find((item) => item.title === 'A thesis on waves')?.id.toLowerCase();
    expect(fetchBib).toHaveBeenCalledWith(`/publications/${key}/${key}.bib`);
    expect(writeText.mock.calls).toEqual([[entry]]);
    expect(toasts()).toEqual(['BibTeX citation copied']);
  });

  it('shows an error toast when the .bib file cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 404 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithData();
    await act(async () => buttonByText(card('A thesis on waves') as HTMLElement, 'Cite')?.click());
    expect(writeText).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledOnce();
    expect(toasts()).toEqual(['Could not copy to the clipboard']);
  });
});

describe('research impact', () => {
  it('counts publications, citations, open access, categories and each category', () => {
    renderWithData();
    const impact = container.querySelector('[data-testid="research-impact"]');
    const stats = [...(impact?.querySelectorAll('dl > div') ?? [])].map((stat) => [
      stat.querySelector('dt')?.textContent,
      stat.querySelector('dd')?.textContent,
    ]);
    expect(stats).toEqual([
      ['Publications', '6'],
      ['Citations', '18'],
      ['Open Access', '3'],
      ['Categories', '6'],
    ]);
    expect([...(impact?.querySelectorAll('ul li') ?? [])].map((li) => li.textContent)).toEqual([
      'Journal article1',
      'Conference paper1',
      'Thesis1',
      'Preprint1',
      'Book or chapter1',
      'Other1',
    ]);
  });
});

describe('after a client-side navigation', () => {
  function controlledStore() {
    let settle: { resolve: (data: unknown) => void; reject: (error: Error) => void } | undefined;
    const store = new DataStore({}, () => new Promise((resolve, reject) => (settle = { resolve, reject })));
    return {
      store,
      resolve: (data: unknown) => settle?.resolve(data),
      reject: (error: Error) => settle?.reject(error),
    };
  }
  const skeleton = () => container.querySelector('[data-testid="publications-skeleton"]');

  it('shows a skeleton of 4 items, then the publications once 1000 ms have passed', async () => {
    vi.useFakeTimers();
    const { store, resolve } = controlledStore();
    act(() => root.render(<Page store={store} />));
    expect(skeleton()?.getAttribute('aria-busy')).toBe('true');
    expect(skeleton()?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    expect(skeleton()?.querySelector('[role="status"]')?.textContent).toBe('Loading...');

    await act(async () => {
      resolve(publicationsHomeData(file));
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(skeleton()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(skeleton()).toBeNull();
    expect(cardTitles()).toHaveLength(6);
  });

  it('shows the error card with the HTTP status and the weekly note', async () => {
    vi.useFakeTimers();
    const { store, reject } = controlledStore();
    act(() => root.render(<Page store={store} />));
    await act(async () => {
      reject(new HttpStatusError('/data/publications.json', 503));
      await vi.advanceTimersByTimeAsync(1000);
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h3')?.textContent).toBe('Unable to Load Publications');
    expect(alert?.textContent).toContain('Failed to fetch publications: 503');
    expect(alert?.textContent).toContain('Publication data is updated weekly. Please try again later.');
    expect(container.querySelector('#publications-list')).toBeNull();
  });

  it("shows a network error's own message", async () => {
    vi.useFakeTimers();
    const { store, reject } = controlledStore();
    act(() => root.render(<Page store={store} />));
    await act(async () => {
      reject(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Failed to fetch');
  });
});
