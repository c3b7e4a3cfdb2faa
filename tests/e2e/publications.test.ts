import type { Language } from './support/site-content.ts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import { homeCards } from '../../core/collections/publications/publication-data.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { publications, visibleTexts } from './support/section-content.ts';
import { pagePath, text } from './support/site-content.ts';
import { openTestPage, reusedTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
/** Every work (the counts and the research impact are over all of them) and the home page's cards: the newest 6. */
const allItems = publications.items;
const items = homeCards(allItems, 'all');

/**
 * A page the tests take turns with (support/reused-page.ts). The tests of the clipboard open their own
 * (openTestPage): their fake clock, permissions and route would stay with the page.
 */
const open = () => reusedTestPage(browser);

async function visitHome(page: Page, language: Language = 'en'): Promise<void> {
  await page.goto(`${baseUrl}${pagePath(language, '/')}`);
  await waitForHydration(page);
}

/** The card of a publication: the <article> headed by its title (a link that opens in a new tab). */
function cardOf(page: Page, publication: Publication, language: Language = 'en'): Locator {
  const heading = page.getByRole('heading', {
    name: `${publication.title} ${text(language, 'common.opensInNewTab')}`,
    exact: true,
  });
  return page.locator('#publications article', { has: heading });
}

const categoryFilterLabels = {
  article: 'publications.filterArticle',
  conference: 'publications.filterConference',
  thesis: 'publications.filterThesis',
  preprint: 'publications.filterPreprint',
} as const;

/** Where a work's card can be seen: under All (the newest 6), else under its category's filter (its newest 6). */
function filterShowing(publication: Publication): 'all' | keyof typeof categoryFilterLabels | null {
  if (items.includes(publication)) return 'all';
  const { category } = publication;
  if (category === 'book' || category === 'other') return null;
  return homeCards(allItems, category).includes(publication) ? category : null;
}

/** Brings a work's card on screen: picks the filter that shows it. */
async function showCard(page: Page, publication: Publication, language: Language = 'en'): Promise<void> {
  const filter = filterShowing(publication);
  if (filter === null) throw new Error(`${publication.title} has no card on the home page`);
  const label = text(language, filter === 'all' ? 'publications.filterAll' : categoryFilterLabels[filter]);
  await page
    .getByRole('group', { name: text(language, 'publications.filterLabel') })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await cardOf(page, publication, language).waitFor();
}

/** A work with a card on the home page (under All or its category's filter) that matches. */
function find(description: string, matches: (publication: Publication) => boolean): Publication {
  const publication = allItems.find((candidate) => filterShowing(candidate) !== null && matches(candidate));
  if (!publication) throw new Error(`content/publications.json has no publication ${description}`);
  return publication;
}

/** A filter's name: its label and, in brackets, how many publications it shows ('All (16)'). */
const filterName = (label: string, count: number) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\(\\s*${count}\\s*\\)$`);

const shownTitles = (page: Page) => visibleTexts(page, '#publications-list > li h3');
/** The cards a filter shows: the newest 6 of its category. */
const titlesOf = (category: 'all' | 'article' | 'conference' | 'thesis' | 'preprint') =>
  homeCards(allItems, category).map(({ title }) => title);
/** How many works a filter button counts: all of the category's. */
const countOf = (category: Publication['category'] | 'all') =>
  allItems.filter((publication) => category === 'all' || publication.category === category).length;

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const toasts = (page: Page, language: Language = 'en') =>
  page.getByRole('region', { name: text(language, 'common.notifications') }).locator('li');

/** Freezes the page's clock (installed before the page loaded), so that the test alone moves time on. */
async function freezeClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

describe('publications', () => {
  // Specification section 2 gives the filter labels verbatim.
  const filters = [
    { label: 'All', category: 'all' },
    { label: 'Journal Papers', category: 'article' },
    { label: 'Conference Papers', category: 'conference' },
    { label: 'Thesis', category: 'thesis' },
    { label: 'Preprints', category: 'preprint' },
  ] as const;

  it('filters by category, showing exactly the publications of each; books and others only under All', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const group = page.getByRole('group', { name: text('en', 'publications.filterLabel') });
    const buttons = filters.map(({ label, category }) =>
      group.getByRole('button', { name: filterName(label, countOf(category)) }),
    );
    expect(await group.getByRole('button').count()).toBe(filters.length);
    expect(allItems.some((publication) => publication.category === 'book' || publication.category === 'other')).toBe(true);

    expect(await shownTitles(page)).toEqual(titlesOf('all'));
    for (const [index, { category }] of [...filters.entries()].reverse()) {
      await buttons[index]?.click();
      // A category's cards come from their own small data file, fetched on the first click.
      await expect.poll(() => shownTitles(page)).toEqual(titlesOf(category));
      for (const [other, button] of buttons.entries()) {
        expect(await button?.getAttribute('aria-pressed')).toBe(String(other === index));
      }
    }
    expect(problems).toEqual([]);
  });

  it('says when the list was last updated', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(publications.updated_at),
    );
    expect(date).toContain(String(new Date(publications.updated_at).getUTCFullYear()));
    expect(await page.locator('#publications').getByText(text('en', 'publications.lastUpdated', { date })).isVisible()).toBe(
      true,
    );
    expect(problems).toEqual([]);
  });

  it("shows 3 authors and '+N more', toggles to all and 'show less', with the owner in bold", async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const many = find('with more than 3 authors and the owner among them', (publication) =>
      publication.authors.length > 3 && publication.authors.some((author) => author.isOwner),
    );
    await showCard(page, many);
    const card = cardOf(page, many);
    const hidden = many.authors.length - 3;
    // Specification section 4 gives the toggle texts verbatim.
    const toggle = card.getByRole('button', { name: `+${hidden} more`, exact: true });
    const names = card.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    const namesOf = (count: number) => many.authors.slice(0, count).map((author) => author.name).join(', ');

    expect(await names.innerText()).toBe(namesOf(3));
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    // The first use of the section may wake its island: the answer comes once its code has loaded.
    await expect.poll(() => names.innerText()).toBe(namesOf(many.authors.length));
    const showLess = card.getByRole('button', { name: 'show less', exact: true });
    expect(await showLess.getAttribute('aria-expanded')).toBe('true');

    const owners = many.authors.filter((author) => author.isOwner).map((author) => author.name);
    expect(await names.locator('strong').allTextContents()).toEqual(owners);
    const weight = await names.locator('strong').first().evaluate((element) => Number(getComputedStyle(element).fontWeight));
    expect(weight).toBeGreaterThanOrEqual(600);

    await showLess.click();
    expect(await names.innerText()).toBe(namesOf(3));
    expect(await card.getByRole('button', { name: `+${hidden} more`, exact: true }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    // A publication whose owner is not the first author shows the owner in bold too (on the publications page,
    // which lists every work).
    const ownerLater = allItems.find((publication) => publication.authors.slice(1, 3).some((author) => author.isOwner));
    if (!ownerLater) throw new Error('content/publications.json has no publication whose owner is not the first author');
    const ownerName = ownerLater.authors.find((author) => author.isOwner)?.name;
    await page.goto(`${baseUrl}/publications/`);
    await waitForHydration(page);
    const entry = page.locator('#all-publications li', { has: page.getByRole('link', { name: ownerLater.title, exact: true }) });
    expect(await entry.locator('p strong').allTextContents()).toEqual([ownerName]);
    expect(problems).toEqual([]);
  });

  it("offers 'Read full abstract' / 'Show less' only when the teaser differs from the abstract", async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const long = find('whose teaser differs from its abstract', (p) => p.abstract !== '' && p.abstractTeaser !== p.abstract);
    const whole = find('whose teaser is its abstract', (p) => p.abstract !== '' && p.abstractTeaser === p.abstract);
    const none = find('without an abstract', (p) => p.abstract === '');

    await showCard(page, long);
    const card = cardOf(page, long);
    const readMore = card.getByRole('button', { name: 'Read full abstract', exact: true });
    const abstract = card.locator(`[id="${await readMore.getAttribute('aria-controls')}"]`);
    expect(await abstract.innerText()).toBe(long.abstractTeaser);
    expect(await readMore.getAttribute('aria-expanded')).toBe('false');
    await readMore.click();
    // The first use of the section wakes its island: the answer comes once its code has loaded.
    await expect.poll(() => abstract.innerText()).toBe(long.abstract);
    const showLess = card.getByRole('button', { name: 'Show less', exact: true });
    expect(await showLess.getAttribute('aria-expanded')).toBe('true');
    await showLess.click();
    expect(await abstract.innerText()).toBe(long.abstractTeaser);

    await showCard(page, whole);
    expect(await cardOf(page, whole).getByText(whole.abstract, { exact: true }).isVisible()).toBe(true);
    expect(await cardOf(page, whole).getByRole('button', { name: 'Read full abstract' }).count()).toBe(0);
    await showCard(page, none);
    expect(await cardOf(page, none).getByRole('button', { name: 'Read full abstract' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shortens a DOI longer than 25 characters on its chip to the prefix and /...', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const withDoi = items.filter((publication): publication is Publication & { doi: string } => publication.doi !== null);
    // The content has DOIs on both sides of the limit and exactly at it.
    expect(withDoi.some(({ doi }) => doi.length > 25)).toBe(true);
    expect(withDoi.some(({ doi }) => doi.length === 25)).toBe(true);
    expect(withDoi.some(({ doi }) => doi.length < 25)).toBe(true);

    for (const publication of withDoi) {
      const chip = cardOf(page, publication).getByRole('button', {
        name: text('en', 'publications.copyDoi', { doi: publication.doi }),
        exact: true,
      });
      const shown = publication.doi.length > 25 ? `${publication.doi.split('/')[0]}/...` : publication.doi;
      expect(await chip.textContent()).toBe(`DOI ${shown}`);
    }
    expect(problems).toEqual([]);
  });

  it('copies the DOI on click, shows the copied state for 2 s, and opens doi.org on right-click', async () => {
    const { page, problems } = await openTestPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const publication = find('with a DOI longer than 25 characters', (p) => (p.doi?.length ?? 0) > 25);
    const doi = publication.doi as string;
    await page.context().route('https://doi.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>DOI</title><p>doi.org stand-in</p>' }),
    );
    await page.clock.install();
    await visitHome(page);
    await freezeClock(page);

    const copyLabel = text('en', 'publications.copyDoi', { doi });
    const chip = cardOf(page, publication).getByRole('button', { name: copyLabel, exact: true });
    const copiedChip = cardOf(page, publication).getByRole('button', { name: text('en', 'publications.doiCopied'), exact: true });
    await chip.click();
    await expect.poll(() => readClipboard(page)).toBe(doi);
    await expect.poll(() => copiedChip.textContent()).toBe(text('en', 'publications.doiCopied'));
    expect(await toasts(page).allTextContents()).toEqual([text('en', 'publications.doiCopied')]);

    await page.mouse.move(0, 0);
    await page.clock.runFor(1999);
    expect(await copiedChip.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => chip.textContent()).toBe(`DOI ${doi.split('/')[0]}/...`);

    const opened = page.context().waitForEvent('page');
    await chip.click({ button: 'right' });
    const doiPage = await opened;
    await doiPage.waitForURL(`https://doi.org/${doi}`);
    expect(doiPage.url()).toBe(`https://doi.org/${doi}`);
    expect(problems).toEqual([]);
  });

  it("'Cite' copies the paper's .bib file; its toast leaves after 4 s", async () => {
    const { page, problems } = await openTestPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const publication = find('with a year', (p) => p.year !== null);
    const key = publication.id.toLowerCase();
    const file = await (await fetch(`${baseUrl}/publications/${key}/${key}.bib`)).text();
    await page.clock.install();
    await visitHome(page);
    await freezeClock(page);

    await cardOf(page, publication).getByRole('button', { name: text('en', 'publications.cite'), exact: true }).click();
    await expect.poll(() => readClipboard(page)).toMatch(/^@\w+\{[\w-]+,\n/);
    expect(await readClipboard(page)).toBe(file);
    expect(file).toContain(`year = {${publication.year}}`);
    expect(await toasts(page).allTextContents()).toEqual([text('en', 'publications.bibtexCopied')]);

    await page.mouse.move(0, 0);
    await page.clock.runFor(3999);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => toasts(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps at most 3 toasts on screen, 356 px wide and 14 px apart, the newest last', async () => {
    const { page, problems } = await openTestPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.clock.install();
    await visitHome(page);
    await freezeClock(page);
    const citeButtons = page.locator('#publications article').getByRole('button', {
      name: text('en', 'publications.cite'),
      exact: true,
    });
    // Each copy lands (and its toast is added) after its click: wait for one before the next. The clipboard is
    // the machine's, shared with earlier tests, so it is emptied first.
    for (let index = 0; index < 4; index += 1) {
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await citeButtons.nth(index).click();
      await expect.poll(() => readClipboard(page)).not.toBe('');
    }
    await expect.poll(() => toasts(page).count()).toBe(3);

    // One snapshot of layout boxes (not bounding rectangles: the entrance animation moves a toast for 200 ms).
    const boxes = await toasts(page).evaluateAll((elements) =>
      (elements as HTMLElement[]).map((toast) => ({ width: toast.offsetWidth, top: toast.offsetTop, bottom: toast.offsetTop + toast.offsetHeight })),
    );
    expect(boxes.map((box) => box.width)).toEqual([356, 356, 356]);
    expect([boxes[1]!.top - boxes[0]!.bottom, boxes[2]!.top - boxes[1]!.bottom]).toEqual([14, 14]);
    expect(problems).toEqual([]);
  });

  it("shows each card's venue, year and citations, and an open-access mark that opens the free full text", async () => {
    const { page, problems } = await open();
    await visitHome(page);
    for (const publication of items) {
      const meta = await cardOf(page, publication)
        .locator('ul')
        .first()
        .locator('li')
        .evaluateAll((entries) =>
          entries.map((entry) => {
            const copy = entry.cloneNode(true) as Element;
            for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
            return (copy.textContent ?? '').trim();
          }),
        );
      const citations = text('en', publication.citedByCount === 1 ? 'publications.citationsOne' : 'publications.citations', {
        n: publication.citedByCount,
      });
      expect(meta).toEqual(
        [publication.venue, publication.year === null ? null : String(publication.year), citations].filter(
          (entry): entry is string => entry !== null,
        ).concat(publication.isOpenAccess ? [text('en', 'publications.openAccess')] : []),
      );
      const fullText = cardOf(page, publication).getByRole('link', { name: /^Open Access/ });
      if (publication.oaUrl !== null) {
        expect(await fullText.getAttribute('href')).toBe(publication.oaUrl);
        expect(await fullText.getAttribute('target')).toBe('_blank');
      } else {
        expect(await fullText.count()).toBe(0);
      }
    }
    expect(items.some((publication) => publication.oaUrl !== null)).toBe(true);
    expect(items.some((publication) => !publication.isOpenAccess)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('sums up the research impact from content/publications.json', async () => {
    const { page, problems } = await open();
    await visitHome(page);
    const categories = new Map<Publication['category'], number>();
    for (const publication of allItems) categories.set(publication.category, (categories.get(publication.category) ?? 0) + 1);
    const number = (value: number) => value.toLocaleString('en-GB');

    const impact = page.getByTestId('research-impact');
    const stats = await impact.locator('dl > div').evaluateAll((pairs) =>
      pairs.map((pair) => [pair.querySelector('dt')?.textContent, pair.querySelector('dd')?.textContent]),
    );
    expect(stats).toEqual([
      [text('en', 'publications.statPublications'), number(allItems.length)],
      [text('en', 'publications.statCitations'), number(allItems.reduce((sum, p) => sum + p.citedByCount, 0))],
      [text('en', 'publications.statOpenAccess'), number(allItems.filter((p) => p.isOpenAccess).length)],
      [text('en', 'publications.statCategories'), number(categories.size)],
    ]);

    const labelKeys: Record<Publication['category'], string> = {
      article: 'publications.categoryArticle',
      conference: 'publications.categoryConference',
      thesis: 'publications.categoryThesis',
      preprint: 'publications.categoryPreprint',
      book: 'publications.categoryBook',
      other: 'publications.categoryOther',
    };
    const perCategory = await impact.locator('ul > li').evaluateAll((entries) =>
      entries.map((entry) => [entry.firstChild?.textContent, entry.querySelector('span')?.textContent]),
    );
    expect(perCategory.sort()).toEqual(
      [...categories].map(([category, count]) => [text('en', labelKeys[category]), number(count)]).sort(),
    );
    expect(problems).toEqual([]);
  });

  it('speaks French on /fr/', async () => {
    const { page, problems } = await open();
    await visitHome(page, 'fr');
    const group = page.getByRole('group', { name: text('fr', 'publications.filterLabel') });
    const articles = group.getByRole('button', {
      name: filterName(text('fr', 'publications.filterArticle'), countOf('article')),
    });
    await articles.click();
    // The first use of the section wakes its island: the answer comes once its code has loaded.
    await expect.poll(() => articles.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shownTitles(page)).toEqual(titlesOf('article'));

    const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(publications.updated_at),
    );
    expect(await page.locator('#publications').getByText(text('fr', 'publications.lastUpdated', { date })).isVisible()).toBe(
      true,
    );
    const many = find('with more than 3 authors', (publication) => publication.authors.length > 3 && publication.category === 'article');
    const more = cardOf(page, many, 'fr').getByRole('button', {
      name: text('fr', 'publications.moreAuthors', { n: many.authors.length - 3 }),
      exact: true,
    });
    await more.click();
    const less = cardOf(page, many, 'fr').getByRole('button', { name: text('fr', 'publications.showLessAuthors'), exact: true });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
  });
});
