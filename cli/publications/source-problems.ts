import { join } from 'node:path';
import { problemAt } from '../content/json-document.ts';
import type { JsonDocument } from '../content/json-document.ts';
import type { FileReference } from '../content/rules/referenced-files.ts';
import { insideContent } from '../content/rules/referenced-files.ts';
import type { Problem } from '../shared/problems.ts';
import { orcidChecksumProblem } from './identifiers.ts';

/**
 * What `validate` checks of site.json's publications.sources beyond its schema: each .bib file stays inside the
 * content folder (whether it exists is for the caller to check on disk, with the other referenced files) and
 * each ORCID iD — a source's and the OpenAlex filter's — has the right check character.
 */
export function publicationSourceChecks(contentDirectory: string, site: JsonDocument): { references: FileReference[]; problems: Problem[] } {
  const publications = recordAt(site.value, 'publications');
  const sources = Array.isArray(publications?.sources) ? (publications.sources as unknown[]) : [];
  const references: FileReference[] = [];
  const problems: Problem[] = [];
  const checkOrcid = (value: unknown, pointer: string) => {
    if (typeof value !== 'string') return;
    const problem = orcidChecksumProblem(value);
    if (problem !== null) problems.push(problemAt(site, pointer, 'error', problem));
  };
  sources.forEach((source, index) => {
    const entry = recordAt({ source }, 'source');
    const pointer = `/publications/sources/${index}`;
    checkOrcid(entry?.orcid, `${pointer}/orcid`);
    if (typeof entry?.bibtex !== 'string') return;
    const path = insideContent(entry.bibtex);
    if (path === undefined) {
      problems.push(problemAt(site, `${pointer}/bibtex`, 'error', `"${entry.bibtex}" leaves the content folder: put the .bib file inside it, e.g. publications.bib`));
      return;
    }
    const message = `file not found: ${join(contentDirectory, path)}: add the .bib file or correct the path`;
    references.push({ path, ifMissing: problemAt(site, `${pointer}/bibtex`, 'error', message) });
  });
  checkOrcid(publications?.orcid, '/publications/orcid');
  return { references, problems };
}

function recordAt(value: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as Record<string, unknown>) : undefined;
}
