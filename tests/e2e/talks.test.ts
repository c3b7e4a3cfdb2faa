import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { PublicationsFile, TalksFile } from '../../schemas/types.generated.ts';
import { byYear, editionDate, homePastTalksCount, splitTalks, videoUrl } from '../../core/collections/talks/talks-model.ts';
import { pastTalkEventsCount } from '../../core/collections/talks/talks-model.ts';
import { expectHomeSectionLeadsToPage, expectNoIslandOfItsOwn, expectOpensAtAnchor, openCollectionPage } from './support/collection-page.ts';
import { pagePath, text, type Language } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const contentDir = resolve(import.meta.dirname, '../../content');
const talks = JSON.parse(readFileSync(resolve(contentDir, 'talks.json'), 'utf8')) as TalksFile;
const publications = JSON.parse(readFileSync(resolve(contentDir, 'publications.json'), 'utf8')) as PublicationsFile;
/** The build's "today": the edition's date (the last publications import), never the clock. */
const { upcoming, past } = splitTalks(talks.items, editionDate(publications.updated_at));
const talksPath = (language: Language) => (language === 'en' ? '/talks/' : `/${language}/talks/`);
const titleOf = (language: Language, item: TalksFile['items'][number]) => item.title[language]!;

const open = (path: string, javaScriptEnabled = true) => openCollectionPage(path, { javaScriptEnabled });

describe('the example talks', () => {
  it('have an upcoming talk, past ones, and one linked to a publication', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(homePastTalksCount);
    expect(talks.items.some((item) => item.publication !== undefined)).toBe(true);
  });
});

describe.each([
  { javaScript: 'on', javaScriptEnabled: true },
  { javaScript: 'off', javaScriptEnabled: false },
])('the talks with JavaScript $javaScript', ({ javaScriptEnabled }) => {
  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    it('/talks/ lists upcoming talks first, then past ones under their year, each an anchor with its type and links', async () => {
      const { page, problems } = await open(talksPath(language), javaScriptEnabled);
      expect(await page.locator('h1').textContent()).toBe(text(language, 'talks.title'));
      const main = page.getByRole('main');
      expect(await main.locator('h2').allTextContents()).toEqual([text(language, 'talks.upcoming'), ...byYear(past).map(({ year }) => year)]);
      const ordered = [...upcoming, ...past];
      expect(await main.locator('li[id]').evaluateAll((items) => items.map((item) => item.id))).toEqual(ordered.map((item) => item.id));
      expect(await main.locator('li[id] h3').allTextContents()).toEqual(ordered.map((item) => titleOf(language, item)));
      for (const item of talks.items) {
        const entry = main.locator(`[id="${item.id}"]`);
        expect(await entry.locator('time').getAttribute('datetime')).toBe(item.date);
        expect(await entry.textContent()).toContain(text(language, `talks.type.${item.type}`));
        const title = titleOf(language, item);
        if (item.slides !== undefined) {
          const slides = entry.getByRole('link', { name: text(language, 'talks.slidesOf', { title }) });
          const href = await slides.getAttribute('href');
          expect(href).toBe(item.slides.startsWith('https://') ? item.slides : `/${item.slides}`);
          if (href!.startsWith('/')) expect((await page.request.get(`${baseUrl}${href}`)).status()).toBe(200);
        }
        if (item.video !== undefined) {
          expect(await entry.getByRole('link', { name: text(language, 'talks.videoOf', { title }) }).getAttribute('href')).toBe(videoUrl(item.video));
        }
        if (item.url !== undefined) {
          expect(await entry.getByRole('link', { name: text(language, 'talks.linkOf', { title }) }).getAttribute('href')).toBe(item.url);
        }
      }
      expect(problems).toEqual([]);
    });

    it('/talks/ describes its talks as the owner’s schema.org Events in its prerendered head', async () => {
      const { page, problems } = await open(talksPath(language), javaScriptEnabled);
      const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
      expect(scripts).toHaveLength(1);
      const graph = (JSON.parse(scripts[0]!) as { '@graph': Array<Record<string, unknown>> })['@graph'];
      const person = graph.find((node) => node['@type'] === 'Person');
      const events = graph.filter((node) => node['@type'] === 'Event');
      const described = [...upcoming, ...past.slice(0, pastTalkEventsCount)];
      expect(events.map((node) => [node.name, node.startDate])).toEqual(described.map((item) => [titleOf(language, item), item.date]));
      for (const event of events) expect(event.performer).toEqual({ '@id': person?.['@id'] });
      expect(problems).toEqual([]);
    });

    it('/talks/ filters by type with its radios alone, hiding the years without one, and shows all again', async () => {
      const { page, problems } = await open(talksPath(language), javaScriptEnabled);
      const main = page.getByRole('main');
      const filter = main.getByRole('group', { name: text(language, 'talks.filterLabel') });
      const visibleIds = () => main.locator('li[id]:visible').evaluateAll((items) => items.map((item) => item.id));
      const visibleHeadings = () => main.locator('h2:visible').allTextContents();
      const ordered = [...upcoming, ...past];
      for (const type of [...new Set(ordered.map((item) => item.type))]) {
        const count = ordered.filter((item) => item.type === type).length;
        await filter.getByRole('radio', { name: `${text(language, `talks.type.${type}`)} (${count})` }).check();
        expect(await visibleIds()).toEqual(ordered.filter((item) => item.type === type).map((item) => item.id));
        const upcomingHeading = upcoming.some((item) => item.type === type) ? [text(language, 'talks.upcoming')] : [];
        const years = byYear(past.filter((item) => item.type === type)).map(({ year }) => year);
        expect(await visibleHeadings()).toEqual([...upcomingHeading, ...years]);
      }
      await filter.getByRole('radio', { name: text(language, 'talks.filterAll', { n: ordered.length }) }).check();
      expect(await visibleIds()).toEqual(ordered.map((item) => item.id));
      expect(problems).toEqual([]);
    });

    it('a paper’s page lists the talks that presented it, each linking to its entry on /talks/', async () => {
      const presented = talks.items.filter((item) => item.publication !== undefined);
      for (const publication of new Set(presented.map((item) => item.publication!))) {
        const { page, problems, close } = await open(`${language === 'en' ? '' : `/${language}`}/publications/${publication.toLowerCase()}/`, javaScriptEnabled);
        const section = page.getByRole('region', { name: text(language, 'publicationPage.talks') });
        const newestFirst = presented.filter((item) => item.publication === publication).sort((a, b) => b.date.localeCompare(a.date));
        const links = section.getByRole('link');
        expect(await links.allTextContents()).toEqual(newestFirst.map((item) => titleOf(language, item)));
        expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
          newestFirst.map((item) => `${talksPath(language)}#${item.id}`),
        );
        expect(problems).toEqual([]);
        await close();
      }
    });

    it('the home page shows every upcoming talk and the latest past ones, links to /talks/, and the header links to it', async () => {
      const { page, problems, requests } = await open(pagePath(language, '/'), javaScriptEnabled);
      const section = page.locator('section#talks');
      const shown = [...upcoming, ...past.slice(0, homePastTalksCount)];
      expect(await section.locator('h3').allTextContents()).toEqual(shown.map((item) => titleOf(language, item)));
      await expectHomeSectionLeadsToPage(page, requests, { id: 'talks', language, total: talks.items.length, pagePath: talksPath(language) });
      expect(problems).toEqual([]);
    });
  });
});

describe('/talks/ with JavaScript', () => {
  it('has no island of its own: the islands runtime only', () => expectNoIslandOfItsOwn('/talks/'));

  it('opens a talk at its anchor', () => expectOpensAtAnchor('/fr/talks/', past.at(-1)!.id));
});
