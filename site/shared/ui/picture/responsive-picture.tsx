import type { ReactEventHandler, Ref } from 'react';
import type { ImageCandidates, ImagesManifest, ResponsiveImage } from '../../../../schemas/types.generated.ts';
import { useData } from '../../data/data-context.tsx';
import { imageLayouts, type ImageRole } from '../../../../core/images/image-layouts.ts';

export interface ResponsivePictureProps {
  /** The image's path under content/ (images/…), as site.json or projects.md names it. */
  path: string;
  role: ImageRole;
  alt: string;
  /** On screen as the page opens (the hero photo, likely the largest paint): fetched eagerly, at high priority. */
  priority?: boolean;
  className?: string;
  imgRef?: Ref<HTMLImageElement>;
  onError?: ReactEventHandler<HTMLImageElement>;
}

function srcSet(candidates: ImageCandidates): string {
  return candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');
}

/**
 * The build's versions of the image; 'unknown' while the manifest is on its way (a client-side navigation to a
 * page the first one did not carry it for) or could not be fetched; undefined for an image it has none of.
 */
function useResponsiveImage(path: string): ResponsiveImage | 'unknown' | undefined {
  const manifest = useData<ImagesManifest>('images');
  return manifest.status === 'success' ? manifest.data[path] : 'unknown';
}

/**
 * A content image at the sizes the layout draws it: AVIF, then WebP, then the source's format, each with a
 * `srcset` the browser picks from with `sizes`; `width` and `height` reserve its box before it loads. Without
 * versions (`portfolio dev`) it shows the file as it is, in the same box.
 */
export function ResponsivePicture({ path, role, alt, priority = false, className, imgRef, onError }: ResponsivePictureProps) {
  const found = useResponsiveImage(path);
  const layout = imageLayouts[role];
  const image = found === 'unknown' ? undefined : found;
  const width = image?.width ?? layout.widths.at(-1) ?? 0;
  const height = image?.height ?? Math.round((width * layout.aspectRatio.height) / layout.aspectRatio.width);
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: priority ? ('sync' as const) : ('async' as const),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };

  // Never the source while the manifest is unknown: it may be a camera's many megabytes. Its box holds the place.
  if (found === 'unknown') {
    return (
      <span
        className={className}
        style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      />
    );
  }
  if (image === undefined) {
    const source = `/${path}`;
    return <img ref={imgRef} className={className} src={source} alt={alt} width={width} height={height} {...loading} onError={onError} />;
  }
  const { avif, webp, original } = image.sources;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(avif)} sizes={layout.sizes} />
      {image.originalType !== 'image/webp' && <source type="image/webp" srcSet={srcSet(webp)} sizes={layout.sizes} />}
      <img
        ref={imgRef}
        className={className}
        src={original.at(-1)?.url}
        srcSet={srcSet(original)}
        sizes={layout.sizes}
        alt={alt}
        width={width}
        height={height}
        {...loading}
        onError={onError}
      />
    </picture>
  );
}
