import { readFileSync } from 'node:fs';
import { parse as parseBibtex, type Creator } from '@retorquere/bibtex-parser';
import { AST, parse as parseRis } from 'astrocite-ris';
import { beforeAll, describe, expect, it } from 'vitest';
import { cvModel } from '../../core/cv/cv-model.ts';
import { cvSection } from '../../core/cv/cv-section.fixture.ts';
import { cvWorks } from '../../core/cv/cv-works.ts';
import { formatsFor, IntlMemo } from '../../core/i18n/intl-memo.ts';
import { productStringsOf } from '../../core/i18n/product-strings.fixture.ts';
import { createTranslate, type Strings } from '../../core/i18n/translate.ts';
import { personName } from '../../core/collections/person-name.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { displayedVenue } from '../../core/collections/publications/venue.ts';
import { issuingBody, workKind, type WorkKind } from '../../core/collections/publications/work-kind.ts';
import type { ManualPublicationsFile, Publication, PublicationsFile, SiteConfig } from '../../schemas/types.generated.ts';
import { absoluteUrl, pagePath } from '../../core/site/page-urls.ts';
import { publicationHeadMeta } from '../../core/collections/publications/publication-head.ts';
import { workJsonLd } from '../../core/collections/publications/work-json-ld.ts';
import { popplerOutput } from '../cv/pdf-text.ts';
import { renderCv } from '../cv/render-cv.ts';
import { mergeManual } from '../publications/merge.ts';
import { toCsl } from './csl.ts';
import { apaReferences, bibtex, ris } from './formats.ts';

const stringsEn = productStringsOf('en');

/**
 * One table over every kind of work: each output of a work — the .bib entry and the RIS record (read back by
 * @retorquere/bibtex-parser and astrocite-ris), the CSL-JSON item, the APA reference, the paper page's Highwire
 * tags and JSON-LD, the CV (its model, which the CV page shows, and the text of its entry in the CV PDF) — must
 * name the same key, title, authors' family names in order, year and venue, each in its own field, and type the
 * work as the row of its kind says.
 */

type Output = 'bibtex' | 'ris' | 'csl' | 'apa' | 'highwire' | 'jsonLd' | 'cv' | 'cvPdf';

/** What an output says of a work. `key` is null where the output carries no page key (APA, the CV). */
interface View {
  key: string | null;
  type: string;
  title: string;
  families: string[];
  year: string;
  venue: string | null;
}

/** The type each output gives a kind of work, and (in the parenthesis) the field or tag that holds its venue. */
const rows: Record<WorkKind, Record<Output, string>> = {
  article: { bibtex: 'article (journal)', ris: 'JOUR (T2)', csl: 'article-journal (container-title)', apa: 'none', highwire: 'citation_journal_title', jsonLd: 'ScholarlyArticle (isPartOf Periodical)', cv: 'Journal articles', cvPdf: 'Journal articles' },
  conference: { bibtex: 'inproceedings (booktitle)', ris: 'CPAPER (T2)', csl: 'paper-conference (container-title)', apa: 'none', highwire: 'citation_conference_title', jsonLd: 'ScholarlyArticle (isPartOf CreativeWork)', cv: 'Conference papers', cvPdf: 'Conference papers' },
  preprint: { bibtex: 'misc (howpublished)', ris: 'UNPB (PB)', csl: 'article (publisher)', apa: '[Preprint]', highwire: 'DC.type=preprint (citation_publisher)', jsonLd: 'ScholarlyArticle Preprint (publisher)', cv: 'Preprints', cvPdf: 'Preprints' },
  thesis: { bibtex: 'phdthesis (school)', ris: 'THES (PB)', csl: 'thesis (publisher)', apa: '[Doctoral thesis, …]', highwire: 'citation_dissertation_institution', jsonLd: 'Thesis (publisher)', cv: 'Theses', cvPdf: 'Theses' },
  chapter: { bibtex: 'incollection (booktitle)', ris: 'CHAP (T2)', csl: 'chapter (container-title)', apa: 'In …', highwire: 'citation_inbook_title', jsonLd: 'Chapter (isPartOf Book)', cv: 'Books and chapters', cvPdf: 'Books and chapters' },
  book: { bibtex: 'book (publisher)', ris: 'BOOK (PB)', csl: 'book (publisher)', apa: 'none', highwire: 'DC.type=book (citation_publisher)', jsonLd: 'Book (publisher)', cv: 'Books and chapters', cvPdf: 'Books and chapters' },
  report: { bibtex: 'techreport (institution)', ris: 'RPRT (PB)', csl: 'report (publisher)', apa: '(number)', highwire: 'citation_technical_report_institution', jsonLd: 'Report (publisher)', cv: 'Other works', cvPdf: 'Other works' },
};

const outputs = Object.keys(rows.article) as Output[];
const siteUrl = 'https://example.org';

/** The venue of a work as every output names it: a thesis's or report's issuing body, else where it appeared. */
function venueOf(publication: Publication): string | null {
  const kind = workKind(publication);
  return kind === 'thesis' || kind === 'report' ? issuingBody(publication) : displayedVenue(publication.venue);
}

function familyOf(name: ReturnType<typeof personName>): string {
  return 'literal' in name ? name.literal : name.family;
}

/** What every output must say of `publication`: the same facts, with its kind's type in each. */
function expected(publication: Publication): Record<Output, View> {
  const key = publicationKey(publication);
  const facts = {
    title: publication.title,
    families: publication.authors.map((author) => familyOf(personName(author))),
    year: publication.year === null ? '' : String(publication.year),
    venue: venueOf(publication),
  };
  const row = rows[workKind(publication)];
  const noKey = new Set<Output>(['apa', 'cv', 'cvPdf']);
  return Object.fromEntries(outputs.map((output) => [output, { key: noKey.has(output) ? null : key, type: row[output], ...facts }])) as Record<Output, View>;
}

/** The text of a field: one string, or a parser's list of them. */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return Array.isArray(value) ? value.join(' and ') : String(value);
}

/** A BibTeX creator's family name as the parser reads it: the particles ("van der") belong to it. */
function bibtexFamily(creator: Creator): string {
  return creator.name ?? [creator.prefix, creator.lastName].filter(Boolean).join(' ');
}

function cslFamily(name: { family?: string; literal?: string; 'non-dropping-particle'?: string }): string {
  return name.literal ?? [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
}

/** The page key in a paper page's URL: https://example.org/publications/<key>/. */
function keyInUrl(url: unknown): string | null {
  return typeof url === 'string' ? (/\/publications\/([^/]+)\/$/.exec(url)?.[1] ?? null) : null;
}

/** The facts found in a plain-text reference, in the reference's own words where they are there. */
function foundIn(reference: string, facts: Omit<View, 'key' | 'type'>): Omit<View, 'key' | 'type'> {
  let from = 0;
  const families = facts.families.map((family) => {
    const at = reference.indexOf(family, from);
    if (at === -1) return `(not after character ${from} of: ${reference})`;
    from = at + family.length;
    return family;
  });
  const present = (part: string | null) => (part === null || reference.includes(part) ? part : `(not in: ${reference})`);
  return { title: present(facts.title) as string, families, year: present(facts.year) as string, venue: present(facts.venue) };
}

interface Outputs {
  bibtex: Map<string, View>;
  ris: Map<string, View>;
  csl: Map<string, View>;
  apa: Map<string, View>;
}

/** Every citation output of `publications`, read back per work. */
function citationOutputs(publications: readonly Publication[]): Outputs {
  const items = publications.map(toCsl);
  const byKey = new Map(publications.map((publication) => [publicationKey(publication), publication]));
  const library = parseBibtex(bibtex(items), { sentenceCase: false });
  expect(library.errors).toEqual([]);
  const venueField = (output: Output, publication: Publication) => /\((.+)\)/.exec(rows[workKind(publication)][output])?.[1] ?? '';

  const bibtexViews = new Map(
    library.entries.map((entry): [string, View] => {
      const publication = byKey.get(entry.key) as Publication;
      const field = venueField('bibtex', publication);
      return [entry.key, {
        key: entry.key,
        type: `${entry.type} (${field})`,
        title: text(entry.fields.title) ?? '',
        families: (entry.fields.author ?? []).map(bibtexFamily),
        year: text(entry.fields.year) ?? '',
        venue: text(entry.fields[field]),
      }];
    }),
  );

  const risText = ris(items);
  const records = AST.parse(risText).children;
  const risItems = parseRis(risText) as Array<{ author?: Parameters<typeof cslFamily>[0][] }>;
  const risViews = new Map(
    records.map((record, index): [string, View] => {
      const tag = (name: string) => record.properties.find((property) => property.key === name)?.value ?? null;
      const key = tag('ID') ?? '';
      const field = venueField('ris', byKey.get(key) as Publication);
      return [key, {
        key,
        type: `${record.type} (${field})`,
        title: tag('TI') ?? '',
        families: (risItems[index]?.author ?? []).map(cslFamily),
        year: tag('PY') ?? '',
        venue: tag(field),
      }];
    }),
  );

  const cslViews = new Map(
    items.map((item): [string, View] => {
      const field = item['container-title'] === undefined ? 'publisher' : 'container-title';
      return [item.id, {
        key: item.id === item['citation-key'] ? item.id : `${item.id} ≠ citation-key ${item['citation-key']}`,
        type: `${item.type} (${field})`,
        title: item.title,
        families: (item.author ?? []).map(cslFamily),
        year: String(item.issued?.['date-parts'][0][0] ?? ''),
        venue: item[field] ?? null,
      }];
    }),
  );

  const references = apaReferences(items, 'en');
  const apaViews = new Map(
    publications.map((publication): [string, View] => {
      const key = publicationKey(publication);
      // citeproc sets apostrophes typographically (d’Hydraulique): the same text otherwise.
      const reference = (references[key] ?? '').replaceAll('’', "'");
      const venue = venueOf(publication);
      const markers: [string, boolean][] = [
        ['[Preprint]', reference.includes('[Preprint]')],
        ['[Doctoral thesis, …]', reference.includes(`[Doctoral thesis, ${venue}]`)],
        ['In …', reference.includes(`. In ${venue}`)],
        ['(number)', publication.number != null && reference.includes(`(${publication.number}).`)],
      ];
      const type = markers.filter(([, found]) => found).map(([marker]) => marker).join(' + ') || 'none';
      const expectedYear = publication.year === null ? '(n.d.)' : `(${publication.year}`;
      const facts = foundIn(reference, { ...expected(publication).apa, year: expectedYear });
      return [key, { key: null, type, ...facts, year: facts.year === expectedYear ? (publication.year === null ? '' : String(publication.year)) : facts.year }];
    }),
  );

  return { bibtex: bibtexViews, ris: risViews, csl: cslViews, apa: apaViews };
}

/** The paper page's Highwire tags of a work, as its page writes them. */
function highwireView(publication: Publication): View {
  const url = absoluteUrl(siteUrl, pagePath('en', 'publication', publicationKey(publication)));
  const tags = publicationHeadMeta(publication, url, null);
  const all = (name: string) => tags.filter((tag) => tag.name === name).map((tag) => tag.content);
  const one = (name: string) => all(name)[0] ?? null;
  const typing = ['citation_journal_title', 'citation_conference_title', 'citation_dissertation_institution', 'citation_inbook_title', 'citation_book_title', 'citation_technical_report_institution'];
  const types = [...all('DC.type').map((type) => `DC.type=${type}`), ...typing.filter((name) => one(name) !== null)];
  const venueTag = one('DC.type') === null ? types[0] : 'citation_publisher';
  return {
    key: keyInUrl(one('citation_abstract_html_url')),
    type: one('DC.type') === null ? types.join(' + ') : `${types.join(' + ')} (citation_publisher)`,
    title: one('citation_title') ?? '',
    families: all('citation_author').map((name) => name.split(', ')[0] as string),
    year: one('citation_publication_date')?.slice(0, 4) ?? '',
    venue: venueTag === undefined ? null : one(venueTag),
  };
}

/** The paper page's JSON-LD node of a work. */
function jsonLdView(publication: Publication): View {
  const url = absoluteUrl(siteUrl, pagePath('en', 'publication', publicationKey(publication)));
  const node = workJsonLd(publication, url) as {
    '@id'?: string; '@type': string; name: string; headline?: string; datePublished?: string; creativeWorkStatus?: string;
    author: { name: string; familyName?: string }[]; isPartOf?: { '@type': string; name: string }; publisher?: { name: string };
  };
  const venue = node.isPartOf === undefined ? `publisher` : `isPartOf ${node.isPartOf['@type']}`;
  return {
    key: keyInUrl(node['@id']),
    type: `${[node['@type'], node.creativeWorkStatus].filter(Boolean).join(' ')} (${venue})`,
    title: node.headline === node.name ? node.name : `${node.name} ≠ headline ${node.headline}`,
    families: node.author.map((author) => author.familyName ?? author.name),
    year: node.datePublished?.slice(0, 4) ?? '',
    venue: node.isPartOf?.name ?? node.publisher?.name ?? null,
  };
}

const t = createTranslate(stringsEn as Strings);
const format = formatsFor(new IntlMemo(), 'en-GB');
const site = JSON.parse(readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8')) as SiteConfig;

function cvWorkGroups(publications: readonly Publication[]) {
  const cv = cvModel({ site, publications: cvWorks({ updated_at: '2026-11-25T00:00:00.000Z', items: [...publications] } as PublicationsFile) }, 'en', t, format);
  return cvSection(cv, 'publications', 'works')?.groups ?? [];
}

/** What the CV (the model the CV page and the PDF draw) shows of each work: its displayed names hold the family names. */
function cvViews(publications: readonly Publication[]): Map<string, View> {
  const byKey = new Map(publications.map((publication) => [publicationKey(publication), publication]));
  return new Map(
    cvWorkGroups(publications).flatMap((group) =>
      group.items.map((work): [string, View] => {
        const key = publicationKey(work);
        const families = expected(byKey.get(key) as Publication).cv.families;
        return [key, {
          key: null,
          type: group.heading,
          title: work.title,
          families: foundIn(work.authorLine.map((run) => run.text).join(''), { families, title: '', year: '', venue: null }).families,
          year: work.year,
          venue: work.venue === '' ? null : work.venue,
        }];
      }),
    ),
  );
}

/** An element of the PDF's structure tree (`pdfinfo -struct-text`), with the text it holds. */
interface StructElement {
  type: string;
  text: string;
  children: StructElement[];
}

function structureTree(bytes: Uint8Array): StructElement {
  const root: StructElement = { type: 'root', text: '', children: [] };
  const open: { depth: number; element: StructElement }[] = [{ depth: -1, element: root }];
  for (const line of popplerOutput('pdfinfo', bytes, '-struct-text').split('\n')) {
    const depth = line.length - line.trimStart().length;
    const content = line.trim();
    if (content === '' || content.startsWith('/') || content.startsWith('Object ')) continue;
    while (open.length > 1 && open.at(-1)!.depth >= depth) open.pop();
    if (content.startsWith('"')) {
      for (const { element } of open) element.text += content.slice(1, -1);
      continue;
    }
    const element: StructElement = { type: /^\w+/.exec(content)?.[0] ?? content, text: '', children: [] };
    open.at(-1)!.element.children.push(element);
    open.push({ depth, element });
  }
  return root;
}

function inOrder(element: StructElement): StructElement[] {
  return element.children.flatMap((child) => [child, ...inOrder(child)]);
}

/**
 * Each work's entry in the CV PDF, in the PDF's reading order: the H3 it is listed under and the text of its
 * list item, matched to the CV's works in their order.
 */
async function cvPdfViews(publications: readonly Publication[]): Promise<Map<string, View>> {
  const pdf = await renderCv({ site, publications: cvWorks({ updated_at: '2026-11-25T00:00:00.000Z', items: [...publications] } as PublicationsFile) }, 'en', stringsEn);
  let heading = '';
  const entries: { heading: string; text: string }[] = [];
  for (const element of inOrder(structureTree(pdf.bytes))) {
    if (element.type === 'H3') heading = element.text.trim();
    if (element.type === 'LI' && inOrder(element).some((part) => part.type === 'Link')) {
      entries.push({ heading, text: element.children.find((part) => part.type === 'LBody')?.text.replace(/\s+/g, ' ').trim() ?? '' });
    }
  }
  const order = cvWorkGroups(publications).flatMap((group) => group.items.map((work) => publicationKey(work)));
  const byKey = new Map(publications.map((publication) => [publicationKey(publication), publication]));
  return new Map(
    order.map((key, index): [string, View] => {
      const entry = entries[index] ?? { heading: '(no entry)', text: '' };
      return [key, { key: null, type: entry.heading, ...foundIn(entry.text, expected(byKey.get(key) as Publication).cvPdf) }];
    }),
  );
}

/** Every output of every work, against what it must be: one failure names the work, the output and the field. */
async function checkEveryOutput(publications: readonly Publication[], withPdf: boolean): Promise<void> {
  const citations = citationOutputs(publications);
  const cv = cvViews(publications);
  const cvPdf = withPdf ? await cvPdfViews(publications) : new Map<string, View>();
  const seen = publications.map((publication) => {
    const key = publicationKey(publication);
    const views: Partial<Record<Output, View | undefined>> = {
      bibtex: citations.bibtex.get(key),
      ris: citations.ris.get(key),
      csl: citations.csl.get(key),
      apa: citations.apa.get(key),
      highwire: highwireView(publication),
      jsonLd: jsonLdView(publication),
      cv: cv.get(key),
    };
    if (withPdf) views.cvPdf = cvPdf.get(key);
    return { [key]: views };
  });
  const want = publications.map((publication) => {
    const { cvPdf: pdfView, ...views } = expected(publication);
    return { [publicationKey(publication)]: withPdf ? { ...views, cvPdf: pdfView } : views };
  });
  expect(seen).toEqual(want);
}

const people = [
  { name: 'Yann Le Gall', orcid: null, isOwner: false },
  { name: 'Jan van der Berg', orcid: null, isOwner: false },
  { name: 'María José de la Fuente', orcid: null, isOwner: true },
  { name: 'Zoë Ó Briain', orcid: null, isOwner: false },
  { name: 'Élodie Marchand-Lefèvre', family: 'Marchand-Lefèvre', given: 'Élodie', orcid: null, isOwner: false },
];

function work(id: string, overrides: Partial<Publication>): Publication {
  return {
    id, title: `Shoreline response of the Île de Sein to storms: ${id}`, url: `https://example.org/${id}`, year: 2026, date: '2026-03-10',
    venue: null, authors: people, abstract: 'Storm clusters drive erosion.', abstractTeaser: '', category: 'article', isOpenAccess: false,
    oaUrl: null, citedByCount: 0, doi: `10.5555/${id.toLowerCase()}`, volume: null, issue: null, firstPage: null, lastPage: null,
    pdfUrl: null, language: 'en', keywords: [], ...overrides,
  };
}

/** One made-up work of each kind, the kinds the shipped example lacks (a whole book) included. */
const madeUp: Array<[WorkKind, Publication]> = [
  ['article', work('W1', { venue: 'Estuarine, Coastal and Shelf Dynamics', volume: '41', issue: '3', firstPage: '101', lastPage: '120' })],
  ['conference', work('W2', { category: 'conference', venue: 'Proceedings of Coastal Structures 2025', firstPage: '142', lastPage: '153' })],
  ['preprint', work('W3', { category: 'preprint', venue: 'EarthArXiv' })],
  ['thesis', work('W4', { category: 'thesis', venue: 'Université de Bretagne Occidentale', date: null, doi: null })],
  ['chapter', work('W5', { category: 'book', venue: 'Coastal Adaptation', firstPage: '5', lastPage: '9', date: '2026-03-01' })],
  ['book', work('W6', { category: 'book', venue: 'Springer', year: 2025, date: null })],
  ['report', work('report-2024', { category: 'other', venue: 'Laboratoire', institution: "Laboratoire d'Hydraulique Côtière", number: 'LHC-TR-2024-03' })],
];

/** The shipped example's works, the hand-kept ones merged in as the import merges them. */
function shippedWorks(): Publication[] {
  const read = <T>(name: string) => JSON.parse(readFileSync(new URL(`../../content/${name}`, import.meta.url), 'utf8')) as T;
  const imported = read<PublicationsFile>('publications.json').items;
  const manual = read<ManualPublicationsFile>('publications.manual.json').items;
  return mergeManual(imported, manual, new Map()).publications;
}

describe('every output of a work says the same: key, title, authors, year, venue, and its kind', () => {
  let madeUpPdf: Map<string, View>;
  beforeAll(async () => {
    madeUpPdf = await cvPdfViews(madeUp.map(([, publication]) => publication));
  }, 20_000);

  it('covers every kind, each row a type in every output', () => {
    expect(madeUp.map(([kind, publication]) => [kind, workKind(publication)])).toEqual(madeUp.map(([kind]) => [kind, kind]));
    expect(Object.keys(rows).sort()).toEqual(madeUp.map(([kind]) => kind).sort());
    expect(madeUpPdf.size).toBe(madeUp.length);
  });

  it.each(madeUp)('%s', async (_kind, publication) => {
    const key = publicationKey(publication);
    const citations = citationOutputs([publication]);
    const seen = {
      bibtex: citations.bibtex.get(key), ris: citations.ris.get(key), csl: citations.csl.get(key), apa: citations.apa.get(key),
      highwire: highwireView(publication), jsonLd: jsonLdView(publication), cv: cvViews([publication]).get(key), cvPdf: madeUpPdf.get(key),
    };
    expect(seen).toEqual(expected(publication));
  });

  it('the shipped example (publications.json with publications.manual.json merged), its CV PDF included', async () => {
    const publications = shippedWorks();
    expect(new Set(publications.map(workKind))).toEqual(new Set(['article', 'conference', 'preprint', 'thesis', 'chapter', 'report']));
    await checkEveryOutput(publications, true);
  }, 20_000);
});
