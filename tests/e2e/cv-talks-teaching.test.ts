import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { TalksFile, TeachingFile } from '../../schemas/types.generated.ts';
import { pdfText } from '../../cli/cv/pdf-text.ts';
import { openPage, waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { text } from './support/site-content.ts';

const baseUrl = inject('baseUrl');
const contentDir = resolve(import.meta.dirname, '../../content');
const read = <T,>(name: string): T => JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as T;
const talks = read<TalksFile>('talks.json');
const teaching = read<TeachingFile>('teaching.json');
// The edition's day: a talk on it or after is upcoming, on /talks/ and not on the CV.
const editionDay = read<{ updated_at: string }>('publications.json').updated_at.slice(0, 10);
const past = talks.items.filter((talk) => talk.date < editionDay).sort((a, b) => (a.date < b.date ? 1 : -1));
const upcoming = talks.items.filter((talk) => talk.date >= editionDay);

const pages = [
  { language: 'en', cv: '/cv/', pdf: '/cv/elodie-marchand-cv-en.pdf' },
  { language: 'fr', cv: '/fr/cv/', pdf: '/cv/elodie-marchand-cv-fr.pdf' },
] as const;

describe.each(pages)('talks and teaching on the CV in $language', ({ language, cv, pdf }) => {
  it('are sections of the CV page after the publications, with JavaScript and without', async () => {
    expect(upcoming.length).toBeGreaterThan(0);
    for (const javaScriptEnabled of [true, false]) {
      const { page, problems, close } = await openPage(browser, { javaScriptEnabled });
      expect((await page.goto(`${baseUrl}${cv}`))?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      const headings = await page.locator('main h2').allTextContents();
      expect(headings.slice(-8)).toEqual(
        ['cv.publications', 'cv.software', 'cv.talks', 'cv.awards', 'cv.grants', 'cv.teaching', 'cv.supervision', 'cv.service'].map((key) => text(language, key)),
      );

      const talkItems = page.locator('section[aria-labelledby="cv-talks"] li');
      expect(await talkItems.locator('strong').allTextContents()).toEqual(past.map((talk) => talk.title[language]));
      expect(await talkItems.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))).toEqual(past.map((talk) => talk.date));
      expect(await talkItems.first().textContent()).toContain(text(language, `talks.type.${past[0]!.type}`));

      const courses = page.locator('section[aria-labelledby="cv-teaching"] li strong');
      expect((await courses.allTextContents()).sort()).toEqual(teaching.courses.map((course) => course.title[language]).sort());
      const supervision = page.locator('section[aria-labelledby="cv-supervision"]');
      const levels = [...new Set(teaching.supervision.map((student) => student.level))];
      expect((await supervision.locator('h3').allTextContents()).sort()).toEqual(levels.map((level) => text(language, `teaching.supervisionLevel.${level}`)).sort());
      expect((await supervision.locator('li strong').allTextContents()).sort()).toEqual(teaching.supervision.map((student) => student.name).sort());
      const ongoing = teaching.supervision.find((student) => student.end === null)!;
      expect(await supervision.locator('li', { hasText: ongoing.name }).textContent()).toContain(text(language, 'cv.present'));
      expect(problems).toEqual([]);
      await close();
    }
  });

  it('are in the PDF of its language, the upcoming talk left out', async () => {
    const { page, close } = await openPage(browser);
    const response = await page.request.get(`${baseUrl}${pdf}`);
    expect(response.status()).toBe(200);
    const printed = pdfText(await response.body()).replace(/\s+/g, ' ');
    for (const key of ['cv.talks', 'cv.teaching', 'cv.supervision']) expect(printed).toContain(text(language, key));
    expect(printed).toContain(past.at(-1)!.title[language]!.replace(/\s+/g, ' '));
    for (const talk of upcoming) expect(printed).not.toContain(talk.title[language]!.replace(/\s+/g, ' '));
    for (const student of teaching.supervision) expect(printed).toContain(student.name);
    await close();
  });
});
