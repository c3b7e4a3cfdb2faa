/** Where a file an old Jekyll site served goes in the new content folder: pictures to `images/`, documents to `files/`. */

const imageExtensions = /\.(?:avif|gif|jpe?g|png|svg|webp|tiff?)$/i;
const pageExtensions = /\.(?:html?|md|markdown)$/i;

/**
 * The old site's file a link or an image points to (`/assets/img/a.jpg`, `./files/cv.pdf`, `{{ site.baseurl }}` already
 * resolved), relative to the site's folder; null for another site's address, an anchor, a page or a folder.
 */
export function localFile(reference: string): string | null {
  const trimmed = reference.trim().split(/[?#]/)[0] ?? '';
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const path = trimmed.replace(/^(?:\.\/|\/)+/, '');
  const last = path.split('/').pop() ?? '';
  if (path === '' || path.includes('..') || !/\.[a-z0-9]+$/i.test(last) || pageExtensions.test(last)) return null;
  return decodeURI(path);
}

/** `assets/img/x/a.jpg` → `images/x/a.jpg`, `assets/pdf/cv.pdf` → `files/cv.pdf`, `files/slides.pdf` → `files/slides.pdf`. */
export function newFilePath(oldPath: string): string {
  const folders: Array<[string, string]> = [
    ['assets/img/', 'images/'],
    ['assets/images/', 'images/'],
    ['images/', 'images/'],
    ['assets/pdf/', 'files/'],
    ['assets/files/', 'files/'],
    ['files/', 'files/'],
  ];
  for (const [from, to] of folders) {
    if (oldPath.startsWith(from)) return `${to}${oldPath.slice(from.length)}`;
  }
  const name = oldPath.split('/').pop() ?? oldPath;
  return imageExtensions.test(name) ? `images/${name}` : `files/${name}`;
}
