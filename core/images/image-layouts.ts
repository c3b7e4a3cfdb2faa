/**
 * How the layout draws each kind of content image, so the build makes exactly the sizes the page asks for.
 * The numbers come from the CSS: site/features/hero/hero.module.css (.photo) and
 * site/features/projects/projects.module.css (.grid, .imageFrame), site/features/posts/posts.module.css (.article).
 * Change both together.
 */
export type ImageRole = 'photo' | 'project' | 'post';

export interface ImageLayout {
  /** Width : height the layout crops the image to (the build crops it the same way, from the centre). */
  aspectRatio: { width: number; height: number };
  /** Widths in pixels made for `srcset`: each rendered width at 1x and 2x (3x on phones), narrowest first. */
  widths: readonly number[];
  /** The `sizes` attribute: the rendered width at each breakpoint. */
  sizes: string;
}

export const imageLayouts: Readonly<Record<ImageRole, ImageLayout>> = {
  // Hero photo: a 10rem square on phones, 14rem from 48rem, 20rem from 64rem (1rem = 16px).
  // 160 (phone 1x), 320 (phone 2x, desktop 1x), 480 (phone 3x, tablet 2x), 640 (desktop 2x).
  photo: {
    aspectRatio: { width: 1, height: 1 },
    widths: [160, 320, 480, 640],
    sizes: '(min-width: 64rem) 20rem, (min-width: 48rem) 14rem, 10rem',
  },
  // Project cards: a 16:9 frame in a grid of columns at least 18rem wide with 1.5rem gaps, inside a section of
  // at most 72rem with 1rem padding: one column below 39.5rem, two below 59rem, then three (at most 357px).
  // 360 (desktop 1x), 540 (1.5x), 720 (phone and desktop 2x), 960 (phone 3x, capped).
  project: {
    aspectRatio: { width: 16, height: 9 },
    widths: [360, 540, 720, 960],
    sizes:
      '(min-width: 72rem) 358px, (min-width: 59rem) calc((100vw - 5rem) / 3), ' +
      '(min-width: 39.5rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
  },
  // A post's figure: the article's column, at most 44rem wide inside 1rem padding, in a 16:9 frame.
  // 480 (phone 1x), 704 (desktop 1x), 1056 (phone 3x), 1408 (desktop 2x).
  post: {
    aspectRatio: { width: 16, height: 9 },
    widths: [480, 704, 1056, 1408],
    sizes: '(min-width: 46rem) 44rem, calc(100vw - 2rem)',
  },
};

/** The hero draws the photo 320 px wide on a desktop screen: a smaller one would be blown up. */
export const photoMinimumSize = 320;
/** Sharp on high-density desktop screens (320 CSS px at 2x). */
export const photoRecommendedSize = 640;

/** Raster images the build makes responsive versions of; SVG (and anything else) is served as it is. */
export function isRasterImage(path: string): boolean {
  return /\.(png|jpe?g|webp)$/i.test(path);
}
