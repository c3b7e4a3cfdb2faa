import type { CollectionId } from '../../core/collections/registry.ts';
import type { JsonContentKey } from './content-files.ts';
import type { JsonDocument } from './json-document.ts';

/** A content folder as read from disk, before any schema check: each file that could be parsed. */
export interface LoadedContent {
  directory: string;
  documents: Partial<Record<JsonContentKey, JsonDocument>>;
  /** strings.<lang>.json overrides found in the folder, by language code. */
  strings: Record<string, JsonDocument>;
  /** The file of each content collection present (core/collections/registry.ts), by collection id. */
  collections: Partial<Record<CollectionId, JsonDocument>>;
  /** The files present of each collection of several JSON files (recognition), by collection id and file key. */
  collectionFiles: Partial<Record<CollectionId, Record<string, JsonDocument>>>;
  /**
   * Each collection of Markdown files present (content/posts/, projects.md and projects.<lang>.md), as its
   * build part read it, by id.
   */
  markdownCollections: Partial<Record<CollectionId, unknown>>;
}
