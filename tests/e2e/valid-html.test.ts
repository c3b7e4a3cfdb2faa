import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderRedirectPage } from '../../cli/build/redirect-pages.ts';
import { publicationKey } from '../../core/collections/publications/publication-key.ts';
import { checkHtml, describeMessages, errorsOf, htmlFiles, warningsOf, type CheckerMessage } from './support/html-checker.ts';

/**
 * Every page the shipped content builds, checked by the W3C Nu HTML checker in one run: no error. Beside
 * them, a refresh page of a merged work (the shipped content has none, so it is written here).
 */
const distDir = inject('distDir');
const contentDir = resolve(import.meta.dirname, '../../content');
const extraDir = mkdtempSync(join(tmpdir(), 'portfolio-valid-html-'));
afterAll(() => rmSync(extraDir, { recursive: true, force: true }));

const workKeys = [
  ...new Set(
    ['publications.json', 'publications.manual.json'].flatMap((name) =>
      (JSON.parse(readFileSync(join(contentDir, name), 'utf8')) as { items: { id: string }[] }).items.map(publicationKey),
    ),
  ),
];

const redirectPage = join(extraDir, 'publications/w1/index.html');
mkdirSync(join(extraDir, 'publications/w1'), { recursive: true });
writeFileSync(redirectPage, renderRedirectPage('https://example.org/', { from: '/fr/publications/w1/', to: '/fr/publications/w2/' }, 'fr'));

// A page with a known error, so that a checker that checks nothing cannot pass.
const controlPage = join(extraDir, 'control.html');
writeFileSync(controlPage, '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>x</title></head><body><pre aria-label="x">y</pre></body></html>');

const pages = htmlFiles(distDir);
let messages: CheckerMessage[] = [];
beforeAll(() => {
  messages = checkHtml([...pages, redirectPage, controlPage]);
}, 60_000);

describe('the W3C Nu HTML checker on every built page', () => {
  it('covers every page of both languages: home, projects, publications, every paper, CV, 404', () => {
    const built = pages.map((file) => relative(distDir, file));
    for (const prefix of ['', 'fr/']) {
      for (const page of ['index.html', '404.html', 'projects/index.html', 'publications/index.html', 'cv/index.html']) {
        expect(built).toContain(`${prefix}${page}`);
      }
      for (const key of workKeys) expect(built).toContain(`${prefix}publications/${key}/index.html`);
    }
  });

  it('reports no error', () => {
    const isControl = (message: CheckerMessage) => message.url?.endsWith('/control.html') === true;
    expect(errorsOf(messages).filter(isControl).map((message) => message.message)).toEqual([
      expect.stringContaining('“aria-label” attribute must not be specified on any “pre” element'),
    ]);
    const errors = errorsOf(messages).filter((message) => !isControl(message));
    expect(describeMessages(errors, distDir)).toBe('');
  });

  it('finds no page whose text reads as another language than its <html lang>', () => {
    const misnamed = warningsOf(messages).filter((message) => message.message.startsWith('This document appears to be written in'));
    expect(describeMessages(misnamed, distDir)).toBe('');
  });

  it('marks the English title, abstract and keywords of a work as English on French pages only, whatever OpenAlex says', () => {
    // OpenAlex calls this English paper French: its text decides (core/i18n/text-language.ts).
    const key = 'w4381442905';
    const work = JSON.parse(readFileSync(join(contentDir, 'publications.json'), 'utf8')).items.find((item: { id: string }) => publicationKey(item) === key);
    expect(work.language).toBe('fr');
    const read = (path: string) => readFileSync(join(distDir, path), 'utf8');
    const langOf = (html: string, tag: RegExp) => [...html.matchAll(tag)].map(([start]) => / lang="([^"]+)"/.exec(start)?.[1] ?? null);

    const frenchPaper = read(`fr/publications/${key}/index.html`);
    expect(langOf(frenchPaper, /<h1 id="publication-title"[^>]*>/g)).toEqual(['en']);
    expect(langOf(frenchPaper, /<(?:p|ul) class="[^"]*" lang="en">/g)).toHaveLength(2);
    expect(langOf(read(`publications/${key}/index.html`), /<h1 id="publication-title"[^>]*>/g)).toEqual([null]);

    const cards = langOf(read('fr/index.html'), /<h3 id="publication-[^"]+-title"[^>]*>/g);
    expect(cards.length).toBeGreaterThan(0);
    expect(new Set(cards)).toEqual(new Set(['en']));
    expect(new Set(langOf(read('index.html'), /<h3 id="publication-[^"]+-title"[^>]*>/g))).toEqual(new Set([null]));
    const entries = langOf(read('fr/publications/index.html'), /<a href="\/fr\/publications\/[^"]+\/"[^>]*>/g);
    expect(entries).toHaveLength(workKeys.length);
    expect(new Set(entries)).toEqual(new Set(['en']));
    const cvTitles = langOf(read('fr/cv/index.html'), /<a href="[^"]+" class="[^"]+" lang="[^"]+">/g);
    expect(cvTitles).toHaveLength(workKeys.length);
  });
});
