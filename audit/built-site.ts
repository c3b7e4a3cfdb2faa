import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edition } from '../schemas/types.generated.ts';
import { directoryPath } from '../core/site/site-pages.ts';
import type { Language } from '../core/i18n/languages.ts';
import type { BuiltSite } from './audit-plan.ts';
import { pageFile } from './no-script-page.ts';

/** The built home page says which language sits at the root: every other one lives under its /<code>/ prefix. */
export function rootLanguageOf(homeHtml: string): Language {
  const lang = /<html[^>]*\slang="([a-z]{2})(?:-[a-z0-9]+)*"/i.exec(homeHtml)?.[1]?.toLowerCase();
  if (lang === undefined) throw new Error('the built index.html has no <html lang="…"> with a two-letter language code');
  return lang;
}

async function readJson(distDir: string, file: string): Promise<unknown> {
  return JSON.parse(await readFile(join(distDir, file), 'utf8'));
}

/** The build writes no publications list when the content has no publications section. */
async function firstPublicationKeyIn(distDir: string): Promise<string | null> {
  const file = join('data', 'publications-list.json');
  if (!existsSync(join(distDir, file))) return null;
  const list = (await readJson(distDir, file)) as { entries?: Array<{ key?: unknown }> };
  const key = list.entries?.[0]?.key;
  if (key !== undefined && typeof key !== 'string') throw new Error(`${file}: the first entry's key is not a string`);
  return key ?? null;
}

/** What the audit's page list depends on, read from a built site (its edition, home page, data and CV pages). */
export async function readBuiltSite(distDir: string): Promise<BuiltSite> {
  const edition = (await readJson(distDir, join('data', 'edition.json'))) as Partial<Edition>;
  if (!Array.isArray(edition.languages) || !Array.isArray(edition.sections)) {
    throw new Error('data/edition.json has no languages or sections list');
  }
  const languages = edition.languages.map((language) => language.code);
  const defaultLanguage = rootLanguageOf(await readFile(join(distDir, 'index.html'), 'utf8'));
  const cvFile = (language: Language) => join(distDir, pageFile(directoryPath(language, '/cv', defaultLanguage)));
  return {
    languages,
    defaultLanguage,
    sections: edition.sections,
    firstPublicationKey: await firstPublicationKeyIn(distDir),
    languagesWithCv: languages.filter((language) => existsSync(cvFile(language))),
  };
}
