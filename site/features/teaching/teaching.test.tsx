// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TeachingData } from '../../../core/collections/teaching/teaching-model.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { TeachingPage } from './teaching-page.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const teaching: TeachingData = {
  courses: [
    {
      id: 'hydro',
      title: 'Coastal Hydrodynamics',
      institution: 'UBA',
      role: 'teaching-assistant',
      level: 'master',
      periods: [{ start: '2025-09', end: null }, { start: '2024-09', end: '2025-01' }],
      hours: 32,
      url: 'https://example.org/hydro',
    },
    { id: 'guest', title: 'Flood warning', institution: 'CEREMA', role: 'guest-lecturer', level: 'professional', periods: [{ start: '2025-11-18', end: '2025-11-18' }] },
  ],
  supervision: [
    { level: 'master', students: [{ id: 'lucas', name: 'Lucas', level: 'master', start: '2026-02', end: null, thesis: 'Emulators <b>x</b>', coSupervisors: ['Prof. X'] }] },
    { level: 'bachelor', students: [{ id: 'chloe', name: 'Chloé', level: 'bachelor', start: '2024-04', end: '2024-06', coSupervisors: [] }] },
  ],
};

function prerender(language: 'en' | 'fr') {
  const store = new DataStore({ [`teaching.${language}`]: teaching });
  const strings = language === 'en' ? englishStrings : frenchStrings;
  return new DOMParser().parseFromString(renderToHtml(<TeachingPage />, { strings, store, language }), 'text/html').body;
}

describe('TeachingPage', () => {
  it('lists the courses with their role, level, institution, hours and periods, and the students by level', () => {
    const body = prerender('en');
    expect([...body.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Teaching']);
    expect([...body.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual(['Courses', 'Supervision']);
    expect(body.querySelector('#hydro h3 a')?.getAttribute('href')).toBe('https://example.org/hydro');
    expect(body.querySelector('#hydro p')?.textContent).toBe('Teaching assistant · Master’s · UBA · 32 h');
    expect(body.querySelector('#hydro time')?.getAttribute('datetime')).toBe('2025-09');
    expect(body.querySelectorAll('#hydro time')).toHaveLength(3);
    expect(body.querySelector('#hydro')?.textContent).toContain('present');
    expect(body.querySelector('#guest h3 a')).toBeNull();
    expect([...body.querySelectorAll('h3[id^="supervision-"]')].map((heading) => heading.textContent)).toEqual(["Master’s students", "Bachelor’s students"]);
    expect(body.querySelector('#lucas')?.textContent).toContain('Co-supervised with Prof. X');
    expect(body.querySelector('#lucas b')).toBeNull();
  });

  it('gives each course its title and each student their name for the site search, which links to their anchors', () => {
    const body = prerender('en');
    expect([...body.querySelectorAll('li[data-pagefind-title]')].map((item) => [item.id, item.getAttribute('data-pagefind-title')])).toEqual([
      ['hydro', 'Coastal Hydrodynamics'],
      ['guest', 'Flood warning'],
      ['lucas', 'Lucas'],
      ['chloe', 'Chloé'],
    ]);
  });

  it('speaks the page language', () => {
    const body = prerender('fr');
    expect(body.querySelector('h1')?.textContent).toBe('Enseignement');
    expect(body.querySelector('#hydro p')?.textContent).toBe('Travaux dirigés · Master · UBA · 32 h');
    expect(body.querySelector('#chloe')?.textContent).not.toContain('aujourd’hui');
    expect(body.querySelector('#lucas')?.textContent).toContain('aujourd’hui');
  });
});
