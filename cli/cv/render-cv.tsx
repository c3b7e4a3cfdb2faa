import { pdf, renderToBuffer } from '@react-pdf/renderer';
import { cvModel, type Cv, type CvInput } from '../../site/shared/cv/cv-model.ts';
import { formatsFor, IntlMemo } from '../../site/shared/i18n/intl-memo.ts';
import { generatedCvPath } from '../../site/shared/cv/cv-file.ts';
import { createTranslate, type Strings } from '../../site/shared/i18n/translate.ts';
import { registerCvFonts } from './cv-fonts.ts';
import { CvPdfDocument, type CvPageSpan, type CvPdfMetadata } from './cv-pdf-document.tsx';
import { nextSpanStart, pageStarts, type LaidOutNode } from './cv-pagination.ts';
import { missingGlyphs } from './font-coverage.ts';

/** A language's interface strings (the schema's UiStrings reads a missing key as undefined). */
export type CvStrings = Readonly<Record<string, string | undefined>>;

export interface RenderedCv {
  language: string;
  /** Site path of the file: /cv/elodie-marchand-cv-en.pdf. */
  path: string;
  bytes: Buffer;
  /** Characters of the CV the font cannot draw (they would show as empty boxes). */
  missingGlyphs: string[];
}

/** The locale of a language: the strings' `language.locale` when they have one, else en-GB / fr-FR. */
export function cvLocale(language: string, strings: CvStrings): string {
  return strings['language.locale'] ?? (language === 'fr' ? 'fr-FR' : 'en-GB');
}

/** Every text the PDF draws, to check the font covers it. */
export function cvText(cv: Cv): string {
  return JSON.stringify(cv);
}

/** Works laid out per trial: enough for a few pages of the longest author lists, few enough to stay cheap. */
const trialWorks = 40;

/** The pages react-pdf lays out for `span` (it renders them too; the bytes are dropped). */
async function laidOutPages(cv: Cv, meta: CvPdfMetadata, span: CvPageSpan): Promise<LaidOutNode[]> {
  let layout: LaidOutNode | undefined;
  // react-pdf hands its laid-out document to onRender under this name (not part of its typed API).
  const onRender = (props: object) => {
    layout = (props as { _INTERNAL__LAYOUT__DATA_?: LaidOutNode })._INTERNAL__LAYOUT__DATA_;
  };
  const stream = await pdf(<CvPdfDocument cv={cv} meta={meta} spans={[span]} onRender={onRender} />).toBuffer();
  await new Promise<void>((resolveEnd, reject) => stream.on('end', resolveEnd).on('error', reject).resume());
  return [...(layout?.children ?? [])];
}

/**
 * The CV's list cut into spans at page breaks (cv-pagination.ts): trial layouts of `trialWorks` works from where
 * the next span starts, each giving the page break to cut at.
 */
export async function pageSpans(cv: Cv, meta: CvPdfMetadata): Promise<CvPageSpan[]> {
  const total = cv.publications.reduce((sum, group) => sum + group.items.length, 0);
  const spans: CvPageSpan[] = [];
  let start = 0;
  let window = trialWorks;
  while (start + window < total) {
    const next = nextSpanStart(pageStarts(await laidOutPages(cv, meta, { start, end: start + window })), start);
    if (next === null) {
      window *= 2;
      continue;
    }
    spans.push({ start, end: next });
    start = next;
    window = trialWorks;
  }
  spans.push({ start, end: Number.POSITIVE_INFINITY });
  return spans;
}

/** One language's CV as PDF bytes. Dated from the content (publications.updated_at), never from the clock. */
export async function renderCv(input: CvInput, language: string, strings: CvStrings): Promise<RenderedCv> {
  registerCvFonts();
  const t = createTranslate(strings as Strings);
  const cv = cvModel(input, language, t, formatsFor(new IntlMemo(), cvLocale(language, strings)));
  const date = new Date(input.publications.updated_at);
  const meta = {
    title: t('cv.pdfTitle', { name: cv.name }),
    subject: [cv.jobTitle, cv.affiliation].filter((part) => part !== '').join(', '),
    date: Number.isNaN(date.getTime()) ? new Date(0) : date,
    pageLabel: (page: number, total: number) => t('cv.pageNumber', { page, total }),
  };
  const bytes = await renderToBuffer(<CvPdfDocument cv={cv} meta={meta} spans={await pageSpans(cv, meta)} />);
  return { language, path: generatedCvPath(cv.name, language), bytes, missingGlyphs: missingGlyphs(cvText(cv)) };
}

/** The CV of every site language, one after the other (react-pdf's font registry is shared). */
export async function renderCvs(
  input: CvInput,
  languages: readonly string[],
  stringsByLanguage: Readonly<Record<string, CvStrings>>,
): Promise<RenderedCv[]> {
  const rendered: RenderedCv[] = [];
  for (const language of languages) rendered.push(await renderCv(input, language, stringsByLanguage[language] ?? {}));
  return rendered;
}
