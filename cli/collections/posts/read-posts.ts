import type { LoadedContent } from '../../content/loaded-content.ts';
import type { MarkdownFile } from '../collection-build.ts';
import { nameMarkdownFiles } from '../markdown-folder.ts';
import type { Problem } from '../../shared/problems.ts';
import { parsePost, type ParsedPost } from './parse-post.ts';
import type { MarkdownParser } from '../../markdown/remembered-markdown.ts';

/**
 * content/posts/: <slug>.md in the default language, <slug>.<lang>.md in another (cli/collections/markdown-folder.ts);
 * the slug is the post's URL (/posts/<slug>/). Each post is then parsed and checked (parse-post.ts); every problem
 * of every file is returned at once.
 */
export function readPosts(files: readonly MarkdownFile[], loaded: Pick<LoadedContent, 'directory' | 'documents'>, parse?: MarkdownParser): { value: ParsedPost[]; problems: Problem[] } {
  const { named, problems } = nameMarkdownFiles(files, loaded, { name: 'post', address: (slug) => `/posts/${slug}/`, example: 'wave-run-up' });
  const posts: ParsedPost[] = [];
  for (const file of named) {
    const parsed = parsePost(file, loaded.directory, parse);
    problems.push(...parsed.problems);
    if (parsed.post !== undefined) posts.push(parsed.post);
  }
  return { value: posts, problems };
}
