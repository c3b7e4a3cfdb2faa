import type { Publication, PublicationsFile } from '../../schemas/types.generated.ts';
import { workLanguage } from '../i18n/text-language.ts';

/** What the CV shows of a work: no abstract, keywords or citation counts. */
export interface CvWork extends Pick<Publication, 'id' | 'title' | 'authorsTruncated' | 'venue' | 'institution' | 'year' | 'date' | 'url' | 'category'> {
  authors: { name: string; isOwner: boolean }[];
  /** The language of its title, read with its abstract (core/i18n/text-language.ts); a whole file's works lack it. */
  textLanguage?: string | null;
}

/** The works the CV is made from, and the day of their import. A whole publications file is one too. */
export interface CvWorks {
  updated_at: string;
  items: CvWork[];
}

/**
 * The CV's share of the publications file, written as its own data file (`cv-publications`): the CV page embeds
 * the data it reads for hydration, and with 1,000 works the whole file (abstracts included) made that page
 * 1.58 MB of HTML.
 */
export function cvWorks(publications: PublicationsFile): CvWorks {
  return { updated_at: publications.updated_at, items: publications.items.map(cvWork) };
}

/**
 * Each work's entry, by the work: `portfolio dev` keeps an unchanged work's identity between saves, and the entry
 * kept with it then keeps its own JSON text (cli/dev/dev-data.ts). Entries are never changed once made.
 */
const cvEntries = new WeakMap<Publication, CvWork>();

function cvWork(work: Publication): CvWork {
  let entry = cvEntries.get(work);
  if (entry === undefined) {
    entry = {
      id: work.id,
      title: work.title,
      authors: work.authors.map(({ name, isOwner }) => ({ name, isOwner })),
      ...(work.authorsTruncated === undefined ? {} : { authorsTruncated: work.authorsTruncated }),
      venue: work.venue,
      ...(work.institution == null ? {} : { institution: work.institution }),
      year: work.year,
      ...(work.date === undefined ? {} : { date: work.date }),
      url: work.url,
      category: work.category,
      textLanguage: workLanguage(work),
    };
    cvEntries.set(work, entry);
  }
  return entry;
}
