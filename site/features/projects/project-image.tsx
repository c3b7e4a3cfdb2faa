import { useEffect, useRef, useState } from 'react';
import { isRasterImage } from '../../../core/images/image-layouts.ts';
import { ResponsivePicture } from '../../shared/ui/picture/responsive-picture.tsx';
import styles from './projects.module.css';

/**
 * A project illustration that disappears when it cannot be loaded (specification section 8). The title sits
 * next to it, so it is decorative (empty alt). A `priority` image is on screen at once (the largest paint of
 * the page on a phone): it is fetched eagerly, at high priority, instead of waiting for layout. A PNG, JPEG or
 * WebP under /images/ is drawn from the build's responsive versions (AVIF, WebP, its own format).
 */
export function ProjectImage({ src, priority = false }: { src: string; priority?: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // A prerendered image can fail before hydration attaches onError. complete && naturalWidth 0 also holds
    // for some images that are fine (an SVG without a size, a lazy image Safari has not fetched yet), so
    // decode() settles it: it rejects only for a broken image.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) {
      element.decode().catch(() => setFailed(true));
    }
  }, []);

  if (failed) return null;
  if (src.startsWith('/images/') && isRasterImage(src)) {
    return (
      <div className={styles.imageFrame} data-hidden-when-broken>
        <ResponsivePicture
          path={decodedPath(src.slice(1))}
          role="project"
          alt=""
          priority={priority}
          className={styles.image}
          imgRef={image}
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  return (
    <div className={styles.imageFrame} data-hidden-when-broken>
      <img
        ref={image}
        className={styles.image}
        src={src}
        alt=""
        width={640}
        height={360}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
      />
    </div>
  );
}

/** The manifest is keyed by file path; projects.md may percent-encode it in the URL. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
