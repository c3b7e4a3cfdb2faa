import { pointerOf, problemAt, type JsonDocument } from '../content/json-document.ts';
import { arrayAt, stringAt } from '../content/rules/values.ts';
import type { Problem } from '../shared/problems.ts';
import { builtFileSegments, isSitePage, pageOfPath, type SiteAddresses } from './site-addresses.ts';

const targetHelp = 'use one of its pages: a post /posts/<slug>/, a page of yours /<slug>/, a work /publications/<key>/, or a list (/posts/, /publications/, /talks/, /teaching/, /projects/, /news/, /cv/)';

/**
 * What redirects.json's schema cannot say: each old address is none of the new site's pages or built files and is
 * listed once, and each target is a page the site has (in the language its prefix names). Every problem at the
 * value to fix.
 */
export function redirectProblems(document: JsonDocument, addresses: SiteAddresses): Problem[] {
  const problems: Problem[] = [];
  const firstUse = new Map<string, number>();
  arrayAt(document.value, 'redirects').forEach((entry, index) => {
    const from = stringAt(entry, 'from');
    const to = stringAt(entry, 'to');
    const at = (key: 'from' | 'to', message: string) => problemAt(document, pointerOf('redirects', index, key), 'error', message);
    if (from !== undefined && from.startsWith('/')) {
      const segment = from.split('/')[1] ?? '';
      const normalized = from.length > 1 ? from.replace(/\/+$/, '') : from;
      const earlier = firstUse.get(normalized);
      if (earlier !== undefined) problems.push(at('from', `"${from}" is already redirected by entry ${earlier + 1}: keep one of the two entries`));
      else firstUse.set(normalized, index);
      if (isSitePage(from, addresses)) {
        problems.push(at('from', `"${from}" is a page of the new site (${pageOfPath(from, addresses).neutralPath}): a redirect would hide it; remove this entry`));
      } else if (builtFileSegments.includes(segment)) {
        problems.push(at('from', `"${from}" is where the build writes its own files (/${segment}): remove this entry, or redirect the old address's own path`));
      }
    }
    if (to !== undefined && to.startsWith('/') && !isSitePage(to, addresses)) {
      problems.push(at('to', `"${to}" is no page of the new site: ${targetHelp}`));
    }
  });
  return problems;
}
