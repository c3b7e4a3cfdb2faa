import type { Publication } from '../../../schemas/types.generated.ts';
import { keyFromName } from '../../../core/collections/publications/publication-key.ts';
import { abstractTeaser } from '../abstract.ts';
import { bareDoi } from '../identifiers.ts';
import { doiUrl } from '../map-work.ts';
import { authorOf, dateOf, isOthers, keywordsField, languageOf, namesField, pagesOf, textField, urlField } from './bibtex-fields.ts';
import type { BibtexEntry } from './parse-bibtex.ts';

/** One entry read as a publication, with what the owner should know about it. */
export interface BibtexWork {
  publication: Publication;
  key: string;
  line: number;
  /** al-folio's `selected = {true}`: the owner wants it on the home page (site.json's publications.featured). */
  selected: boolean;
  warnings: string[];
  /** al-folio's keys the model has no place for (code, slides, poster, video, abbr, preview). */
  unkeptKeys: string[];
}

export type MappedEntry = { kind: 'work'; work: BibtexWork } | { kind: 'skipped'; key: string; line: number; title: string | null; reason: string };

type Category = Publication['category'];

/** The address of a work that has none: a search for its exact title. Another source's real link replaces it. */
export const searchFallbackPrefix = 'https://scholar.google.com/scholar?q=';

const categoryByType: Readonly<Record<string, Category>> = {
  article: 'article',
  inproceedings: 'conference',
  conference: 'conference',
  proceedings: 'conference',
  phdthesis: 'thesis',
  mastersthesis: 'thesis',
  thesis: 'thesis',
  book: 'book',
  mvbook: 'book',
  incollection: 'book',
  inbook: 'book',
  bookinbook: 'book',
  techreport: 'other',
  report: 'other',
};

/** Google Scholar exports an arXiv preprint as an @article in the "journal" `arXiv preprint arXiv:…`. */
const preprintServer = /\b(?:arxiv|biorxiv|medrxiv|chemrxiv|ssrn|hal|preprints?|research square|osf)\b/i;
const unkeptAlFolioKeys = ['code', 'slides', 'poster', 'video', 'abbr', 'preview', 'bibtex_show', 'altmetric', 'dimensions'];

/** The model's category of an entry: its type, and for @misc and its kin whether it names a preprint server. */
function categoryOfEntry(entry: BibtexEntry): Category {
  const journal = textField(entry, 'journal', 'journaltitle');
  if (entry.type === 'article' && journal !== undefined && preprintServer.test(journal)) return 'preprint';
  const category = categoryByType[entry.type];
  if (category !== undefined) return category;
  if (entry.type === 'preprint') return 'preprint';
  const howpublished = textField(entry, 'howpublished');
  const namesServer = howpublished !== undefined && urlField(entry, 'howpublished') === undefined;
  return textField(entry, 'eprint', 'archiveprefix', 'eprinttype') !== undefined || namesServer ? 'preprint' : 'other';
}

function venueOf(entry: BibtexEntry, category: Category): string | null {
  const venue = (() => {
    switch (category) {
      case 'article':
        return textField(entry, 'journal', 'journaltitle');
      case 'conference':
        return textField(entry, 'booktitle', 'eventtitle', 'organization', 'publisher');
      case 'thesis':
        return textField(entry, 'school', 'institution');
      case 'book':
        return entry.type === 'book' || entry.type === 'mvbook' ? textField(entry, 'publisher') : textField(entry, 'booktitle', 'publisher');
      case 'preprint':
        return (urlField(entry, 'howpublished') === undefined ? textField(entry, 'howpublished') : undefined) ?? textField(entry, 'publisher', 'journal', 'archiveprefix', 'eprinttype');
      case 'other':
        return textField(entry, 'institution', 'publisher', 'organization') ?? (urlField(entry, 'howpublished') === undefined ? textField(entry, 'howpublished') : undefined);
    }
  })();
  return venue ?? null;
}

const arxivId = /^(?:\d{4}\.\d{4,5}|[a-z-]+(?:\.[A-Z]{2})?\/\d{7})(?:v\d+)?$/;

/** The arXiv page of `eprint` (with `archivePrefix = {arXiv}` or none), or of Google Scholar's `arXiv preprint arXiv:…`. */
function arxivUrl(entry: BibtexEntry): string | undefined {
  const inJournal = /\barXiv:(\S+)/i.exec(textField(entry, 'journal') ?? '')?.[1];
  if (inJournal !== undefined && arxivId.test(inJournal)) return `https://arxiv.org/abs/${inJournal}`;
  const eprint = textField(entry, 'eprint');
  const archive = textField(entry, 'archiveprefix', 'eprinttype') ?? '';
  if (eprint === undefined || (archive !== '' && archive.toLowerCase() !== 'arxiv')) return undefined;
  return arxivId.test(eprint) ? `https://arxiv.org/abs/${eprint}` : undefined;
}

/** Maps one parsed entry to a publication, or says why it is skipped (no title, a key that cannot name a page). */
export function mapBibtexEntry(entry: BibtexEntry): MappedEntry {
  const title = textField(entry, 'title');
  const skip = (reason: string): MappedEntry => ({ kind: 'skipped', key: entry.key, line: entry.line, title: title ?? null, reason });
  if (title === undefined) return skip('it has no title: add a title field');
  const id = keyFromName(entry.key);
  if (id === '') return skip(`its key "${entry.key}" has no letter or digit to name its page: give it a key such as smith2020`);

  const warnings: string[] = [];
  const category = categoryOfEntry(entry);
  const doi = bareDoi(textField(entry, 'doi'));
  const { year, date } = dateOf(entry);
  if (year === null) warnings.push('no year: kept as an undated work (add year = {…} once it is published)');
  const creators = namesField(entry, 'author');
  const authors = creators.filter((creator) => !isOthers(creator)).flatMap((creator) => authorOf(creator) ?? []);
  const pdf = urlField(entry, 'pdf');
  if (pdf === undefined && textField(entry, 'pdf') !== undefined) {
    warnings.push(`pdf = {${textField(entry, 'pdf')}} is a file, not an address: put it in content/papers/${id}.pdf to publish it`);
  }
  const eprintUrl = arxivUrl(entry);
  const address = urlField(entry, 'url') ?? (doi === null ? undefined : doiUrl(doi)) ?? eprintUrl ?? urlField(entry, 'howpublished') ?? urlField(entry, 'website') ?? pdf;
  if (address === undefined) warnings.push('no doi or url: its title links to a Google Scholar search for it (add url = {…})');
  for (const command of entry.unknownCommands) warnings.push(`unknown LaTeX command ${command} left out of the text`);
  const abstract = textField(entry, 'abstract') ?? '';
  const number = textField(entry, 'number');
  const publication: Publication = {
    id,
    title,
    url: address ?? `${searchFallbackPrefix}${encodeURIComponent(`"${title}"`)}`,
    year,
    date,
    venue: venueOf(entry, category),
    authors,
    ...(creators.some(isOthers) ? { authorsTruncated: true } : {}),
    abstract,
    abstractTeaser: abstractTeaser(abstract),
    category,
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi,
    volume: textField(entry, 'volume') ?? null,
    issue: category === 'other' ? null : (textField(entry, 'issue') ?? number ?? null),
    ...pagesOf(entry),
    ...(category === 'other' ? { number: number ?? null } : {}),
    pdfUrl: pdf ?? null,
    language: languageOf(entry),
    keywords: keywordsOf(entry),
    ...(category !== 'preprint' && eprintUrl !== undefined && eprintUrl !== address ? { preprintUrl: eprintUrl } : {}),
  };
  return {
    kind: 'work',
    work: {
      publication,
      key: entry.key,
      line: entry.line,
      selected: ['true', 'yes', '1'].includes((textField(entry, 'selected') ?? '').toLowerCase()),
      warnings,
      unkeptKeys: unkeptAlFolioKeys.filter((key) => entry.fields[key] !== undefined),
    },
  };
}

const maxKeywords = 5;

/** The model keeps five keywords. */
function keywordsOf(entry: BibtexEntry): string[] {
  return [...new Set(keywordsField(entry))].slice(0, maxKeywords);
}
