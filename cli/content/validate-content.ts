import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageSize, PublicationsFile, SectionId, SiteConfig, UiStrings } from '../../schemas/types.generated.ts';
import { collectionModels, type CollectionId } from '../../core/collections/registry.ts';
import { collectionBuilds } from '../collections/registry.ts';
import type { Problem } from '../shared/problems.ts';
import { jsonContentFiles } from './content-files.ts';
import type { JsonContentKey } from './content-files.ts';
import { readImageHeader } from './image-header.ts';
import { collectionDocuments, loadContent, type ContentParsers } from './load-content.ts';
import { everyCheckRun, type DocumentChecks } from './checked-documents.ts';
import type { JsonDocument } from './json-document.ts';
import type { LoadedContent } from './loaded-content.ts';
import { productStrings, type StringTable } from './product-strings.ts';
import { manuscriptsCheck } from '../collections/publications/manuscripts.ts';
import { indexOfDocuments, referenceProblems } from '../collections/publications/reference-problems.ts';
import { contentReferences } from '../publications/references/content-references.ts';
import { currentIds, itemsWithCurrentIds, publicationIndex, type PublicationIndex } from '../publications/references/follow-references.ts';
import { profilePhotoCheck } from './rules/profile-photo.ts';
import { cvGlyphProblems } from './rules/cv-rules.ts';
import { placeholderSiteUrlProblems } from './rules/placeholder-site-url.ts';
import { insideContent, referencedFiles } from './rules/referenced-files.ts';
import { publicationSourceChecks } from '../publications/source-problems.ts';
import { socialImageProblems } from './rules/social-image.ts';
import {
  mergedStrings,
  missingStringsProblems,
  strayStringsProblems,
  stringsOverrideProblems,
  unevenOverridesProblems,
} from './rules/strings-rules.ts';
import { textListProblems } from './rules/text-list-rules.ts';
import { accentContrastProblems, ownerStylesProblems } from '../theme/theme-rules.ts';
import { isRecord, stringAt } from './rules/values.ts';
import { productVersion } from '../shared/product-files.ts';
import { formatMismatchProblem } from '../upgrade/content-format.ts';
import { schemaProblems } from './schema-problems.ts';
import { oldAddressProblems } from '../redirects/content-redirects.ts';
import { createSchemaCheck, readSchemas } from './schema-validator.ts';
import type { SchemaCheck } from './schema-validator.ts';
import { homeSections, presentSections } from './sections.ts';
import { defaultLanguageProblems, schemasForLanguages, siteLanguagesOf, type SiteLanguages } from './site-languages.ts';

/** A content folder that passed every check, typed by the schemas. */
export interface Content {
  site: SiteConfig;
  /** The site's languages, in site.json's order (site.languages). */
  languages: string[];
  /** The interface strings of each site language: the product's, with the content's overrides applied. */
  strings: Record<string, UiStrings>;
  /** The sections the content has, in page order. */
  sections: SectionId[];
  /** The home page's sections after the hero, in order (site.json's home.sections, else `sections`). */
  homeSections: SectionId[];
  /**
   * publications.json: the one collection every site has (its file is required), typed here because the build
   * reads it throughout (the edition's date is its import's, the citations and feeds are made from it); also in
   * `collections.publications`.
   */
  publications: PublicationsFile;
  /**
   * The value of each content collection the content has, by collection id: its file as its schema types it (of
   * several files, those present by key), or what its build part read from its Markdown files.
   */
  collections: Partial<Record<CollectionId, unknown>>;
  /** Read from the file when site.json names a socialImage: the pages announce it to link previewers. */
  socialImageSize?: ImageSize;
  /** The keys of the works the owner keeps a PDF of in content/papers/ (<key>.pdf). */
  manuscripts?: string[];
}

/** A schema check and what it depends on besides the document: the schema, and the site's languages it is made for. */
interface SchemaChecks {
  check: SchemaCheck;
  languages: readonly string[] | undefined;
  documents: DocumentChecks;
}

function schemaCheckProblems(loaded: LoadedContent, { check, languages, documents: checks }: SchemaChecks): Problem[] {
  const checked = (document: JsonDocument, schemaId: string) =>
    checks.problems(document, `schema ${schemaId} for ${languages?.join(',') ?? 'any language'}`, () => schemaProblems(document, check(schemaId, document.value)));
  const documents = (Object.keys(loaded.documents) as JsonContentKey[]).flatMap((key) => {
    const document = loaded.documents[key];
    return document === undefined ? [] : checked(document, jsonContentFiles[key].schemaId);
  });
  const strings = Object.values(loaded.strings).flatMap((document) => checked(document, 'strings.schema.json'));
  const collections = collectionModels.flatMap((model) => collectionDocuments(loaded, model).flatMap(({ document, schemaId }) => checked(document, schemaId)));
  return [...documents, ...strings, ...collections];
}

/** The sections the loaded content has (what each is read from). */
function sectionsOf(loaded: LoadedContent): SectionId[] {
  const site = loaded.documents.site?.value;
  return presentSections({
    spotlight: isRecord(site) && isRecord(site.spotlight),
    contact: isRecord(site) && isRecord(site.contact),
    collections: Object.fromEntries(
      collectionModels.map((model) => [model.id, collectionDocuments(loaded, model).length > 0 || loaded.markdownCollections[model.id] !== undefined]),
    ),
  });
}

/** Rules that span files or that a schema cannot say; each runs on whatever files could be read. */
function crossFileProblems(
  loaded: LoadedContent,
  declared: SiteLanguages | undefined,
  product: ReadonlyMap<string, StringTable>,
  checks: DocumentChecks,
): Problem[] {
  const { site } = loaded.documents;
  const problems: Problem[] = [...defaultLanguageProblems(site, declared)];
  // A collection with a share of the CV's data is printed in the CV's font.
  const cvCollections = collectionModels
    .filter((model) => collectionBuilds[model.id].cvDataFiles !== undefined)
    .flatMap((model) => collectionDocuments(loaded, model).map(({ document }) => document));
  problems.push(...cvGlyphProblems(site, cvCollections, checks));
  for (const [language, document] of Object.entries(loaded.strings)) {
    problems.push(...stringsOverrideProblems(document, language, product));
  }
  if (declared !== undefined) {
    const sections = sectionsOf(loaded);
    problems.push(...strayStringsProblems(loaded.strings, declared.languages));
    problems.push(...unevenOverridesProblems(loaded.directory, loaded.strings, declared.languages, product));
    for (const language of declared.languages) {
      problems.push(...missingStringsProblems(loaded.directory, language, loaded.strings[language], product, sections));
    }
  }
  if (site !== undefined) problems.push(...placeholderSiteUrlProblems(site), ...accentContrastProblems(site));
  const textLists = (document: JsonDocument) => checks.problems(document, 'text lists', textListProblems);
  for (const document of Object.values(loaded.documents)) problems.push(...textLists(document));
  for (const model of collectionModels) {
    const { rules } = collectionBuilds[model.id];
    for (const { document, key } of collectionDocuments(loaded, model)) {
      problems.push(...textLists(document), ...(rules?.(document, loaded, key) ?? []));
    }
  }
  return problems;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function missingFileProblems(loaded: LoadedContent): Promise<Problem[]> {
  const site = loaded.documents.site;
  const files = referencedFiles(loaded.directory, site);
  const sources = site === undefined ? { references: [], problems: [] } : publicationSourceChecks(loaded.directory, site);
  const references = [...files.references, ...sources.references];
  const problems = [...files.problems, ...sources.problems];
  const found = await Promise.all(references.map((reference) => isFile(join(loaded.directory, reference.path))));
  return [...problems, ...references.filter((_, index) => !found[index]).map((reference) => reference.ifMissing)];
}

/**
 * Reads the header of site.json's socialImage: its size, and what previews would get wrong. A missing file is
 * reported with the other referenced files.
 */
async function socialImageCheck(loaded: LoadedContent): Promise<{ size?: ImageSize; problems: Problem[] }> {
  const site = loaded.documents.site;
  const declared = stringAt(site?.value, 'socialImage', 'path');
  const path = declared === undefined ? undefined : insideContent(declared);
  if (site === undefined || path === undefined) return { problems: [] };
  const file = join(loaded.directory, path);
  const bytes = await readFile(file).catch(() => undefined);
  if (bytes === undefined) return { problems: [] };
  const header = readImageHeader(bytes);
  const problems = socialImageProblems(site, file, header);
  return header === undefined ? { problems } : { size: { width: header.width, height: header.height }, problems };
}

function byLocation(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

/** Whether a section the content has is on the home page: a collection's unless its value makes none (service alone). */
function hasHomeSection(section: SectionId, collections: Content['collections']): boolean {
  const model = collectionModels.find((candidate) => candidate.section === section);
  return model === undefined || !('hasHomeSection' in model) || model.hasHomeSection(collections[model.id] as never);
}

/** Every document passed its schema and there is no error, so the values have their schema types. */
function typedContent(
  loaded: LoadedContent,
  declared: SiteLanguages | undefined,
  product: ReadonlyMap<string, StringTable>,
  socialImageSize: ImageSize | undefined,
  manuscripts: string[],
  index: PublicationIndex,
): Content | undefined {
  const { site } = loaded.documents;
  const publications = loaded.collectionFiles.publications?.publications;
  if (!site || !publications || declared === undefined) return undefined;
  const { languages } = declared;
  const sections = sectionsOf(loaded);
  // In the models' order, not the order the files were read in: what is made from the collections (the data files,
  // the CV's data and the build cache's keys for them) is then the same from build to build.
  const collections: Content['collections'] = {};
  for (const { id } of collectionModels) {
    const files = loaded.collectionFiles[id];
    const value =
      loaded.markdownCollections[id] ??
      (files && Object.fromEntries(Object.entries(files).map(([key, document]) => [key, document.value]))) ??
      loaded.collections[id]?.value;
    if (value !== undefined) collections[id] = value;
  }
  for (const model of collectionModels) {
    const references: { field: string } | undefined = 'workReferences' in model ? model.workReferences : undefined;
    const value = collections[model.id];
    if (references !== undefined && value !== undefined) collections[model.id] = itemsWithCurrentIds(value, references.field, index);
  }
  const content: Content = {
    site: siteWithCurrentIds(site.value as SiteConfig, index),
    languages,
    strings: Object.fromEntries(
      languages.map((language) => [language, mergedStrings(language, loaded.strings[language]?.value, product) as UiStrings]),
    ),
    sections,
    homeSections: homeSections(
      sections.filter((section) => hasHomeSection(section, collections)),
      (site.value as SiteConfig).home?.sections,
    ),
    publications: publications.value as PublicationsFile,
    collections,
  };
  if (socialImageSize !== undefined) content.socialImageSize = socialImageSize;
  if (manuscripts.length > 0) content.manuscripts = manuscripts;
  return content;
}

/** site.json with a merged work's former ids replaced by the work's (publications.featured, cv.publications). */
function siteWithCurrentIds(site: SiteConfig, index: PublicationIndex): SiteConfig {
  const { featured } = site.publications;
  const chosen = site.cv?.publications;
  return {
    ...site,
    publications: { ...site.publications, ...(featured === undefined ? {} : { featured: currentIds(featured, index) }) },
    ...(chosen === undefined ? {} : { cv: { ...site.cv, publications: currentIds(chosen, index) } }),
  };
}

/**
 * Loads a content folder and checks it: every file against its schema, then the cross-file rules.
 * Returns every problem found (sorted by file and position) and, when none is an error, the typed content.
 * Content in another format than this product's is only checked for that (cli/upgrade/content-format.ts).
 */
export async function validateContent(contentDirectory: string, { parseMarkdown, checks = everyCheckRun }: ContentParsers = {}): Promise<{ content?: Content; problems: Problem[] }> {
  const [{ content: loaded, problems: loadProblems }, schemas, product, version] = await Promise.all([
    loadContent(contentDirectory, { parseMarkdown, checks }),
    readSchemas(),
    productStrings(),
    productVersion(),
  ]);
  const formatMismatch = loaded.documents.site && formatMismatchProblem(loaded.documents.site, version);
  if (formatMismatch) return { problems: [...loadProblems, formatMismatch].sort(byLocation) };
  const declared = siteLanguagesOf(loaded.documents.site);
  const check = createSchemaCheck(declared === undefined ? schemas : schemasForLanguages(schemas, declared.languages));
  const publicationFiles = loaded.collectionFiles.publications;
  const index = indexOfDocuments(publicationFiles?.publications, publicationFiles?.manual);
  const [missingFiles, socialImage, photo, manuscripts, references, ownerStyles] = await Promise.all([
    missingFileProblems(loaded),
    socialImageCheck(loaded),
    profilePhotoCheck(loaded.directory, loaded.documents.site),
    manuscriptsCheck(loaded.directory, index ?? publicationIndex([])),
    index === undefined ? [] : contentReferences(loaded.directory),
    ownerStylesProblems(loaded.directory),
  ]);
  const problems = [
    ...loadProblems,
    ...schemaCheckProblems(loaded, { check, languages: declared?.languages, documents: checks }),
    ...crossFileProblems(loaded, declared, product, checks),
    ...missingFiles,
    ...socialImage.problems,
    ...photo,
    ...manuscripts.problems,
    ...ownerStyles,
    ...(index === undefined ? [] : referenceProblems(references, index)),
  ].sort(byLocation);
  if (problems.some((problem) => problem.severity === 'error')) return { problems };
  const content = index === undefined ? undefined : typedContent(loaded, declared, product, socialImage.size, manuscripts.keys, index);
  if (content === undefined) return { problems };
  // The targets are the pages the content makes, so they are checked once the rest of it is right.
  const redirectErrors = loaded.documents.redirects === undefined ? [] : oldAddressProblems(loaded.documents.redirects, content);
  if (redirectErrors.length > 0) return { problems: [...problems, ...redirectErrors].sort(byLocation) };
  return { content, problems };
}
