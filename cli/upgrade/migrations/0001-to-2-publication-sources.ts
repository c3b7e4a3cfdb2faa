import { applyEdits } from 'jsonc-parser';
import type { Migration, MigrationOutcome } from '../migration.ts';
import { parseJsonText, problemAtNode, propertyNode, replaceNode } from '../json-text-edits.ts';

const siteFile = 'site.json';

/**
 * Format 1 → 2: site.json's `publications.openalexAuthorIds: [...]` becomes
 * `publications.sources: [{ "openalex": { "authors": [...] } }]`, a list of sources of several kinds to come.
 * The list of ids is carried over as written (its line breaks and comments too); an empty list becomes no source.
 */
export const publicationSources: Migration = {
  from: 1,
  summary: "site.json: publications.openalexAuthorIds becomes publications.sources: [{ \"openalex\": { \"authors\": [...] } }]",
  migrate(content): MigrationOutcome {
    const text = content.texts.get(siteFile);
    if (text === undefined) return { changes: [] };
    const parsed = parseJsonText(siteFile, text);
    if ('problem' in parsed) return { problems: [parsed.problem] };
    const publications = propertyNode(parsed.root, 'publications')?.children?.[1];
    const ids = publications === undefined ? undefined : propertyNode(publications, 'openalexAuthorIds');
    const [key, value] = ids?.children ?? [];
    if (publications === undefined || key === undefined || value === undefined) return { changes: [] };
    if (propertyNode(publications, 'sources') !== undefined) {
      const message = 'publications has both openalexAuthorIds and sources: move the ids into sources, remove openalexAuthorIds, then upgrade again';
      return { problems: [problemAtNode(siteFile, text, key, '/publications/openalexAuthorIds', message)] };
    }
    const idsText = text.slice(value.offset, value.offset + value.length);
    const noIds = value.type === 'array' && (value.children ?? []).length === 0;
    const sources = noIds ? '[]' : `[{ "openalex": { "authors": ${idsText} } }]`;
    const edits = [replaceNode(key, '"sources"'), replaceNode(value, sources)];
    return { changes: [{ kind: 'write', path: siteFile, text: applyEdits(text, edits) }] };
  },
};
