// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { Footer } from './footer.tsx';

const stringsEn = productStringsOf('en');
const stringsFr = productStringsOf('fr');

const seeded = () => new DataStore({ edition: { year: 2026 } });

let unmount: () => void = () => undefined;
afterEach(() => unmount());

describe('Footer', () => {
  it('dates the copyright with the edition year', () => {
    const html = renderToHtml(<Footer />, { strings: stringsEn, store: seeded() });
    expect(html).toContain('© 2026 Élodie Marchand. All rights reserved.');
    expect(html).toContain(stringsEn['footer.description']);
    expect(html).toMatch(/^<footer/);
  });

  it('speaks the page language', () => {
    const html = renderToHtml(<Footer />, { language: 'fr', strings: stringsFr, store: seeded() });
    expect(html).toContain('© 2026 Élodie Marchand. Tous droits réservés.');
    expect(html).toContain(stringsFr['footer.description']);
  });

  it('leaves the year out rather than guess it when the edition data cannot be loaded', async () => {
    const failing = new DataStore({}, () => Promise.reject(new Error('offline')));
    const mounted = mount(<Footer />, { strings: stringsEn, store: failing });
    unmount = mounted.unmount;
    await act(async () => {});
    expect(mounted.container.textContent).toContain('© Élodie Marchand. All rights reserved.');
    expect(mounted.container.textContent).not.toMatch(/\d{4}/);
  });
});
