import { pickDefaultLanguage } from '../../../core/i18n/languages.ts';
import type { LoadedContent } from '../../content/load-content.ts';
import type { MarkdownFile } from '../collection-build.ts';
import type { Problem } from '../../shared/problems.ts';
import { parsePost, type ParsedPost, type PostFile } from './parse-post.ts';

/** The site's languages as site.json declares them (English alone when it cannot be read: its own check says why). */
function siteLanguages(loaded: Pick<LoadedContent, 'documents'>): { languages: string[]; defaultLanguage: string } {
  const site = loaded.documents.site?.value as { languages?: unknown; defaultLanguage?: unknown } | undefined;
  const languages = Array.isArray(site?.languages) ? site.languages.filter((code): code is string => typeof code === 'string') : ['en'];
  const requested = typeof site?.defaultLanguage === 'string' ? site.defaultLanguage : undefined;
  return { languages, defaultLanguage: pickDefaultLanguage(languages, requested) };
}

const wholeFile = (file: string, message: string): Problem => ({ severity: 'error', file, line: 0, column: 0, pointer: '', message });

/**
 * content/posts/: <slug>.md in the default language, <slug>.<lang>.md in another. The slug is the post's URL
 * (/posts/<slug>/), so it is lower-case letters, digits and hyphens; a language the site does not have, or the
 * same post twice in one language (<slug>.md and <slug>.<default>.md), is a problem. Each post is then parsed and
 * checked (parse-post.ts); every problem of every file is returned at once.
 */
export function readPosts(files: readonly MarkdownFile[], loaded: Pick<LoadedContent, 'directory' | 'documents'>): { value: ParsedPost[]; problems: Problem[] } {
  const { languages, defaultLanguage } = siteLanguages(loaded);
  const problems: Problem[] = [];
  const posts: ParsedPost[] = [];
  const seen = new Map<string, string>();
  for (const { file, name, text } of files) {
    const match = /^(.*?)(?:\.([a-z]{2}))?\.md$/.exec(name);
    const slug = match?.[1] ?? '';
    const language = match?.[2] ?? defaultLanguage;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
      problems.push(wholeFile(file, `"${slug}" cannot be a post's address (/posts/${slug}/): name the file with lower-case letters, digits and hyphens, e.g. wave-run-up.md (or wave-run-up.fr.md for French)`));
      continue;
    }
    if (!languages.includes(language)) {
      problems.push(wholeFile(file, `the site has no language "${language}" (site.json languages: ${languages.join(', ')}): rename the file ${slug}.<language>.md with one of them, or add the language to site.json`));
      continue;
    }
    const first = seen.get(`${language} ${slug}`);
    if (first !== undefined) {
      problems.push(wholeFile(file, `the ${language} post "${slug}" is already written in ${first}: keep one of the two files`));
      continue;
    }
    seen.set(`${language} ${slug}`, name);
    const parsed = parsePost({ file, slug, language, text } satisfies PostFile, loaded.directory);
    problems.push(...parsed.problems);
    if (parsed.post !== undefined) posts.push(parsed.post);
  }
  return { value: posts, problems };
}
