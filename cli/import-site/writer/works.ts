import type { ManualAuthor, ManualPublication, PublicationsFile } from '../../../schemas/types.generated.ts';
import { isRealDate } from '../../../core/collections/calendar-day.ts';
import { mergeManual } from '../../publications/merge.ts';
import { sortNewestFirst } from '../../publications/sort.ts';
import type { OldPublication } from '../old-site.ts';
import type { Notes } from './site-file.ts';
import { secureUrl, uniqueIds } from './texts.ts';

/** "Family, Given" as its parts (citations then need no guess); "Given Family" as written. */
function author(name: string): ManualAuthor {
  const parts = name.split(',').map((part) => part.trim());
  const [family, given] = parts;
  if (parts.length === 2 && family !== undefined && given !== undefined && family !== '' && given !== '') return { family, given };
  return name.trim();
}

/** The work's address: its own, else its DOI's, else a scholarly search for its title (reported: a work must link somewhere). */
function workUrl(work: OldPublication, doi: string | null, notes: Notes): string {
  const own = secureUrl(work.url) ?? (doi === null ? null : `https://doi.org/${doi}`) ?? secureUrl(work.pdf);
  if (own !== null) return own;
  notes.toCheck.push(`publications.manual.json "${work.title}": the old site gave no address; it links to a Google Scholar search until you add its url.`);
  return `https://scholar.google.com/scholar?q=${encodeURIComponent(work.title)}`;
}

/** The hand-kept works of an old site that kept a page per work; each id is its slug as a key (so its old page redirects to it). */
export function manualWorks(works: readonly OldPublication[], notes: Notes): { items: ManualPublication[]; manuscripts: Array<{ pdf: string; key: string }> } {
  const ids = uniqueIds(works.map((work) => work.slug), 'work');
  const manuscripts: Array<{ pdf: string; key: string }> = [];
  const items = works.map((work, index): ManualPublication => {
    const id = ids[index] as string;
    const doi = work.doi === null ? null : work.doi.trim().toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
    const validDoi = doi !== null && /^10\.\S+$/.test(doi) ? doi : null;
    if (doi !== null && validDoi === null) notes.changes.push(`work "${work.title}": DOI "${work.doi}" left out: a DOI starts with 10.`);
    const date = work.date !== null && isRealDate(work.date) ? work.date : null;
    if (work.pdf !== null && /^files\/\S+\.pdf$/i.test(work.pdf)) manuscripts.push({ pdf: work.pdf, key: id });
    const pdfUrl = secureUrl(work.pdf);
    return {
      id,
      title: work.title,
      url: workUrl(work, validDoi, notes),
      year: work.year ?? (date === null ? null : Number(date.slice(0, 4))),
      date,
      venue: work.venue,
      authors: work.authors.filter((name) => name.trim() !== '').map(author),
      ...(work.abstract === null ? {} : { abstract: work.abstract }),
      category: work.category,
      doi: validDoi,
      ...(pdfUrl === null ? {} : { pdfUrl }),
    };
  });
  return { items, manuscripts };
}

/**
 * publications.json as a site needs it to build before any import: the hand-kept works with the import's
 * defaults, newest first. `fetch-publications` adds the bibliography's and OpenAlex's or ORCID's works.
 */
export function startingPublications(manual: readonly ManualPublication[], schemaDirectory: string, now: Date): PublicationsFile {
  return {
    $schema: `${schemaDirectory}/publications.schema.json`,
    updated_at: now.toISOString(),
    items: sortNewestFirst(mergeManual([], manual, new Map()).publications),
  };
}
