import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Publication } from '../../schemas/types.generated.ts';
import type { CvInput } from '../../core/cv/cv-model.ts';
import { cvDataFiles } from '../build/data-files.ts';
import type { Content } from '../content/validate-content.ts';
import { validateContent } from '../content/validate-content.ts';
import { missingGlyphs } from './font-coverage.ts';
import { pdfText, popplerOutput } from './pdf-text.ts';
import { renderCv, renderCvs } from './render-cv.ts';
import { cvSources } from './write-cvs.ts';

const shippedContent = fileURLToPath(new URL('../../content/', import.meta.url));
let content: Content;

beforeAll(async () => {
  const validated = await validateContent(shippedContent);
  if (validated.content === undefined) throw new Error('the shipped content does not validate');
  content = validated.content;
}, 60_000);

function work(id: string, title: string, authors: string[]): Publication {
  return {
    id,
    title,
    url: `https://doi.org/10.5555/${id.toLowerCase()}`,
    year: 2024,
    venue: 'Revue d’hydraulique',
    authors: authors.map((name, index) => ({ name, orcid: null, isOwner: index === 0 })),
    abstract: '',
    abstractTeaser: '',
    category: 'article',
    isOpenAccess: false,
    oaUrl: null,
    citedByCount: 0,
    doi: null,
    volume: null,
    issue: null,
    firstPage: null,
    lastPage: null,
    pdfUrl: null,
    language: null,
    keywords: [],
  };
}

describe('the CV PDF of other content', () => {
  it('draws accented, Greek and Cyrillic names and French ligatures (pdftotext round trip)', async () => {
    const names = ['Łukasz Żółć', 'José Müller', 'Ørjan Ødegård', 'Γιώργος Παπαδόπουλος', 'Пётр Иванов'];
    const title = 'Efficacité des ouvrages de défense contre la submersion : œuvre et financement';
    const input: CvInput = {
      site: { ...content.site, profile: { ...content.site.profile, name: 'Łukasz Żółć' } },
      publications: { ...content.publications, items: [work('W1', title, names)] },
    };
    const cv = await renderCv(input, 'fr', content.strings['fr'] ?? {});
    const text = pdfText(cv.bytes);
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(title);
    expect(cv.path).toBe('/cv/lukasz-zolc-cv-fr.pdf');
    expect(cv.missingGlyphs).toEqual([]);
    expect(popplerOutput('pdffonts', cv.bytes)).not.toMatch(/Helvetica|Times|Courier/);
  }, 60_000);

  it('names the characters its font cannot draw (Chinese, Japanese, Korean)', () => {
    expect(missingGlyphs('王小明 and José Müller, 김민준')).toEqual(['王', '小', '明', '김', '민', '준']);
    expect(missingGlyphs('Ωμέγα Пётр Żółć œ ﬁ – “…”')).toEqual([]);
  });

  it('leaves out the sections the content does not have, and lists only cv.publications when given', async () => {
    const [first, second] = content.publications.items;
    const input: CvInput = {
      site: { ...content.site, cv: { publications: [second!.id.toLowerCase()] } },
      publications: content.publications,
    };
    const text = pdfText((await renderCv(input, 'en', content.strings['en'] ?? {})).bytes);
    expect(text).toContain('Selected publications');
    expect(text).toContain(second!.title.replace(/\s+/g, ' '));
    expect(text).not.toContain(first!.title.replace(/\s+/g, ' '));
    for (const heading of ['Experience', 'Education', 'Skills', 'Research keywords']) expect(text).not.toContain(heading);
  }, 60_000);

  it('draws the talks and the teaching of an English-only site', async () => {
    // The shipped talks and teaching with every French text taken out, as an English-only site writes them.
    const { publications, talks, teaching } = JSON.parse(JSON.stringify(content.collections), (key, value: unknown) => (key === 'fr' ? undefined : value));
    const site = { ...content.site, languages: ['en'] };
    const data = cvDataFiles({ ...content, site, languages: ['en'], strings: { en: content.strings['en'] ?? {} }, collections: { publications, talks, teaching } });
    const { input, languages, strings } = cvSources(data);
    const rendered = await renderCvs(input, languages, strings);
    expect(rendered.map((cv) => cv.path)).toEqual(['/cv/elodie-marchand-cv-en.pdf']);
    const text = pdfText(rendered[0]!.bytes).replace(/\s+/g, ' ');
    for (const heading of ['Talks', 'Teaching', 'Student supervision', 'Master’s students']) expect(text).toContain(heading);
    const pastTalk = (talks as { items: { date: string; title: { en: string } }[] }).items.find((talk) => talk.date < '2026-11-16')!;
    expect(text).toContain(pastTalk.title.en.replace(/\s+/g, ' '));
  }, 60_000);
});
