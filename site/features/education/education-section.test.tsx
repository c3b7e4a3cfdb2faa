// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import education from '../../../content/education.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { EducationSection } from './education-section.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').querySelector('section')!;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EducationSection', () => {
  it('prerenders the five degrees newest first in the #education section', () => {
    const section = parse(
      renderToHtml(<EducationSection />, { strings: englishStrings, store: new DataStore({ education }) }),
    );
    expect(section.id).toBe('education');
    expect(section.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.textContent).toBe('Education');
    const titles = [...section.querySelectorAll('article h3')].map((title) => title.textContent);
    expect(titles).toHaveLength(5);
    expect(titles[0]).toBe('PhD in Coastal Engineering');
    expect(titles[4]).toBe('BSc in Civil Engineering');
    expect(section.querySelectorAll('button[aria-expanded="false"]')).toHaveLength(5);
  });

  it('uses ids that cannot clash with the experience timeline', () => {
    const html = renderToHtml(<EducationSection />, { strings: englishStrings, store: new DataStore({ education }) });
    expect(html).toContain('id="education-phd-coastal-engineering-highlights"');
  });

  it('is in French on French pages', () => {
    const section = parse(
      renderToHtml(<EducationSection />, {
        language: 'fr',
        strings: frenchStrings,
        store: new DataStore({ education }),
      }),
    );
    expect(section.querySelector('h2')?.textContent).toBe('Formation');
    expect(section.querySelector('article h3')?.textContent).toBe('Doctorat en génie côtier');
    expect(section.textContent).toContain('nov. 2022 – Aujourd’hui');
  });

  it('says so when the education data cannot be loaded', async () => {
    vi.useFakeTimers();
    const store = new DataStore({}, () => Promise.reject(new Error('offline')));
    const { container, unmount } = mount(<EducationSection />, { strings: englishStrings, store });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Error loading education data');
    unmount();
  });
});
