import { describe, expect, it } from 'vitest';
import publications from '../../content/publications.json';
import site from '../../content/site.json';
import { productStringsOf } from '../i18n/product-strings.fixture.ts';
import type { PublicationsFile, SiteConfig } from '../../schemas/types.generated.ts';
import { formatsFor, IntlMemo } from '../i18n/intl-memo.ts';
import { createTranslate } from '../i18n/translate.ts';
import { cvModel } from './cv-model.ts';
import { cvWorks } from './cv-works.ts';

const stringsEn = productStringsOf('en');

const file = publications as unknown as PublicationsFile;

describe('cvWorks', () => {
  it('keeps what the CV shows of each work and leaves out abstracts, keywords, citations and ORCIDs', () => {
    const works = cvWorks(file);
    expect(works.updated_at).toBe(file.updated_at);
    expect(works.items).toHaveLength(file.items.length);
    const text = JSON.stringify(works);
    for (const absent of ['abstract', 'keywords', 'citedByCount', 'orcid', 'pdfUrl']) expect(text, absent).not.toContain(`"${absent}"`);
    expect(text.length).toBeLessThan(JSON.stringify(file).length / 2);
  });

  it('gives the same CV as the whole publications file', () => {
    const t = createTranslate(stringsEn);
    const format = formatsFor(new IntlMemo(), 'en-GB');
    const input = { site: site as unknown as SiteConfig };
    expect(cvModel({ ...input, publications: cvWorks(file) }, 'en', t, format)).toEqual(cvModel({ ...input, publications: file }, 'en', t, format));
  });
});
