import type { OldSite } from '../old-site.ts';
import { splitFrontMatter } from '../front-matter.ts';
import type { SiteLog } from '../jekyll/site-log.ts';
import { demoBibtexKeys } from './al-folio-demo.ts';

const path = '_bibliography/papers.bib';

/**
 * `_bibliography/papers.bib` as the bibliography source: without the empty front matter Jekyll needs (`---`
 * lines a BibTeX reader does not expect) and without al-folio's example entries (Einstein's papers), each named.
 * Entries are cut where a line starts with `@`, as al-folio writes them; their BibTeX is read later, by the source.
 */
export function readBibliography(source: string | null, log: SiteLog): OldSite['bibliography'] {
  if (source === null) return null;
  const { body } = splitFrontMatter(source);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const block of body.split(/\n(?=[ \t]*@)/)) {
    const key = /^\s*@\s*\w+\s*[{(]\s*([^,\s]+)\s*,/.exec(block)?.[1];
    if (key !== undefined && demoBibtexKeys.test(key)) dropped.push(key);
    else kept.push(block);
  }
  const text = kept.join('\n').trim();
  const changes = dropped.length === 0 ? [] : [`al-folio's example entries left out: ${dropped.join(', ')}`];
  if (!/@\s*\w+\s*[{(]/.test(text.replace(/@(?:string|comment|preamble)\s*[{(]/gi, ''))) {
    log.leftOut(path, ['no entries of your own', ...changes].join('; '));
    return null;
  }
  log.imported(path, 'the bibliography (your publications come from it)', changes);
  return { from: [path], text: `${text}\n` };
}
