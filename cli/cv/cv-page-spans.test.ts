import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRealisticWorks } from '../../bench/realistic-works.ts';
import { cvModel, type Cv } from '../../site/shared/cv/cv-model.ts';
import { cvWorks } from '../../site/shared/cv/cv-works.ts';
import { formatsFor, IntlMemo } from '../../site/shared/i18n/intl-memo.ts';
import { createTranslate, type Strings } from '../../site/shared/i18n/translate.ts';
import { validateContent } from '../content/validate-content.ts';
import { mapWork } from '../publications/map-work.ts';
import { registerCvFonts } from './cv-fonts.ts';
import { CvPdfDocument, type CvPdfMetadata } from './cv-pdf-document.tsx';
import { popplerOutput } from './pdf-text.ts';
import { pageSpans } from './render-cv.tsx';

let cv: Cv;
let meta: CvPdfMetadata;

beforeAll(async () => {
  const { content } = await validateContent(fileURLToPath(new URL('../../content/', import.meta.url)));
  if (content === undefined) throw new Error('the shipped content does not validate');
  const owner = { authorIds: new Set(['A5000000001']), orcid: null };
  const items = generateRealisticWorks(120, { authorId: 'A5000000001' })
    .map((work) => mapWork(work, owner, new Set()))
    .flatMap((mapped) => (mapped.kind === 'publication' ? [mapped.publication] : []));
  registerCvFonts();
  const t = createTranslate((content.strings['en'] ?? {}) as Strings);
  const input = { ...content, publications: cvWorks({ ...content.publications, items }) };
  cv = cvModel(input, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
  meta = { title: 'CV', subject: '', date: new Date('2026-11-16T06:00:00Z'), pageLabel: (page, total) => `Page ${page} of ${total}` };
}, 60_000);

describe('the CV of 120 works of 20–200 authors', () => {
  it('is the same bytes cut into one <Page> per span as in a single <Page>', async () => {
    const spans = await pageSpans(cv, meta);
    expect(spans.length).toBeGreaterThan(1);
    const [cut, whole] = await Promise.all([
      renderToBuffer(createElement(CvPdfDocument, { cv, meta, spans })),
      renderToBuffer(createElement(CvPdfDocument, { cv, meta })),
    ]);
    expect(cut.equals(whole)).toBe(true);
  }, 120_000);

  it('never starts a line with the comma after a name (a node per name let react-pdf break there, adding a hyphen)', async () => {
    const text = popplerOutput('pdftotext', await renderToBuffer(createElement(CvPdfDocument, { cv, meta })), '-layout');
    expect(text).not.toMatch(/^\s*,/m);
  }, 120_000);
});
