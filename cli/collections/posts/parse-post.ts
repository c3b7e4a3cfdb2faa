import { join } from 'node:path';
import type { Root as MdastRoot } from 'mdast';
import { isScalar, isSeq } from 'yaml';
import { isRealDate } from '../../../core/collections/calendar-day.ts';
import { readingMinutes } from '../../../core/collections/posts/posts-model.ts';
import { checkBody, contentImagePath, imageExists, parseMarkdown, problemsIn, readFrontMatter, wordCount } from '../../markdown/markdown-file.ts';
import type { MarkdownParser } from '../../markdown/remembered-markdown.ts';
import type { Problem } from '../../shared/problems.ts';

/** A post's Markdown file as found in content/posts/. */
export interface PostFile {
  /** The file's path, as problems name it. */
  file: string;
  slug: string;
  language: string;
  text: string;
}

/** A post whose front matter and body passed every check. */
export interface ParsedPost {
  file: string;
  slug: string;
  language: string;
  title: string;
  date: string;
  summary: string;
  tags: string[];
  image?: string;
  readingMinutes: number;
  /** The raster images its body shows (images/…), which the build makes responsive versions of. */
  images: string[];
  /** The Markdown tree, front matter included (the renderer leaves it out). */
  tree: MdastRoot;
}

const frontMatterHelp = 'start the file with a block between two "---" lines, e.g.\n---\ntitle: Wave run-up on a dissipative beach\ndate: 2025-03-14\nsummary: One sentence for the list of posts.\n---';

/**
 * A post's front matter and body, or the problems that keep it out: front matter that is missing or not YAML, a
 * missing title, date or summary, a day the calendar lacks, tags that are not a list of words, an image that is
 * not in content/images/, raw HTML or math KaTeX cannot read in the body. Each names the file, line and column, and the fix.
 */
export function parsePost(post: PostFile, contentDirectory: string, parse: MarkdownParser = parseMarkdown): { post?: ParsedPost; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = problemsIn(post.file);
  const tree = parse(post.text);
  const fields = readFrontMatter(tree, at, frontMatterHelp, problems);
  if (fields === undefined) return { problems };
  const { nodeAt, placeOf: placeOfNode } = fields;

  const title = fields.text('title', 'Wave run-up on a dissipative beach');
  const summary = fields.text('summary', 'One sentence for the list of posts.');
  const dateNode = nodeAt('date');
  const date = dateNode === undefined ? fields.text('date', '2025-03-14') : isScalar(dateNode) ? String(dateNode.source ?? dateNode.value) : undefined;
  if (dateNode !== undefined && (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !isRealDate(date))) {
    const { line, column } = placeOfNode(dateNode);
    const why = date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date} is not a day of the calendar` : 'date must be a day written YYYY-MM-DD';
    problems.push(at(line, column, `${why}: correct it, e.g. "date: 2025-03-14"`));
  }

  const tagsNode = nodeAt('tags');
  const tags = isSeq(tagsNode) ? tagsNode.items.map((item) => (isScalar(item) && typeof item.value === 'string' ? item.value.trim() : '')) : [];
  if (tagsNode !== undefined && (!isSeq(tagsNode) || tags.some((tag) => tag === ''))) {
    const { line, column } = placeOfNode(tagsNode);
    problems.push(at(line, column, 'tags must be a list of words: write "tags: [coastal engineering, python]"'));
  }

  const imageNode = nodeAt('image');
  const imageSource = isScalar(imageNode) && typeof imageNode.value === 'string' ? imageNode.value : undefined;
  const image = imageSource === undefined ? undefined : contentImagePath(imageSource);
  if (imageNode !== undefined && (image === undefined || !imageExists(contentDirectory, image))) {
    const { line, column } = placeOfNode(imageNode);
    problems.push(at(line, column, `the image ${imageSource ?? ''} is not in ${join(contentDirectory, 'images')}: put the file there and write "image: /images/<name>"`));
  }

  const { images, problems: bodyProblems } = checkBody(tree, at, contentDirectory, 'a post');
  problems.push(...bodyProblems);

  if (problems.length > 0 || title === undefined || summary === undefined || date === undefined) return { problems };
  const words = wordCount(tree);
  return {
    post: { file: post.file, slug: post.slug, language: post.language, title, date, summary, tags, ...(image === undefined ? {} : { image }), readingMinutes: readingMinutes(words), images, tree },
    problems,
  };
}
