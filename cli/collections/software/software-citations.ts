import type { ManualAuthor, SoftwareFile } from '../../../schemas/types.generated.ts';
import { invertedName, personName, type PersonName } from '../../../core/collections/person-name.ts';
import { nameIn, textIn } from '../../../core/cv/localized.ts';
import { latex, latexName } from '../../citations/latex-text.ts';

/**
 * How each item of software.json cites itself (docs/software.md): a data set as biblatex's @dataset, RIS DATA and
 * CSL `dataset`, anything else (a program, a trained model, a notebook) as @software, RIS COMP and CSL
 * `software`. The text is the site's first language's.
 */
type Item = SoftwareFile['items'][number];

const isDataset = (item: Item): boolean => item.kind === 'dataset';

function authorName(author: ManualAuthor): PersonName {
  return personName(typeof author === 'string' ? author : { name: author.name ?? '', ...author });
}

function bibtexName(name: PersonName): string {
  const escaped = latexName(name);
  if ('literal' in escaped) return `{${escaped.literal}}`;
  return escaped.given === undefined ? escaped.family : `${escaped.family}, ${escaped.given}`;
}

/**
 * One entry with biblatex's fields (version, date, doi, url) and biblatex-software's `repository` and `license`,
 * which other styles and Zotero leave aside; `url` is the item's page, else its repository. The name is braced
 * whole: a program's name keeps its case in every style.
 */
export function bibtexEntry(item: Item, language: string): string {
  const fields: Array<[string, string]> = [];
  if (item.authors !== undefined && item.authors.length > 0) fields.push(['author', item.authors.map((author) => bibtexName(authorName(author))).join(' and ')]);
  fields.push(['title', `{${latex(nameIn(item.name, language))}}`]);
  if (item.version !== undefined) fields.push(['version', latex(item.version)]);
  fields.push(['year', item.date.slice(0, 4)], ['date', item.date]);
  if (item.doi !== undefined) fields.push(['doi', item.doi]);
  const url = item.url ?? item.repository;
  if (url !== undefined) fields.push(['url', url]);
  if (item.repository !== undefined) fields.push(['repository', item.repository]);
  if (item.license !== undefined) fields.push(['license', latex(item.license)]);
  const description = textIn(item.description, language).replace(/\s+/g, ' ').trim();
  if (description !== '') fields.push(['abstract', latex(description)]);
  const body = fields.map(([field, value]) => `  ${field} = {${value}}`).join(',\n');
  return `@${isDataset(item) ? 'dataset' : 'software'}{${item.id},\n${body}\n}\n`;
}

/** One record: `ET` the version, `LA` a program's language, `UR` its page else its repository. */
function risRecord(item: Item, language: string): string {
  const line = (tag: string, value: string) => `${tag}  - ${value.replace(/\s*\n\s*/g, ' ')}`;
  const [year, month, day] = item.date.split('-');
  const url = item.url ?? item.repository;
  const description = textIn(item.description, language).trim();
  return [
    `TY  - ${isDataset(item) ? 'DATA' : 'COMP'}`,
    ...(item.authors ?? []).map((author) => line('AU', invertedName(typeof author === 'string' ? author : { name: author.name ?? '', ...author }))),
    line('TI', nameIn(item.name, language)),
    ...(item.version === undefined ? [] : [line('ET', item.version)]),
    line('PY', year ?? ''),
    line('DA', `${year}/${month}/${day}/`),
    ...(item.doi === undefined ? [] : [line('DO', item.doi)]),
    ...(url === undefined ? [] : [line('UR', url)]),
    ...(item.language === undefined || isDataset(item) ? [] : [line('LA', item.language)]),
    ...(description === '' ? [] : [line('AB', description)]),
    line('ID', item.id),
    'ER  - ',
  ].join('\n');
}

/** A CSL-JSON item (CSL 1.0.2's `software` and `dataset` types). */
function cslItem(item: Item, language: string): Record<string, unknown> {
  const description = textIn(item.description, language).trim();
  const url = item.url ?? item.repository;
  return {
    id: item.id,
    'citation-key': item.id,
    type: isDataset(item) ? 'dataset' : 'software',
    title: nameIn(item.name, language),
    ...(item.authors === undefined || item.authors.length === 0 ? {} : { author: item.authors.map(authorName) }),
    issued: { 'date-parts': [item.date.split('-').map(Number)] },
    ...(item.version === undefined ? {} : { version: item.version }),
    ...(item.doi === undefined ? {} : { DOI: item.doi }),
    ...(url === undefined ? {} : { URL: url }),
    ...(description === '' ? {} : { abstract: description }),
  };
}

/** The three downloads of /software/: every item's citation, in the file's order. */
export interface SoftwareCitations {
  bibtex: string;
  ris: string;
  csl: string;
}

export function softwareCitations(items: readonly Item[], language: string): SoftwareCitations {
  return {
    bibtex: items.map((item) => bibtexEntry(item, language)).join('\n'),
    ris: items.length === 0 ? '' : `${items.map((item) => risRecord(item, language)).join('\n\n')}\n`,
    csl: `${JSON.stringify(items.map((item) => cslItem(item, language)), null, 2)}\n`,
  };
}
