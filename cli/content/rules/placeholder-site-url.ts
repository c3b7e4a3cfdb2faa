import type { Problem } from '../../shared/problems.ts';
import { problemAt } from '../json-document.ts';
import type { JsonDocument } from '../json-document.ts';
import { stringAt } from './values.ts';

/** What `portfolio init` writes as siteUrl until the owner knows where the site will live. */
export const placeholderSiteUrl = 'https://example.org';

/**
 * A warning while site.json's siteUrl is still the placeholder (any path or scheme on example.org itself):
 * canonical links, the sitemap and link previews would all point there.
 */
export function placeholderSiteUrlProblems(site: JsonDocument): Problem[] {
  const siteUrl = stringAt(site.value, 'siteUrl');
  if (siteUrl === undefined || !URL.canParse(siteUrl)) return [];
  if (new URL(siteUrl).hostname !== new URL(placeholderSiteUrl).hostname) return [];
  const message =
    `siteUrl is still the placeholder ${siteUrl}: canonical links, the sitemap and link previews would point there. ` +
    'Set it to the address the site will be published at, e.g. https://your-name.github.io';
  return [problemAt(site, '/siteUrl', 'warning', message)];
}
