import { academicPagesReader } from './academicpages/academicpages-reader.ts';
import { alFolioReader } from './al-folio/al-folio-reader.ts';
import { hugoBloxReader } from './hugo-blox/hugo-blox-reader.ts';
import type { SiteReader, SiteTool } from './old-site.ts';

/** The readers `portfolio init --from` knows, one import each. */
export const siteReaders: readonly SiteReader[] = [alFolioReader, academicPagesReader, hugoBloxReader];

/** What each tool's site is recognised by, for the owner whose folder none recognised. */
const telltales: Readonly<Record<SiteTool, string>> = {
  'al-folio': '_config.yml with al-folio\'s settings, and _bibliography/papers.bib or _pages/about.md',
  academicpages: '_config.yml with an author: block, and _publications/ or _talks/',
  'hugo-blox': 'a Hugo configuration (hugo.toml, config.yaml or config/_default/…) and either Hugo Blox, Wowchemy or Academic named in go.mod, the configuration or module.*, or an author file (data/authors/ or content/authors/)',
};

export type ReaderChoice = { ok: true; reader: SiteReader; evidence: string[] } | { ok: false; error: string };

/**
 * The reader of the old site's tool: the one `forced` names (--from-tool), else the only one that recognises the
 * folder. None, or several, is an error that says what to do.
 */
export async function chooseReader(oldSiteDir: string, readers: readonly SiteReader[], forced: SiteTool | null): Promise<ReaderChoice> {
  if (forced !== null) {
    const reader = readers.find((candidate) => candidate.tool === forced);
    if (reader === undefined) return { ok: false, error: `this version of the product cannot read ${forced} sites yet. Nothing was written.` };
    return { ok: true, reader, evidence: [] };
  }
  const recognised = await Promise.all(readers.map(async (reader) => ({ reader, evidence: await reader.recognise(oldSiteDir) })));
  const matches = recognised.flatMap(({ reader, evidence }) => (evidence === null ? [] : [{ reader, evidence }]));
  const [only] = matches;
  if (matches.length === 1 && only !== undefined) return { ok: true, ...only };
  if (matches.length === 0) {
    const lookedFor = (Object.keys(telltales) as SiteTool[]).map((tool) => `  - ${tool}: ${telltales[tool]}`).join('\n');
    return { ok: false, error: `${oldSiteDir} is no site of a tool the product knows. It looked for:\n${lookedFor}\nPoint --from at the folder of the old site's source (its git repository), or say its tool with --from-tool. Nothing was written.` };
  }
  const which = matches.map(({ reader, evidence }) => `${reader.tool} (${evidence.join(', ')})`).join('; ');
  return { ok: false, error: `${oldSiteDir} looks like the site of several tools: ${which}. Say which it is with --from-tool ${matches.map(({ reader }) => reader.tool).join('|')}. Nothing was written.` };
}
