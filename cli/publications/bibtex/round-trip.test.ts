import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownBibtexCorpus } from '../../../bench/bibtex-corpus.ts';
import type { Publication, PublicationsFile } from '../../../schemas/types.generated.ts';
import { personName } from '../../../core/collections/person-name.ts';
import { displayedVenue } from '../../../core/collections/publications/venue.ts';
import { issuingBody, workKind } from '../../../core/collections/publications/work-kind.ts';
import { toCsl } from '../../citations/csl.ts';
import { bibtex } from '../../citations/formats.ts';
import { readBibtex } from './read-bibtex.ts';

/**
 * The site's own .bib downloads (cli/citations) read back through the importer give the same publications, in
 * every field the .bib carries. It carries no language yet: that is not compared.
 */
function carried(publication: Publication) {
  const kind = workKind(publication);
  const names = publication.authors.map((author) => {
    const name = personName(author);
    // A one-word name is a braced family name in BibTeX.
    return 'literal' in name ? name.literal : name.given === undefined ? name.family : `${name.family}, ${name.given}`;
  });
  const { firstPage, lastPage } = publication;
  return {
    id: publication.id.toLowerCase(),
    title: publication.title,
    names,
    year: publication.year,
    date: publication.date ?? null,
    category: publication.category,
    kind,
    venue: kind === 'thesis' || kind === 'report' ? issuingBody(publication) : displayedVenue(publication.venue),
    doi: publication.doi,
    url: publication.url,
    volume: publication.volume,
    issue: kind === 'report' ? null : publication.issue,
    pages: firstPage === null ? null : lastPage === null || lastPage === firstPage ? firstPage : `${firstPage}-${lastPage}`,
    number: kind === 'report' ? (publication.number ?? null) : null,
    abstract: publication.abstract,
    keywords: publication.keywords,
  };
}

function checkRoundTrip(publications: readonly Publication[]): void {
  const read = readBibtex(bibtex(publications.map(toCsl)));
  expect(read.skipped).toEqual([]);
  expect(read.works.map((work) => work.warnings).flat().filter((warning) => !warning.startsWith('no year'))).toEqual([]);
  expect(read.works.map((work) => carried(work.publication))).toEqual(publications.map(carried));
}

describe('our .bib downloads read back to the same publications', () => {
  it('the shipped example (content/publications.json: a preprint, articles, a paper, a thesis, a chapter, a report)', () => {
    const shipped = JSON.parse(readFileSync(new URL('../../../content/publications.json', import.meta.url), 'utf8')) as PublicationsFile;
    expect(new Set(shipped.items.map(workKind))).toEqual(new Set(['article', 'conference', 'preprint', 'thesis', 'chapter', 'report']));
    checkRoundTrip(shipped.items);
  });

  it('1,000 works shaped like a large group\'s (accented names, particles, long titles)', { timeout: 120_000 }, () => {
    const { publications } = ownBibtexCorpus(1000);
    expect(publications).toHaveLength(1000);
    checkRoundTrip(publications);
  });
});
