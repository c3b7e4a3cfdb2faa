// @vitest-environment jsdom
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { SectionId } from '../../../schemas/types.generated.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { shippedEdition } from '../../shared/testing/edition-fixture.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { HomeRoute } from './home-route.tsx';

const stringsEn = productStringsOf('en');

// PageHead is vite-react-ssg's Head (Helmet from its own copy of react-helmet-async): the same copy provides it.
const { HelmetProvider } = createRequire(import.meta.resolve('vite-react-ssg'))('react-helmet-async') as {
  HelmetProvider: (props: { children: ReactNode; context?: object }) => ReactNode;
};

/** The ids of the home page's sections, in the order the page shows them (the hero first). */
function sectionIds(homeSections: SectionId[]): string[] {
  const store = new DataStore({ edition: { ...shippedEdition, homeSections } }, () => new Promise(() => {}));
  document.body.innerHTML = renderToHtml(
    <HelmetProvider context={{}}>
      <MemoryRouter initialEntries={['/']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <HomeRoute />
      </MemoryRouter>
    </HelmetProvider>,
    { strings: stringsEn, store },
  );
  return [...document.querySelectorAll('section[id]')].map((section) => section.id);
}

describe('HomeRoute', () => {
  it('shows the hero, then the sections of the edition in page order', () => {
    expect(sectionIds(shippedEdition.homeSections)).toEqual(['top', ...shippedEdition.homeSections]);
  });

  it("follows the owner's order and choice (site.json home.sections, as the build wrote it)", () => {
    expect(sectionIds(['contact', 'publications', 'skills'])).toEqual(['top', 'contact', 'publications', 'skills']);
  });
});
