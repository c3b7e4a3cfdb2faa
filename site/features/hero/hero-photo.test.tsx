// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ImagesManifest, SiteConfig } from '../../../schemas/types.generated.ts';
import siteContent from '../../../content/site.json';
import { DataStore } from '../../shared/data/data-store.ts';
import type { Language } from '../../../core/i18n/languages.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { HeroSection } from './hero-section.tsx';

const site = siteContent as SiteConfig;
const photo = { path: 'images/portrait.jpg', alt: { en: 'Portrait of the owner', fr: 'Portrait de la propriétaire' } };
const candidates = (extension: string) => [{ url: `/images/portrait.160w.${extension}`, width: 160 }];
const images: ImagesManifest = {
  'images/portrait.jpg': {
    width: 160,
    height: 160,
    originalType: 'image/jpeg',
    sources: { avif: candidates('avif'), webp: candidates('webp'), original: candidates('jpg') },
  },
};

function hero(withPhoto: boolean, language: Language = 'en'): HTMLElement {
  const profile = withPhoto ? { ...site.profile, photo } : site.profile;
  const html = renderToHtml(<HeroSection />, { site: { ...site, profile }, language, store: new DataStore({ images }) });
  document.body.innerHTML = html;
  return document.querySelector('section')!;
}

describe('the hero photo', () => {
  it('shows the photo before the greeting, described in the page’s language, fetched first', () => {
    for (const language of ['en', 'fr'] as const) {
      const section = hero(true, language);
      const image = section.querySelector('picture img')!;
      expect(image.getAttribute('alt')).toBe(photo.alt[language]);
      expect(image.getAttribute('fetchpriority')).toBe('high');
      expect(section.querySelector('picture source[type="image/avif"]')?.getAttribute('srcset')).toBe('/images/portrait.160w.avif 160w');
      expect(section.querySelector('picture')?.nextElementSibling?.textContent).toBe('hero.greeting');
    }
  });

  it('keeps the hero as it was without a photo: no picture, no photo layout', () => {
    const section = hero(false);
    expect(section.querySelector('picture, img')).toBeNull();
    expect(section.firstElementChild?.className).not.toMatch(/withPhoto/);
    expect(hero(true).firstElementChild?.className).toMatch(/withPhoto/);
  });
});
