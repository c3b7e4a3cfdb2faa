import type { Migration } from '../migration.ts';
import { publicationSources } from './0001-to-2-publication-sources.ts';

/** Every migration, in order: the one reading format n is at index n - 1 (checked by registry.test.ts). */
export const migrations: readonly Migration[] = [publicationSources];
