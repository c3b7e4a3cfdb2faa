import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CvInput } from '../../core/cv/cv-model.ts';
import { cvDataFiles } from '../build/data-files.ts';
import type { Content } from '../content/validate-content.ts';
import { validateContent } from '../content/validate-content.ts';
import { popplerOutput, pdfText } from './pdf-text.ts';
import { renderCv, renderCvs, type RenderedCv } from './render-cv.ts';
import { cvSources } from './write-cvs.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));
const oneLine = (text: string): string => text.replace(/\s+/g, ' ');

let content: Content;
/** The CV's input as the build gives it: from the data files it is made from. */
let cvInput: CvInput;
let shipped: RenderedCv[];

beforeAll(async () => {
  const validated = await validateContent(shippedContent);
  if (validated.content === undefined) throw new Error('the shipped content does not validate');
  content = validated.content;
  cvInput = cvSources(cvDataFiles(content)).input;
  shipped = await renderCvs(cvInput, ['en', 'fr'], content.strings);
}, 120_000);

describe('the CV PDF of the shipped content', () => {
  it('is an A4 PDF per language with title, author and language metadata', () => {
    expect(shipped.map((cv) => cv.path)).toEqual(['/cv/elodie-marchand-cv-en.pdf', '/cv/elodie-marchand-cv-fr.pdf']);
    for (const cv of shipped) {
      const info = popplerOutput('pdfinfo', cv.bytes);
      expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.89 pts \(A4\)/);
      expect(info).toMatch(/Author:\s+Élodie Marchand/);
      expect(info).toMatch(/CreationDate:\s+Mon Nov 16 06:00:00 2026 UTC/);
      expect(cv.bytes.toString('latin1')).toContain(`/Lang (${cv.language})`);
    }
    expect(popplerOutput('pdfinfo', shipped[0]!.bytes)).toMatch(/Title:\s+Élodie Marchand — Curriculum Vitae/);
    expect(popplerOutput('pdfinfo', shipped[1]!.bytes)).toMatch(/Title:\s+Élodie Marchand — Curriculum vitæ/);
  });

  it('holds the name, every experience and education title and every publication title, in its language', () => {
    for (const cv of shipped) {
      const text = pdfText(cv.bytes);
      const language = cv.language as 'en' | 'fr';
      expect(text).toContain('Élodie Marchand');
      for (const item of [...(cvInput.experience?.items ?? []), ...(cvInput.education?.items ?? [])]) {
        expect(text).toContain(oneLine(item.title[language] ?? ''));
      }
      for (const publication of content.publications.items) expect(text).toContain(oneLine(publication.title));
      expect(text).toContain(language === 'en' ? 'Experience' : 'Expérience professionnelle');
      expect(text).toContain(language === 'en' ? 'Journal articles' : 'Articles de revue');
      expect(text).toMatch(language === 'en' ? /Page 1 of \d/ : /Page 1 sur \d/);
    }
    expect(pdfText(shipped[0]!.bytes)).not.toContain('Formation');
  });

  it('embeds only its own font, and links the profiles and the works', () => {
    const fonts = popplerOutput('pdffonts', shipped[0]!.bytes);
    const rows = fonts.split('\n').slice(2).filter((row) => row.trim() !== '');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/NotoSans-\S+\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    const bytes = shipped[0]!.bytes.toString('latin1');
    expect(bytes).toContain('/URI (https://orcid.org/0000-0002-1825-0097)');
    expect(bytes).toContain(`/URI (${content.publications.items[0]!.url})`);
    expect(shipped.every((cv) => cv.missingGlyphs.length === 0)).toBe(true);
  });

  it('is the same bytes when built again', async () => {
    const again = await renderCv(cvInput, 'en', content.strings['en'] ?? {});
    expect(again.bytes.equals(shipped[0]!.bytes)).toBe(true);
  });
});
