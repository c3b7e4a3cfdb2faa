import { readFileSync } from 'node:fs';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';
import { cvModel, type Cv, type CvInput } from '../../core/cv/cv-model.ts';
import { generatedCvPath } from '../../core/cv/cv-file.ts';
import { formatsFor, IntlMemo } from '../../core/i18n/intl-memo.ts';
import { createTranslate, type Strings, type Translate } from '../../core/i18n/translate.ts';
import { langAttribute } from '../../core/i18n/text-language.ts';
import { cvFontData, cvFontFamily } from './cv-fonts.ts';
import { missingGlyphs } from './font-coverage.ts';
import { productPath } from '../shared/product-files.ts';

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
function cvLocale(language: string, strings: CvStrings): string {
  return strings['language.locale'] ?? (language === 'fr' ? 'fr-FR' : 'en-GB');
}

/** Every text the PDF draws, to check the font covers it. */
function cvText(cv: Cv): string {
  return JSON.stringify(cv);
}

// The compiler lives in a virtual folder: the template and its data are given to it, nothing is read from disk.
const workspace = '/cv-document';
const template = readFileSync(productPath('cli/cv/cv-document.typ'), 'utf8');
let compiler: NodeCompiler | undefined;

/** The PDF's dates, from the content's last import (UTC), so two builds of the same content give the same bytes. */
function documentDate(updatedAt: string): Record<string, number> {
  const parsed = new Date(updatedAt);
  const date = Number.isNaN(parsed.getTime()) ? new Date(0) : parsed;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
}

/**
 * What cv-document.typ reads: the CV with each work's author line as runs (the owner's name bold) and the
 * language of its title when it differs from the CV's.
 */
function documentData(cv: Cv, input: CvInput, t: Translate): object {
  const sections = cv.sections.map((section) =>
    section.layout !== 'works'
      ? section
      : {
          ...section,
          groups: section.groups.map((group) => ({
            heading: group.heading,
            items: group.items.map((work) => ({
              authors: work.authorLine,
              title: work.title,
              // The title's own language where it is not the CV's (a French title in the English CV): a screen reader
              // reads it with that language's voice, as the CV page's lang attribute says.
              lang: langAttribute(work.textLanguage, cv.language) ?? null,
              url: work.url,
              where: [work.venue, work.year].filter((part) => part !== '').join(', '),
            })),
          })),
        },
  );
  return {
    cv: { ...cv, sections },
    title: t('cv.pdfTitle', { name: cv.name }),
    subject: [cv.jobTitle, cv.affiliation].filter((part) => part !== '').join(', '),
    date: documentDate(input.publications.updated_at),
    pageLabel: t('cv.pageNumber', { page: '{page}', total: '{total}' }),
    font: cvFontFamily,
  };
}

/** Compiles the CV to a tagged PDF/UA-1; Typst refuses to write one that breaks the standard. */
function compileCv(data: object): Buffer {
  compiler ??= NodeCompiler.create({ workspace, fontArgs: [{ fontBlobs: cvFontData() }] });
  compiler.mapShadow(`${workspace}/cv.json`, Buffer.from(JSON.stringify(data)));
  try {
    const compiled = compiler.compile({ mainFileContent: template });
    const document = compiled.result;
    if (compiled.hasError() || document === null) {
      const diagnostics = (compiled.takeDiagnostics()?.shortDiagnostics ?? []) as { message?: string }[];
      throw new Error(`the CV does not compile: ${diagnostics.map((diagnostic) => diagnostic.message).join('; ')}`);
    }
    return compiler.pdf(document, { pdfStandard: 'ua-1' });
  } finally {
    // Typst memoizes the layout; a CV of 1,000 long works leaves several hundred MB in that cache.
    compiler.evictCache(0);
  }
}

/** One language's CV as PDF bytes. Dated from the content (publications.updated_at), never from the clock. */
export async function renderCv(input: CvInput, language: string, strings: CvStrings): Promise<RenderedCv> {
  const t = createTranslate(strings as Strings);
  const cv = cvModel(input, language, t, formatsFor(new IntlMemo(), cvLocale(language, strings)));
  const bytes = compileCv(documentData(cv, input, t));
  return { language, path: generatedCvPath(cv.name, language), bytes, missingGlyphs: missingGlyphs(cvText(cv)) };
}

/** The CV of every site language, one after the other (one compiler and its fonts serve them all). */
export async function renderCvs(
  input: CvInput,
  languages: readonly string[],
  stringsByLanguage: Readonly<Record<string, CvStrings>>,
): Promise<RenderedCv[]> {
  const rendered: RenderedCv[] = [];
  for (const language of languages) rendered.push(await renderCv(input, language, stringsByLanguage[language] ?? {}));
  return rendered;
}
