// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import experience from '../../../content/experience.json';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { HttpStatusError } from '../../shared/data/fetch-json.ts';
import { mount, pendingStore, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { ExperienceSection } from './experience-section.tsx';

const englishStrings = productStringsOf('en');

function parse(html: string): HTMLElement {
  return new DOMParser().parseFromString(html, 'text/html').querySelector('section')!;
}

async function failedSection(error: Error) {
  vi.useFakeTimers();
  const store = new DataStore({}, () => Promise.reject(error));
  const view = mount(<ExperienceSection />, { strings: englishStrings, store });
  await act(() => vi.advanceTimersByTimeAsync(600));
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ExperienceSection', () => {
  it('prerenders the experience timeline newest first in the #experience section', () => {
    const section = parse(
      renderToHtml(<ExperienceSection />, { strings: englishStrings, store: new DataStore({ experience }) }),
    );
    expect(section.id).toBe('experience');
    expect(section.querySelector(`#${section.getAttribute('aria-labelledby')}`)?.textContent).toBe('Experience');
    expect([...section.querySelectorAll('ol > li h3')].map((title) => title.textContent)).toEqual([
      'Teaching Assistant in Coastal Hydrodynamics',
      'Doctoral Researcher',
      'Coastal Engineering Intern',
      'Research Assistant',
      'Student Research Assistant',
    ]);
    expect(section.textContent).toContain('Sept 2023 – Jun 2025');
    expect(section.querySelector('[role="status"]')).toBeNull();
  });

  it('shows a skeleton of 3 entries while loading', () => {
    const section = parse(renderToHtml(<ExperienceSection />, { strings: englishStrings, store: pendingStore() }));
    const status = section.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading...');
    expect(section.querySelectorAll('[data-testid="timeline-skeleton-item"]')).toHaveLength(3);
    expect(section.querySelector('article')).toBeNull();
  });

  it('names the status of a failed request', async () => {
    const { container, unmount } = await failedSection(new HttpStatusError('/data/experience.json', 404));
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('Error loading experience dataFailed to fetch experience data: 404');
    expect(container.querySelector('[data-testid="timeline-skeleton-item"]')).toBeNull();
    unmount();
  });

  it('gives the general message when the request did not get an answer', async () => {
    const { container, unmount } = await failedSection(new TypeError('Failed to fetch'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Error loading experience dataFailed to load experience data',
    );
    unmount();
  });
});
