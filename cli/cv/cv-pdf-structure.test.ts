import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateRealisticWorks } from '../../bench/realistic-works.ts';
import { cvWorks } from '../../core/cv/cv-works.ts';
import { cvModel, type CvInput } from '../../core/cv/cv-model.ts';
import { cvItems, cvSection } from '../../core/cv/cv-section.fixture.ts';
import { formatsFor, IntlMemo } from '../../core/i18n/intl-memo.ts';
import { createTranslate, type Strings } from '../../core/i18n/translate.ts';
import { cvDataFiles } from '../build/data-files.ts';
import type { Content } from '../content/validate-content.ts';
import { validateContent } from '../content/validate-content.ts';
import { mapWork } from '../publications/map-work.ts';
import { popplerOutput } from './pdf-text.ts';
import { renderCv, type RenderedCv } from './render-cv.ts';
import { cvSources } from './write-cvs.ts';

/** An element of the structure tree as `pdfinfo -struct-text` prints it, with the text it holds. */
interface StructElement {
  type: string;
  text: string;
  children: StructElement[];
}

/** Reads `pdfinfo -struct-text` back into a tree: an element per line "Type …", indented under its parent. */
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

/**
 * Every structure element of the PDF as written, with its /Lang: Typst writes each as an uncompressed object
 * (`N 0 obj << /Type /StructElem /S /Link /Lang (en) … >> endobj`), and pdfinfo prints no /Lang. Counted against
 * the elements poppler reads, so a tree moved into compressed object streams fails here instead of reading empty.
 */
function structElementLanguages(bytes: Buffer): { type: string; lang: string | null }[] {
  const elements = [...bytes.toString('latin1').matchAll(/\d+ 0 obj\s*<<([\s\S]*?)>>\s*endobj/g)]
    .map((match) => match[1] as string)
    .filter((body) => /\/Type \/StructElem\b/.test(body))
    .map((body) => ({ type: /\/S \/(\w+)/.exec(body)?.[1] ?? '', lang: /\/Lang \(([^)]*)\)/.exec(body)?.[1] ?? null }));
  const read = popplerOutput('pdfinfo', bytes, '-struct').split('\n').filter((line) => /^\s*[A-Z]\w*\b/.test(line) && !/^\s*Object /.test(line));
  expect(elements.length).toBe(read.length);
  return elements;
}

function all(element: StructElement, type: string): StructElement[] {
  return element.children.flatMap((child) => [...(child.type === type ? [child] : []), ...all(child, type)]);
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
/** A list item of the numbered works (its label "12."), not of the bullets, awards, grants or service. */
const numbered = (item: StructElement): boolean => /^\d+\.$/.test(oneLine(item.children[0]?.text ?? ''));
let content: Content;
/** The CV's input as the build gives it: from the data files it is made from. */
let cvInput: CvInput;
let english: RenderedCv;
let french: RenderedCv;

beforeAll(async () => {
  const validated = await validateContent(fileURLToPath(new URL('../../content/', import.meta.url)));
  if (validated.content === undefined) throw new Error('the shipped content does not validate');
  content = validated.content;
  cvInput = cvSources(cvDataFiles(content)).input;
  english = await renderCv(cvInput, 'en', content.strings['en'] ?? {});
  french = await renderCv(cvInput, 'fr', content.strings['fr'] ?? {});
}, 60_000);

describe('the CV PDF as a tagged PDF/UA-1 document', () => {
  it('is tagged, declares PDF/UA-1, its language, and shows its title', () => {
    for (const [cv, language] of [[english, 'en'], [french, 'fr']] as const) {
      expect(popplerOutput('pdfinfo', cv.bytes)).toMatch(/Tagged:\s+yes/);
      const raw = cv.bytes.toString('latin1');
      expect(raw).toContain(`/Lang (${language})`);
      expect(raw).toContain('/DisplayDocTitle true');
      expect(raw).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
    }
  });

  it('has the name as H1, a H2 per section and a H3 per kind of work, in reading order', () => {
    const document = structureTree(english.bytes).children[0]!;
    expect(document.type).toBe('Document');
    expect(all(document, 'H1').map((heading) => heading.text)).toEqual(['Élodie Marchand']);
    expect(all(document, 'H2').map((heading) => heading.text)).toEqual([
      'Profile', 'Experience', 'Education', 'Skills', 'Publications', 'Software and data', 'Talks', 'Awards', 'Grants', 'Teaching', 'Student supervision', 'Service',
    ]);
    expect(all(document, 'H3').map((heading) => heading.text)).toEqual([
      'Journal articles', 'Conference papers', 'Theses', 'Preprints', 'Books and chapters', 'Other works', 'Master’s students', 'Bachelor’s students',
    ]);
    expect(all(structureTree(french.bytes), 'H2').map((heading) => heading.text).slice(-8)).toEqual([
      'Publications', 'Logiciels et données', 'Conférences et communications', 'Distinctions', 'Financements', 'Enseignement', 'Encadrement', 'Service à la communauté scientifique',
    ]);
    expect(all(structureTree(french.bytes), 'H2').map((heading) => heading.text)).toContain('Expérience professionnelle');
  });

  it('lists the works as numbered list items, each title a Link, in the order of the numbers', () => {
    const tree = structureTree(english.bytes);
    const works = all(tree, 'L').flatMap((list) => list.children).filter(numbered);
    expect(works.map((item) => item.type)).toEqual(content.publications.items.map(() => 'LI'));
    expect(works.map((item) => item.children.map((part) => part.type))).toEqual(works.map(() => ['Lbl', 'LBody']));
    expect(works.map((item) => oneLine(item.children[0]!.text))).toEqual(works.map((_, index) => `${index + 1}.`));
    const t = createTranslate((content.strings['en'] ?? {}) as Strings);
    const cv = cvModel(cvInput, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    const titles = works.map((item) => oneLine(all(item, 'Link')[0]!.text));
    expect(titles).toEqual((cvSection(cv, 'publications', 'works')?.groups ?? []).flatMap((group) => group.items.map((work) => oneLine(work.title))));
    const bullets = all(tree, 'L').filter((list) => !list.children.some(numbered));
    expect(bullets.flatMap((list) => list.children.map((item) => oneLine(item.children[1]!.text)))).toContain(
      'Ranked first of a class of 24',
    );
  });

  it('lists the awards, the grants and the service each as a list under its heading, newest first', () => {
    const t = createTranslate((content.strings['en'] ?? {}) as Strings);
    const cv = cvModel(cvInput, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    const lists = all(structureTree(english.bytes), 'L').map((list) => list.children.map((item) => oneLine(item.text)));
    const parts = [cvItems(cv, 'awards').map((award) => award.title), cvItems(cv, 'grants').map((grant) => grant.title), cvItems(cv, 'service').map((item) => item.title)];
    for (const titles of parts) {
      expect(titles.length).toBeGreaterThan(1);
      const list = lists.find((items) => items.length === titles.length && items.every((item, index) => item.includes(oneLine(titles[index]!))));
      expect(list, titles.join(' / ')).toBeDefined();
    }
    const grantWithPage = cvItems(cv, 'grants').find((grant) => grant.url !== '');
    expect(all(structureTree(english.bytes), 'Link').map((link) => oneLine(link.text))).toContain(oneLine(grantWithPage!.title));
  });

  it('lists the past talks, the courses and each level of supervised students as a list under its heading', () => {
    const t = createTranslate((content.strings['en'] ?? {}) as Strings);
    const cv = cvModel(cvInput, 'en', t, formatsFor(new IntlMemo(), 'en-GB'));
    const tree = structureTree(english.bytes);
    const lists = all(tree, 'L').map((list) => list.children.map((item) => oneLine(item.text)));
    const parts = [
      cvItems(cv, 'talks').map((talk) => talk.title),
      cvItems(cv, 'teaching').map((course) => course.title),
      ...(cvSection(cv, 'supervision', 'list')?.groups ?? []).map((group) => group.items.map((student) => student.title)),
    ];
    for (const titles of parts) {
      expect(titles.length).toBeGreaterThan(0);
      const list = lists.find((items) => items.length === titles.length && items.every((item, index) => item.includes(oneLine(titles[index]!))));
      expect(list, titles.join(' / ')).toBeDefined();
    }
    // The example's talk after its last import (AGU, December 2026) is upcoming: on /talks/, not on the CV.
    const talks = content.collections.talks as { items: { id: string; date: string; title: Record<string, string> }[] };
    const upcoming = talks.items.filter((talk) => talk.date >= cv.generatedIso);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(cvItems(cv, 'talks')).toHaveLength(talks.items.length - upcoming.length);
    for (const talk of upcoming) expect(oneLine(tree.text)).not.toContain(oneLine(talk.title['en']!));
  });

  it("gives a work's title its own language where it is not the CV's: /Lang on its Link, nowhere else", async () => {
    const withLang = (bytes: Buffer) => structElementLanguages(bytes).filter((element) => element.lang !== null);
    // Every title of the example is English: none carries a language in the English CV, each in the French one.
    expect(withLang(english.bytes)).toEqual([]);
    expect(withLang(french.bytes)).toEqual(content.publications.items.map(() => ({ type: 'Link', lang: 'en' })));
    const [first, ...rest] = content.publications.items;
    const frenchTitled = { ...first!, title: 'Le recul du trait de côte et les tempêtes sur les plages du Finistère', abstract: '', language: 'fr' };
    const mixed = await renderCv({ ...content, publications: { ...content.publications, items: [frenchTitled, ...rest] } }, 'en', content.strings['en'] ?? {});
    expect(withLang(mixed.bytes)).toEqual([{ type: 'Link', lang: 'fr' }]);
    expect(popplerOutput('pdftotext', mixed.bytes)).toContain('Le recul du trait de côte');
  });

  it('links the profiles first, before the sections', () => {
    const links = all(structureTree(english.bytes), 'Link').map((link) => oneLine(link.text));
    expect(links.slice(0, 2)).toEqual(['elodie.marchand@example.org', 'scholar.google.com/citations?user=eMarchndQkAAAAJ']);
    expect(links).toContain('orcid.org/0000-0002-1825-0097');
  });
});

describe('the CV of 120 works of 20–200 authors', () => {
  let input: CvInput;
  beforeAll(() => {
    const owner = { authorIds: new Set(['A5000000001']), orcid: null };
    const items = generateRealisticWorks(120, { authorId: 'A5000000001' })
      .map((work) => mapWork(work, owner, new Set()))
      .flatMap((mapped) => (mapped.kind === 'publication' ? [mapped.publication] : []));
    input = { ...content, publications: cvWorks({ ...content.publications, items }) };
  });

  it('is the same bytes when rendered twice, and its every work is a list item with a Link', async () => {
    const [first, second] = [await renderCv(input, 'fr', content.strings['fr'] ?? {}), await renderCv(input, 'fr', content.strings['fr'] ?? {})];
    expect(first.bytes.equals(second.bytes)).toBe(true);
    const items = all(structureTree(first.bytes), 'LI').filter(numbered);
    expect(items).toHaveLength(120);
  }, 60_000);

  it('never starts a line with the comma after a name, nor splits a hyphenated name', async () => {
    const text = popplerOutput('pdftotext', (await renderCv(input, 'en', content.strings['en'] ?? {})).bytes, '-layout');
    expect(text).not.toMatch(/^\s*,/m);
    expect(text).not.toMatch(/[-–]$/m);
    expect(text).toContain('García-López');
    // A collaboration's list is shortened to the first names and the owner's, and says how many wrote it.
    expect(text).toMatch(/…,\s+\S[^\n]*\(\d+\s+authors\)/);
  }, 60_000);
});

describe('the CV of a professor: 300 talks, 60 supervised students', () => {
  it('lists every past talk and every student, each a list item under its heading', async () => {
    const types = ['keynote', 'invited', 'contributed', 'seminar', 'poster', 'panel', 'outreach'] as const;
    const levels = ['postdoc', 'doctoral', 'master', 'bachelor'] as const;
    const talks = Array.from({ length: 300 }, (_, index) => ({
      id: `talk-${index}`,
      title: { en: `Storm surges and wave run-up on macrotidal beaches, part ${index}` },
      event: 'International Conference on Coastal Engineering',
      date: `${2000 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-15`,
      type: types[index % types.length]!,
    }));
    const supervision = Array.from({ length: 60 }, (_, index) => ({
      id: `student-${index}`,
      name: `Student ${index}`,
      level: levels[index % levels.length]!,
      start: `${2005 + (index % 20)}-10`,
      end: index % 5 === 0 ? null : `${2008 + (index % 20)}-09`,
    }));
    // Without the works, which the tests above lay out: only what this test is about.
    const input: CvInput = { site: cvInput.site, publications: { ...cvInput.publications, items: [] }, 'talks-cv': { items: talks }, 'teaching-cv': { courses: [], supervision } };
    const tree = structureTree((await renderCv(input, 'en', content.strings['en'] ?? {})).bytes);
    const headings = all(tree, 'H2').map((heading) => heading.text);
    expect(headings).toContain('Talks');
    expect(headings).not.toContain('Teaching');
    const sizes = all(tree, 'L').map((list) => list.children.length);
    expect(sizes).toContain(300);
    expect(sizes.filter((size) => size === 15)).toHaveLength(levels.length);
  }, 60_000);
});
