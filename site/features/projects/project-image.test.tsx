import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../shared/testing/render-with-providers.tsx';
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
});
