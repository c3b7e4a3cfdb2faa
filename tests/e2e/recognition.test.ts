import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { text, type Language } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const contentDir = resolve(import.meta.dirname, '../../content');
const read = <T,>(name: string): T => JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as T;
type Name = string | Record<string, string>;
const awards = read<{ items: { title: Record<string, string>; organisation: Name }[] }>('awards.json');
const grants = read<{ items: { title: Record<string, string>; funder: Name; role: string; amount?: { value: number; currency: string } }[] }>('grants.json');
const service = read<{ items: { organisation: Name }[] }>('service.json');
const nameIn = (name: Name, language: Language): string => (typeof name === 'string' ? name : (name[language] ?? ''));
const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };
const roleKeys: Record<string, string> = { pi: 'recognition.rolePi', 'co-pi': 'recognition.roleCoPi', participant: 'recognition.roleParticipant' };

/** The page's text with its spaces made plain (Intl writes narrow and no-break spaces in French amounts). */
const plain = (value: string | null): string => (value ?? '').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

const pages = [
  { language: 'en', home: '/', cv: '/cv/' },
  { language: 'fr', home: '/fr/', cv: '/fr/cv/' },
] as const;

describe.each(pages)('awards, grants and service in $language', ({ language, home, cv }) => {
  it('are on the CV page, each its own section after the publications, with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, close } = await openPage(browser, { javaScriptEnabled });
      expect((await page.goto(`${baseUrl}${cv}`))?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      const headings = await page.locator('main h2').allTextContents();
      const order = ['cv.publications', 'cv.awards', 'cv.grants', 'cv.service'].map((key) => text(language, key));
      expect(headings.filter((heading) => order.includes(heading))).toEqual(order);
      const main = plain(await page.locator('main').textContent());
      for (const award of awards.items) expect(main).toContain(plain(`${award.title[language]}`));
      for (const grant of grants.items) {
        expect(main).toContain(plain(grant.title[language] ?? ''));
        expect(main).toContain(`${nameIn(grant.funder, language)} · ${text(language, roleKeys[grant.role] ?? '')}`);
        if (grant.amount !== undefined) {
          const { value, currency } = grant.amount;
          expect(main).toContain(plain(new Intl.NumberFormat(locales[language], { style: 'currency', currency, maximumFractionDigits: 0 }).format(value)));
        }
      }
      for (const item of service.items) expect(main).toContain(nameIn(item.organisation, language));
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('has awards and grants in the home section Recognition, plain HTML with JavaScript and without', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, close } = await openPage(browser, { javaScriptEnabled });
      expect((await page.goto(`${baseUrl}${home}`))?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      const section = page.locator('section#recognition');
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(text(language, 'recognition.title'));
      expect(await section.getByRole('heading', { level: 3 }).allTextContents()).toEqual([text(language, 'recognition.awards'), text(language, 'recognition.grants')]);
      const shown = plain(await section.textContent());
      for (const award of awards.items) expect(shown).toContain(plain(award.title[language] ?? ''));
      for (const grant of grants.items) expect(shown).toContain(plain(grant.title[language] ?? ''));
      // Service is a CV part only.
      expect(shown).not.toContain(text(language, 'recognition.serviceReviewer'));
      // No island around it or inside it: nothing to hydrate.
      expect(await page.locator('site-island section#recognition, section#recognition site-island').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    }
  });
});
