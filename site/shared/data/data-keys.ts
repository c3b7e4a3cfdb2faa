import type { CollectionId } from '../../../core/collections/registry.ts';
import type { Language } from '../../../core/i18n/languages.ts';

/** Every data file the build writes to /data/<key>.json. */
export type DataKey =
  | 'site'
  | 'edition'
  | 'images'
  | `strings.${Language}`
  /** A paper's page and the CV's share of the publications (core/collections/publications/). */
  | `publication.${string}`
  | 'cv-publications'
  /**
   * A content collection's files (cli/collections/): `<id>` (its CV share, experience; all the works, publications),
   * `<id>.<lang>`, `<id>-<view>.<lang>` (publications-list, publications-home.article).
   */
  | CollectionId
  | `${CollectionId}.${string}`
  | `${CollectionId}-${string}`;

export function dataUrl(key: DataKey): string {
  return `/data/${key}.json`;
}
