import { describe, expect, it } from 'vitest';
import { chooseWidths, cropSize, planImage, planImages, variantFile } from './image-plan.ts';

describe('cropSize', () => {
  it('cuts the largest area of the layout’s aspect ratio from the source', () => {
    expect(cropSize({ width: 6000, height: 4000 }, { width: 1, height: 1 })).toEqual({ width: 4000, height: 4000 });
    expect(cropSize({ width: 3000, height: 4000 }, { width: 16, height: 9 })).toEqual({ width: 3000, height: 1687 });
    expect(cropSize({ width: 1920, height: 1080 }, { width: 16, height: 9 })).toEqual({ width: 1920, height: 1080 });
  });
});

describe('chooseWidths', () => {
  it('keeps the layout’s widths the crop can fill without enlarging it', () => {
    expect(chooseWidths([160, 320, 480, 640], 4000)).toEqual([160, 320, 480, 640]);
    expect(chooseWidths([160, 320, 480, 640], 500)).toEqual([160, 320, 480]);
    expect(chooseWidths([360, 540, 720, 960], 720)).toEqual([360, 540, 720]);
  });

  it('keeps a crop narrower than every width as it is', () => {
    expect(chooseWidths([360, 540, 720, 960], 1)).toEqual([1]);
  });
});

describe('planImage', () => {
  it('makes AVIF, WebP and JPEG squares of a landscape photo at the hero’s widths', () => {
    const { entry, variants } = planImage({ path: 'images/me.jpeg', role: 'photo', format: 'jpeg', width: 6000, height: 4000 });
    expect(entry).toEqual({
      width: 640,
      height: 640,
      originalType: 'image/jpeg',
      sources: {
        avif: [160, 320, 480, 640].map((width) => ({ url: `/images/me.${width}w.avif`, width })),
        webp: [160, 320, 480, 640].map((width) => ({ url: `/images/me.${width}w.webp`, width })),
        original: [160, 320, 480, 640].map((width) => ({ url: `/images/me.${width}w.jpg`, width })),
      },
    });
    expect(variants).toHaveLength(12);
    expect(variants.every((variant) => variant.width === variant.height)).toBe(true);
  });

  it('cuts project images to the card’s 16:9 frame, and a WebP source has no third format', () => {
    const { entry, variants } = planImage({ path: 'images/projects/map.webp', role: 'project', format: 'webp', width: 800, height: 800 });
    expect(entry.width).toBe(720);
    expect(entry.height).toBe(405);
    expect(entry.sources.original).toEqual(entry.sources.webp);
    expect(variants.map((variant) => `${variant.file} ${variant.width}×${variant.height}`)).toEqual([
      'images/projects/map.360w.avif 360×203',
      'images/projects/map.540w.avif 540×304',
      'images/projects/map.720w.avif 720×405',
      'images/projects/map.360w.webp 360×203',
      'images/projects/map.540w.webp 540×304',
      'images/projects/map.720w.webp 720×405',
    ]);
  });
});

describe('planImages', () => {
  it('lists each source once, keyed by path in a stable order', () => {
    const project = { role: 'project', format: 'png', width: 1000, height: 600 } as const;
    const { manifest, variants } = planImages([
      { ...project, path: 'images/b.png' },
      { ...project, path: 'images/a.png' },
      { ...project, path: 'images/b.png' },
    ]);
    expect(Object.keys(manifest)).toEqual(['images/a.png', 'images/b.png']);
    expect([...variants.keys()]).toEqual(['images/a.png', 'images/b.png']);
    expect(variantFile('images/a.png', 360, 'png')).toBe('images/a.360w.png');
  });
});
