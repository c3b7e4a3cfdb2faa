import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { webAppManifest } from '../vite/pwa-build-options.ts';
import { sha256 } from '../cache/cache-entries.ts';

function readJson(file: string, parseText: (text: string) => unknown): unknown {
  return existsSync(file) ? parseText(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The key of what vite.config.ts gives both builds besides the product's code (the cache folder is already the
 * product's version's): the VITE_ variables (languages, default language), site.json's theme (the stylesheet's
 * custom properties and fonts) and the web app manifest made from the site's data. The owner's styles.css and
 * the files it links are checked apart, by their hashes (bundle-cache.ts). Not the data: the client bundle never
 * imports it, the server bundle reads it when a page renders.
 */
export function bundleInputs(env: NodeJS.ProcessEnv, dataDir: string, contentDir: string | undefined): string {
  const variables = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const theme = contentDir ? (readJson(join(contentDir, 'site.json'), parse) as Partial<SiteConfig> | undefined)?.theme : undefined;
  const site = readJson(join(dataDir, 'site.json'), JSON.parse) as SiteConfig | undefined;
  return sha256(JSON.stringify({ variables, contentDir: contentDir !== undefined, theme: theme ?? null, manifest: webAppManifest(site ?? null) }));
}
