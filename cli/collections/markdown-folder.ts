import { pickDefaultLanguage } from '../../core/i18n/languages.ts';
import type { LoadedContent } from '../content/loaded-content.ts';
import type { Problem } from '../shared/problems.ts';
import type { MarkdownFile } from './collection-build.ts';

/** A Markdown file of a collection's folder whose name gave an address and a language of the site. */
export interface NamedMarkdownFile {
  file: string;
  slug: string;
  language: string;
  text: string;
}

/** The site's languages as site.json declares them (English alone when it cannot be read: its own check says why). */
function siteLanguages(loaded: Pick<LoadedContent, 'documents'>): { languages: string[]; defaultLanguage: string } {
  const site = loaded.documents.site?.value as { languages?: unknown; defaultLanguage?: unknown } | undefined;
  const languages = Array.isArray(site?.languages) ? site.languages.filter((code): code is string => typeof code === 'string') : ['en'];
  const requested = typeof site?.defaultLanguage === 'string' ? site.defaultLanguage : undefined;
  return { languages, defaultLanguage: pickDefaultLanguage(languages, requested) };
}

export const wholeFile = (file: string, message: string): Problem => ({ severity: 'error', file, line: 0, column: 0, pointer: '', message });

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A folder of Markdown files in the posts' language convention (content/posts/, content/pages/): <slug>.md in the
 * default language, <slug>.<lang>.md in another. The slug is an address, so it is lower-case letters, digits and
 * hyphens; a language the site does not have, or the same item twice in one language (<slug>.md and
 * <slug>.<default>.md), is a problem. `kind` names an item ("post"), `address` its URL, `example` a good file name.
 */
export function nameMarkdownFiles(
  files: readonly MarkdownFile[],
  loaded: Pick<LoadedContent, 'documents'>,
  kind: { name: string; address: (slug: string) => string; example: string },
): { named: NamedMarkdownFile[]; problems: Problem[] } {
  const { languages, defaultLanguage } = siteLanguages(loaded);
  const problems: Problem[] = [];
  const named: NamedMarkdownFile[] = [];
  const seen = new Map<string, string>();
  for (const { file, name, text } of files) {
    const match = /^(.*?)(?:\.([a-z]{2}))?\.md$/.exec(name);
    const slug = match?.[1] ?? '';
    const language = match?.[2] ?? defaultLanguage;
    if (!slugPattern.test(slug)) {
      problems.push(wholeFile(file, `"${slug}" cannot be a ${kind.name}'s address (${kind.address(slug)}): name the file with lower-case letters, digits and hyphens, e.g. ${kind.example}.md (or ${kind.example}.fr.md for French)`));
      continue;
    }
    if (!languages.includes(language)) {
      problems.push(wholeFile(file, `the site has no language "${language}" (site.json languages: ${languages.join(', ')}): rename the file ${slug}.<language>.md with one of them, or add the language to site.json`));
      continue;
    }
    const first = seen.get(`${language} ${slug}`);
    if (first !== undefined) {
      problems.push(wholeFile(file, `the ${language} ${kind.name} "${slug}" is already written in ${first}: keep one of the two files`));
      continue;
    }
    seen.set(`${language} ${slug}`, name);
    named.push({ file, slug, language, text });
  }
  return { named, problems };
}
