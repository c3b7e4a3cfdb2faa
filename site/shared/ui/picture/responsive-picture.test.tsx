// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ImagesManifest } from '../../../../schemas/types.generated.ts';
import { DataStore } from '../../data/data-store.ts';
import { pendingStore, renderToHtml } from '../../testing/render-with-providers.tsx';
import { imageLayouts } from '../../../../core/images/image-layouts.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

const candidates = (extension: string) => [160, 320].map((width) => ({ url: `/images/me.${width}w.${extension}`, width }));
const manifest: ImagesManifest = {
  'images/me.jpg': {
    width: 320,
    height: 320,
    originalType: 'image/jpeg',
    sources: { avif: candidates('avif'), webp: candidates('webp'), original: candidates('jpg') },
  },
};

function render(element: React.ReactElement): Document {
  const html = renderToHtml(element, { store: new DataStore({ images: manifest }) });
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('ResponsivePicture', () => {
  it('offers AVIF, then WebP, then the source format at every width, with the layout’s sizes and a reserved box', () => {
    const page = render(<ResponsivePicture path="images/me.jpg" role="photo" alt="Portrait of Jane Doe" priority />);
    const sources = [...page.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')])).toEqual([
      ['image/avif', '/images/me.160w.avif 160w, /images/me.320w.avif 320w'],
      ['image/webp', '/images/me.160w.webp 160w, /images/me.320w.webp 320w'],
    ]);
    expect(sources.every((source) => source.getAttribute('sizes') === imageLayouts.photo.sizes)).toBe(true);
    const image = page.querySelector('picture > img')!;
    expect(image.getAttribute('srcset')).toBe('/images/me.160w.jpg 160w, /images/me.320w.jpg 320w');
    expect(image.getAttribute('src')).toBe('/images/me.320w.jpg');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['320', '320', 'Portrait of Jane Doe']);
  });

  it('fetches a priority image (the hero photo) eagerly at high priority, and others lazily', () => {
    const eager = render(<ResponsivePicture path="images/me.jpg" role="photo" alt="" priority />).querySelector('img')!;
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority'), eager.getAttribute('decoding')]).toEqual(['eager', 'high', 'sync']);
    const lazy = render(<ResponsivePicture path="images/me.jpg" role="project" alt="" />).querySelector('img')!;
    expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority'), lazy.getAttribute('decoding')]).toEqual(['lazy', null, 'async']);
  });

  it('shows the file as it is, in the layout’s box, when the build made no versions of it (portfolio dev)', () => {
    const page = render(<ResponsivePicture path="images/projects/other.png" role="project" alt="" />);
    expect(page.querySelector('picture')).toBeNull();
    const image = page.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual(['/images/projects/other.png', '960', '540']);
  });

  it('holds the box without fetching anything while the manifest is on its way', () => {
    const html = renderToHtml(<ResponsivePicture path="images/me.jpg" role="photo" alt="Portrait" />, { store: pendingStore() });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('img, picture')).toBeNull();
    const box = page.querySelector('[role="img"]')!;
    expect(box.getAttribute('aria-label')).toBe('Portrait');
    expect(box.getAttribute('style')).toContain('aspect-ratio:640 / 640');
  });
});
