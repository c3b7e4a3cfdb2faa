import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { TeachingFile } from '../../schemas/types.generated.ts';
import { teachingData } from '../../cli/collections/teaching/teaching-build.ts';
import { courseRoleKeys } from '../../core/collections/teaching/teaching-model.ts';
import { waitForHydration } from './support/browser.ts';
import { browser } from './support/file-browser.ts';
import { pagePath, text, type Language } from './support/site-content.ts';
import { reusedTestPage } from './support/test-page.ts';

const baseUrl = inject('baseUrl');
const teaching = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../content/teaching.json'), 'utf8')) as TeachingFile;
const teachingPath = (language: Language) => (language === 'en' ? '/teaching/' : `/${language}/teaching/`);

/** The teaching page, in a page the tests take turns with (support/reused-page.ts). */
async function open(path: string, javaScriptEnabled = true) {
  const tracked = await reusedTestPage(browser, { javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  const response = await tracked.page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  if (javaScriptEnabled) await waitForHydration(tracked.page);
  else expect(await tracked.page.locator('html').getAttribute('data-hydrated')).toBeNull();
  return tracked;
}

describe.each([
  { javaScript: 'on', javaScriptEnabled: true },
  { javaScript: 'off', javaScriptEnabled: false },
])('the teaching page with JavaScript $javaScript', ({ javaScriptEnabled }) => {
  describe.each(['en', 'fr'] as const)('in %s', (language) => {
    const data = teachingData(teaching, language);

    it('/teaching/ lists the courses (role, level, institution, periods, hours) and the students by level', async () => {
      const { page, problems } = await open(teachingPath(language), javaScriptEnabled);
      expect(await page.locator('h1').textContent()).toBe(text(language, 'teaching.title'));
      const main = page.getByRole('main');
      expect(await main.locator('h2').allTextContents()).toEqual([text(language, 'teaching.courses'), text(language, 'teaching.supervision')]);

      const courses = main.locator('section[aria-labelledby="teaching-courses"] > ul > li');
      expect(await courses.evaluateAll((items) => items.map((item) => item.id))).toEqual(data.courses.map((course) => course.id));
      for (const [index, course] of data.courses.entries()) {
        const item = courses.nth(index);
        expect(await item.locator('h3').textContent()).toBe(course.title);
        const meta = await item.locator('p').first().textContent();
        expect(meta).toContain(text(language, courseRoleKeys[course.role]));
        expect(meta).toContain(text(language, `teaching.level.${course.level}`));
        expect(meta).toContain(course.institution);
        if (course.hours !== undefined) expect(meta).toContain(`${course.hours}`);
        expect(await item.locator('time').first().getAttribute('datetime')).toBe(course.periods[0]!.start);
        if (course.description !== undefined) expect(await item.textContent()).toContain(course.description);
      }
      // An ongoing period ends "present", in the page's language.
      expect(await courses.first().textContent()).toContain(text(language, 'teaching.present'));

      expect(await main.locator('h3[id^="supervision-"]').allTextContents()).toEqual(
        data.supervision.map(({ level }) => text(language, `teaching.supervisionLevel.${level}`)),
      );
      const students = data.supervision.flatMap((group) => group.students);
      const studentItems = main.locator('section[aria-labelledby="teaching-supervision"] li');
      expect(await studentItems.evaluateAll((items) => items.map((item) => item.id))).toEqual(students.map((student) => student.id));
      for (const [index, student] of students.entries()) {
        const content = await studentItems.nth(index).textContent();
        expect(content).toContain(student.name);
        if (student.thesis !== undefined) expect(content).toContain(student.thesis);
        for (const name of student.coSupervisors) expect(content).toContain(name);
      }
      expect(problems).toEqual([]);
    });

    it('the header links to /teaching/; the home page has no teaching section', async () => {
      const { page, problems } = await open(pagePath(language, '/'), javaScriptEnabled);
      // In the bar, or in More when the bar has no room for it at this width (tests/e2e/header-more.test.ts).
      const links = page.getByRole('banner').getByRole('link', { name: text(language, 'nav.teaching'), exact: true, includeHidden: true });
      const hrefs = await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs)).toEqual(new Set([teachingPath(language)]));
      expect(await page.locator('#teaching').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });
});

describe('/teaching/ with JavaScript', () => {
  it('has no island of its own', async () => {
    const { page, problems } = await open('/teaching/');
    expect(await page.locator('main site-island').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
