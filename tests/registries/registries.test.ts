import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionBuilds } from '../../cli/collections/registry.ts';
import { collectionModels } from '../../core/collections/registry.ts';
import { siteCollections } from '../../site/app/collections.tsx';

/**
 * A kind is its folders plus one line per registry (docs/collections.md, "Adding a kind"). The type checker asks
 * for the build part and the pages of every kind of core/collections/registry.ts; this test asks for the rest: a
 * component for each of its pages, its strings, its schema, its docs page and its example content.
 */
const root = join(import.meta.dirname, '../..');
const exists = (path: string) => existsSync(join(root, path));
/** The languages the product ships strings in: those of its general files (core/i18n/strings/<lang>.json). */
const productLanguages = readdirSync(join(root, 'core/i18n/strings')).flatMap((name) => /^([a-z]{2})\.json$/.exec(name)?.[1] ?? []);

/** The content files of a kind, as its model names them: JSON files, a folder, or a Markdown file per language. */
function contentFiles(file: (typeof collectionModels)[number]['file']): Array<{ path: string; schemaId?: string }> {
  if ('files' in file) return file.files.map(({ name, schemaId }) => ({ path: `content/${name}`, schemaId }));
  if ('folder' in file) return [{ path: `content/${file.folder}` }];
  if ('perLanguage' in file) return [{ path: `content/${file.perLanguage}.md` }];
  return [{ path: `content/${file.name}`, schemaId: file.schemaId }];
}

/** Kinds documented in README.md's content section before a docs page per kind was asked for: their file is named there. */
const documentedInReadme: readonly string[] = ['skills', 'projects', 'experience', 'education', 'news'];
/** Kinds whose docs page is not named after their id. */
const docsPageNamed: Readonly<Record<string, string>> = { recognition: 'awards-grants-service.md' };

describe.each(collectionModels.map((model) => [model.id, model] as const))('the kind %s', (id, model) => {
  it('has its build part and its pages in their registries, and a component for each of its pages', () => {
    expect(collectionBuilds[id], 'cli/collections/registry.ts').toBeDefined();
    const site = siteCollections[id];
    expect(site, 'site/app/collections.tsx').toBeDefined();
    const pages: ReadonlyArray<{ id: string }> = model.pages;
    const itemPages: ReadonlyArray<{ id: string }> = 'itemPages' in model ? model.itemPages : [];
    expect(pages.filter((page) => !(page.id in site.pages)).map((page) => page.id), 'pages without a component').toEqual([]);
    expect(itemPages.filter((page) => !(page.id in (site.itemPages ?? {}))).map((page) => page.id), 'item pages without a component').toEqual([]);
  });

  it('has its interface strings in English, and in every language the product ships, beside its model', () => {
    expect(productLanguages).toContain('en');
    for (const language of productLanguages) expect(exists(`core/collections/${id}/strings/${language}.json`), `core/collections/${id}/strings/${language}.json`).toBe(true);
  });

  it('has the schema of each of its JSON files in schemas/, and example content in content/', () => {
    const files = contentFiles(model.file);
    for (const { schemaId } of files) if (schemaId !== undefined) expect(exists(`schemas/${schemaId}`), `schemas/${schemaId}`).toBe(true);
    expect(files.filter(({ path }) => exists(path)).map(({ path }) => path), 'example content').not.toEqual([]);
  });

  it('has its docs page', async () => {
    if (documentedInReadme.includes(id)) {
      const readme = await readFile(join(root, 'README.md'), 'utf8');
      expect(contentFiles(model.file).some(({ path }) => readme.includes(path.replace('content/', ''))), 'README.md names its file').toBe(true);
    } else {
      const page = `docs/${docsPageNamed[id] ?? `${id}.md`}`;
      expect(exists(page), page).toBe(true);
    }
  });
});
