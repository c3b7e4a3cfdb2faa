// @vitest-environment jsdom
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { mount } from '../../shared/testing/render-with-providers.tsx';
import { NotFoundRoute } from './not-found-route.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

// PageHead is vite-react-ssg's Head (Helmet from its own copy of react-helmet-async): the same copy provides it.
const { HelmetProvider } = createRequire(import.meta.resolve('vite-react-ssg'))('react-helmet-async') as {
  HelmetProvider: (props: { children: ReactNode }) => ReactNode;
};

function renderNotFound(pathname: string, language: Language = 'en') {
  return mount(
    <HelmetProvider>
      <MemoryRouter initialEntries={[pathname]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <NotFoundRoute />
      </MemoryRouter>
    </HelmetProvider>,
    { language, strings: language === 'en' ? stringsEn : stringsFr },
  );
}

let info: MockInstance<typeof console.info>;
let error: MockInstance<typeof console.error>;
let unmount: () => void = () => undefined;

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error');
});

afterEach(() => {
  unmount();
  vi.restoreAllMocks();
});

describe('NotFoundRoute', () => {
  it('says the page was not found, as the one heading of the page, with a way home', () => {
    const { container, unmount: done } = renderNotFound('/no/such/page');
    unmount = done;
    const headings = container.querySelectorAll('h1, h2');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.tagName).toBe('H1');
    expect(headings[0]?.textContent).toBe('Oops! Page not found');
    const home = [...container.querySelectorAll('a')].find((link) => link.textContent === 'Return to Home');
    expect(home?.getAttribute('href')).toBe('/');
  });

  it('leads home in the page language', () => {
    const { container, unmount: done } = renderNotFound('/fr/ancienne-page', 'fr');
    unmount = done;
    expect(container.querySelector('h1')?.textContent).toBe(stringsFr['notFound.title']);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/fr/');
    expect(container.querySelector('a')?.textContent).toBe(stringsFr['notFound.returnHome']);
  });

  it('marks itself for the page script, which logs the unknown path (site/app/islands/page-services.ts)', () => {
    const { container, unmount: done } = renderNotFound('/no/such/page');
    unmount = done;
    expect(container.querySelector('section[data-not-found]')).not.toBeNull();
    expect(info).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
