import type { Content } from '../content/validate-content.ts';
import {
  publicationPageFiles,
  publicationsHomeData,
  publicationsHomeFilterFiles,
  publicationsListData,
} from '../../site/shared/publications/publication-data.ts';
import { toCsl } from '../citations/csl.ts';
import { apaReferences } from '../citations/formats.ts';
import { edition } from './edition.ts';

/** `$schema` only serves editors; it is not data the site reads. */
function withoutSchemaKey<T extends object>(document: T): Omit<T, '$schema'> {
  const { $schema: _schema, ...rest } = document as T & { $schema?: string };
  return rest;
}

/** APA 7 references of every work in each site language (citation-js, at build time only). */
function references(content: Content): Record<string, Record<string, string>> {
  const items = content.publications.items.map(toCsl);
  const languages = [content.site.defaultLanguage, content.site.defaultLanguage === 'en' ? 'fr' : 'en'];
  return Object.fromEntries(languages.map((language) => [language, apaReferences(items, language)]));
}

/** The data files the site reads, by key (each becomes /data/<key>.json and is embedded in the pages that use it). */
export function dataFiles(content: Content): Record<string, unknown> {
  return {
    site: withoutSchemaKey(content.site),
    edition: edition(content.publications.updated_at, content.socialImageSize),
    'strings.en': withoutSchemaKey(content.strings.en),
    'strings.fr': withoutSchemaKey(content.strings.fr),
    skills: withoutSchemaKey(content.skills),
    experience: withoutSchemaKey(content.experience),
    education: withoutSchemaKey(content.education),
    publications: withoutSchemaKey(content.publications),
    // Per-page views of the publications (site/shared/publications/publication-data.ts): what each page embeds.
    'publications-home': publicationsHomeData(content.publications, content.site.publications?.featured),
    ...publicationsHomeFilterFiles(content.publications),
    'publications-list': publicationsListData(content.publications),
    ...publicationPageFiles(content.publications, references(content)),
    'projects.en': { language: 'en', items: content.projects.en },
    'projects.fr': { language: 'fr', items: content.projects.fr },
  };
}
