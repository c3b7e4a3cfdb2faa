import type { CollectionId } from '../../../core/collections/registry.ts';
import type { Language } from '../../../core/i18n/languages.ts';

/** Every data file the build writes to /data/<key>.json. */
export type DataKey =
  | 'site'
  | 'edition'
  | 'publications'
  | 'cv-publications'
  | 'images'
  | 'publications-home'
  | `publications-home.${string}`
  | 'publications-list'
  | `publication.${string}`
  | `strings.${Language}`
  /** A content collection's files (cli/collections/): `<id>` (its CV share, experience), `<id>.<lang>`, `<id>-<view>.<lang>`. */
  | CollectionId
  | `${CollectionId}.${string}`
  | `${CollectionId}-${string}`;

export function dataUrl(key: DataKey): string {
  return `/data/${key}.json`;
}
