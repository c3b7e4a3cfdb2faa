// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImagesManifest } from '../../../schemas/types.generated.ts';
import { DataStore } from '../../shared/data/data-store.ts';
import { mount, renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { ProjectImage } from './project-image.tsx';

/** How the browser describes the image when React hydrates it. */
function imageAtMount({ complete, naturalWidth, decodes }: { complete: boolean; naturalWidth: number; decodes: boolean }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(complete);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(naturalWidth);
  const decode = vi.fn(() => (decodes ? Promise.resolve() : Promise.reject(new DOMException('broken', 'EncodingError'))));
  HTMLImageElement.prototype.decode = decode;
  return decode;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

describe('ProjectImage', () => {
  it('hides the image when it fails to load', () => {
    imageAtMount({ complete: false, naturalWidth: 0, decodes: true });
    const { container, unmount } = mount(<ProjectImage src="/images/projects/missing.svg" />);
    const image = container.querySelector('img')!;
    expect(image).not.toBeNull();

    act(() => {
      image.dispatchEvent(new Event('error'));
    });
    expect(container.innerHTML).toBe('');
    unmount();
  });

  it('hides an image that had already failed before hydration', async () => {
    imageAtMount({ complete: true, naturalWidth: 0, decodes: false });
    const { container, unmount } = mount(<ProjectImage src="/images/projects/missing.svg" />);
    await act(async () => {});
    expect(container.querySelector('img')).toBeNull();
    unmount();
  });

  it('keeps an image whose size is unknown but that decodes', async () => {
    const decode = imageAtMount({ complete: true, naturalWidth: 0, decodes: true });
    const { container, unmount } = mount(<ProjectImage src="/images/projects/no-size.svg" />);
    await act(async () => {});
    expect(decode).toHaveBeenCalledOnce();
    expect(container.querySelector('img')).not.toBeNull();
    unmount();
  });

  it('leaves a loaded or still loading image alone', async () => {
    for (const state of [
      { complete: true, naturalWidth: 640, decodes: true },
      { complete: false, naturalWidth: 0, decodes: true },
    ]) {
      const decode = imageAtMount(state);
      const { container, unmount } = mount(<ProjectImage src="/images/projects/fine.svg" />);
      await act(async () => {});
      expect(decode).not.toHaveBeenCalled();
      expect(container.querySelector('img')).not.toBeNull();
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('draws a raster image from the build’s versions, lazily, and an SVG as it is', () => {
    const candidates = (extension: string) => [{ url: `/images/projects/a map.360w.${extension}`, width: 360 }];
    const images: ImagesManifest = {
      'images/projects/a map.png': {
        width: 360,
        height: 203,
        originalType: 'image/png',
        sources: { avif: candidates('avif'), webp: candidates('webp'), original: candidates('png') },
      },
    };
    const store = new DataStore({ images });
    document.body.innerHTML = renderToHtml(<ProjectImage src="/images/projects/a%20map.png" />, { store });
    const image = document.querySelector('picture img')!;
    expect(document.querySelector('source')?.getAttribute('srcset')).toBe('/images/projects/a map.360w.avif 360w');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['360', '203', 'lazy']);

    document.body.innerHTML = renderToHtml(<ProjectImage src="/images/projects/flow.svg" priority />, { store });
    expect(document.querySelector('picture')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/projects/flow.svg');
  });
});
