import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edition } from '../schemas/types.generated.ts';
import { collectionItemPagesKey, type CollectionItemPages } from '../core/collections/collection-model.ts';
import { collectionModels } from '../core/collections/registry.ts';
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

/**
 * The first item of each kind of item page (a paper, a post, a tag) the build listed (data files `<id>-pages`,
 * written only when the content has the collection).
 */
async function firstItemsIn(distDir: string): Promise<CollectionItemPages['pages']> {
  const firsts: CollectionItemPages['pages'] = [];
  for (const model of collectionModels) {
    const file = join('data', `${collectionItemPagesKey(model.id)}.json`);
    if (!('itemPages' in model) || !existsSync(join(distDir, file))) continue;
    const { pages } = (await readJson(distDir, file)) as CollectionItemPages;
    for (const kind of model.itemPages) {
      const first = pages.find((item) => item.page === kind.id);
      if (first === undefined) continue;
      if (typeof first.key !== 'string') throw new Error(`${file}: the first ${kind.id} page's key is not a string`);
      firsts.push(first);
    }
  }
  return firsts;
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
    firstItems: await firstItemsIn(distDir),
    languagesWithCv: languages.filter((language) => existsSync(cvFile(language))),
  };
}
