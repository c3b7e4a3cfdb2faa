import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type {
  ImageSize,
  ManualPublicationsFile,
  Project,
  PublicationsFile,
  SiteConfig,
  SkillsFile,
  TimelineFile,
  UiStrings,
} from '../../schemas/types.generated.ts';
import type { Problem } from '../shared/problems.ts';
import { jsonContentFiles } from './content-files.ts';
import type { JsonContentKey } from './content-files.ts';
import { readImageHeader } from './image-header.ts';
import { loadContent } from './load-content.ts';
import type { LoadedContent, ParsedProjectsFile } from './load-content.ts';
import { projectLinkProblems, projectTranslationProblems } from './rules/projects-rules.ts';
import { publicationKeyProblems } from './rules/publication-keys.ts';
import { insideContent, referencedFiles } from './rules/referenced-files.ts';
import { skillsProblems } from './rules/skills-rules.ts';
import { socialImageProblems } from './rules/social-image.ts';
import { stringsProblems } from './rules/strings-rules.ts';
import { textListProblems } from './rules/text-list-rules.ts';
import { timelineProblems } from './rules/timeline-rules.ts';
import { stringAt } from './rules/values.ts';
import { schemaProblems } from './schema-problems.ts';
import { createSchemaCheck, readSchemas } from './schema-validator.ts';
import type { SchemaCheck } from './schema-validator.ts';

/** A content folder that passed every check, typed by the schemas. */
export interface Content {
  site: SiteConfig;
  strings: { en: UiStrings; fr: UiStrings };
  skills: SkillsFile;
  experience: TimelineFile;
  education: TimelineFile;
  projects: { en: Project[]; fr: Project[] };
  publications: PublicationsFile;
  manualPublications?: ManualPublicationsFile;
  /** Read from the file when site.json names a socialImage: the pages announce it to link previewers. */
  socialImageSize?: ImageSize;
}

function schemaCheckProblems(loaded: LoadedContent, check: SchemaCheck): Problem[] {
  return (Object.keys(loaded.documents) as JsonContentKey[]).flatMap((key) => {
    const document = loaded.documents[key];
    return document === undefined ? [] : schemaProblems(document, check(jsonContentFiles[key].schemaId, document.value));
  });
}

/** Rules that span files or that a schema cannot say; each runs on whatever files could be read. */
function crossFileProblems(loaded: LoadedContent): Problem[] {
  const { site, stringsEn, stringsFr, skills, experience, education } = loaded.documents;
  const { en, fr } = loaded.projects;
  const problems: Problem[] = [];
  if (stringsEn !== undefined && stringsFr !== undefined) problems.push(...stringsProblems(stringsEn, stringsFr));
  problems.push(...timelineProblems([experience, education].filter((document) => document !== undefined)));
  if (skills !== undefined) problems.push(...skillsProblems(skills));
  for (const document of Object.values(loaded.documents)) problems.push(...textListProblems(document));
  for (const page of [en, fr]) if (page !== undefined) problems.push(...projectLinkProblems(page));
  if (en !== undefined && fr !== undefined) problems.push(...projectTranslationProblems(en, fr));
  problems.push(...publicationKeyProblems(loaded.documents));
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
  const pages = [loaded.projects.en, loaded.projects.fr].filter((page): page is ParsedProjectsFile => page !== undefined);
  const { references, problems } = referencedFiles(loaded.directory, loaded.documents.site, pages);
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

/** Every document passed its schema and there is no error, so the values have their schema types. */
function typedContent(loaded: LoadedContent, socialImageSize: ImageSize | undefined): Content | undefined {
  const { site, stringsEn, stringsFr, skills, experience, education, publications, manualPublications } = loaded.documents;
  const { en, fr } = loaded.projects;
  if (!site || !stringsEn || !stringsFr || !skills || !experience || !education || !publications || !en || !fr) return undefined;
  const content: Content = {
    site: site.value as SiteConfig,
    strings: { en: stringsEn.value as UiStrings, fr: stringsFr.value as UiStrings },
    skills: skills.value as SkillsFile,
    experience: experience.value as TimelineFile,
    education: education.value as TimelineFile,
    projects: { en: en.projects, fr: fr.projects },
    publications: publications.value as PublicationsFile,
  };
  if (manualPublications !== undefined) content.manualPublications = manualPublications.value as ManualPublicationsFile;
  if (socialImageSize !== undefined) content.socialImageSize = socialImageSize;
  return content;
}

/**
 * Loads a content folder and checks it: every file against its schema, then the cross-file rules.
 * Returns every problem found (sorted by file and position) and, when none is an error, the typed content.
 */
export async function validateContent(contentDirectory: string): Promise<{ content?: Content; problems: Problem[] }> {
  const [{ content: loaded, problems: loadProblems }, schemas] = await Promise.all([loadContent(contentDirectory), readSchemas()]);
  const [missingFiles, socialImage] = await Promise.all([missingFileProblems(loaded), socialImageCheck(loaded)]);
  const problems = [
    ...loadProblems,
    ...schemaCheckProblems(loaded, createSchemaCheck(schemas)),
    ...crossFileProblems(loaded),
    ...missingFiles,
    ...socialImage.problems,
  ].sort(byLocation);
  if (problems.some((problem) => problem.severity === 'error')) return { problems };
  const content = typedContent(loaded, socialImage.size);
  return content === undefined ? { problems } : { content, problems };
}
