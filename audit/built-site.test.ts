import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuiltSite, rootLanguageOf } from './built-site.ts';

describe('rootLanguageOf', () => {
  it('reads the language of the built home page', () => {
    expect(rootLanguageOf('<!DOCTYPE html><html lang="en"><head>')).toBe('en');
    expect(rootLanguageOf('<!doctype html>\n<html class="x" lang="fr-FR">')).toBe('fr');
    expect(rootLanguageOf('<html lang="de">')).toBe('de');
  });

  it('refuses a page without a two-letter language', () => {
    expect(() => rootLanguageOf('<html>')).toThrow(/no <html lang="…">/);
    expect(() => rootLanguageOf('<html lang="deu">')).toThrow(/no <html lang="…">/);
  });
});

describe('readBuiltSite', () => {
  let distDir: string;

  beforeEach(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'audit-built-site-'));
  });

  afterEach(async () => {
    await rm(distDir, { recursive: true, force: true });
  });

  async function write(file: string, text: string): Promise<void> {
    await mkdir(dirname(join(distDir, file)), { recursive: true });
    await writeFile(join(distDir, file), text);
  }

  const edition = (codes: string[], sections: string[]) =>
    JSON.stringify({ year: 2026, socialImageSize: null, languages: codes.map((code) => ({ code, name: code, ogLocale: code })), sections });

  it('reads the languages, the root language, the sections, the first item of each item page kind and the built CV pages', async () => {
    await write('data/edition.json', edition(['fr', 'en', 'de'], ['projects', 'publications']));
    await write('index.html', '<!DOCTYPE html><html lang="fr"><head>');
    const languages = ['fr', 'en', 'de'];
    const papers = ['w4000000001', 'w4000000002'].map((key) => ({ page: 'publication', key, languages }));
    await write('data/publications-pages.json', JSON.stringify({ pages: papers }));
    const posts = [
      { page: 'post', key: 'dunes', languages: ['fr'] },
      { page: 'post', key: 'waves', languages },
      { page: 'postTag', key: 'houle', languages: ['fr'] },
    ];
    await write('data/posts-pages.json', JSON.stringify({ pages: posts }));
    await write('cv/index.html', '<html lang="fr">');
    await write('de/cv/index.html', '<html lang="de">');
    expect(await readBuiltSite(distDir)).toEqual({
      languages: ['fr', 'en', 'de'],
      defaultLanguage: 'fr',
      sections: ['projects', 'publications'],
      firstItems: [papers[0], posts[0], posts[2]],
      languagesWithCv: ['fr', 'de'],
    });
  });

  it('has no first item when the list is empty or was not written', async () => {
    await write('data/edition.json', edition(['en'], ['publications']));
    await write('index.html', '<html lang="en">');
    expect((await readBuiltSite(distDir)).firstItems).toEqual([]);
    await write('data/publications-pages.json', JSON.stringify({ pages: [] }));
    expect((await readBuiltSite(distDir)).firstItems).toEqual([]);
  });

  it('refuses an edition without its languages', async () => {
    await write('data/edition.json', JSON.stringify({ year: 2026 }));
    await write('index.html', '<html lang="en">');
    await expect(readBuiltSite(distDir)).rejects.toThrow('data/edition.json has no languages or sections list');
  });
});
