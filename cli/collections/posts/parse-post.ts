import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRasterImage } from '../../../core/images/image-layouts.ts';
import katex from 'katex';
import type { Root as MdastRoot, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { isRealDate } from '../../../core/collections/calendar-day.ts';
import { readingMinutes } from '../../../core/collections/posts/posts-model.ts';
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

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath);

/** The Markdown tree of a post: CommonMark, GFM (tables, footnotes, task lists), math, YAML front matter. */
export function parseMarkdown(text: string): MdastRoot {
  return markdown.parse(text);
}

const frontMatterHelp = 'start the file with a block between two "---" lines, e.g.\n---\ntitle: Wave run-up on a dissipative beach\ndate: 2025-03-14\nsummary: One sentence for the list of posts.\n---';

/** An image path as a post writes it (/images/… or images/…), as the content folder holds it. */
export function contentImagePath(source: string): string | undefined {
  const path = source.replace(/^\//, '');
  if (!path.startsWith('images/') || path.includes('..')) return undefined;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function imageExists(directory: string, path: string): boolean {
  const file = join(directory, path);
  return existsSync(file) && statSync(file).isFile();
}

/** Why KaTeX cannot render this TeX, if it cannot (the page would show the error in red). */
function mathError(tex: string, displayMode: boolean): string | undefined {
  try {
    katex.renderToString(tex, { displayMode, output: 'mathml', throwOnError: true });
    return undefined;
  } catch (error) {
    return error instanceof katex.ParseError ? error.rawMessage : String(error);
  }
}

/**
 * A post's front matter and body, or the problems that keep it out: front matter that is missing or not YAML, a
 * missing title, date or summary, a day the calendar lacks, tags that are not a list of words, an image that is
 * not in content/images/, raw HTML or math KaTeX cannot read in the body. Each names the file, line and column, and the fix.
 */
export function parsePost(post: PostFile, contentDirectory: string): { post?: ParsedPost; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = (line: number, column: number, message: string): Problem => ({ severity: 'error', file: post.file, line, column, pointer: '', message });
  const tree = parseMarkdown(post.text);
  const yamlNode = tree.children[0]?.type === 'yaml' ? (tree.children[0] as Yaml) : undefined;
  if (yamlNode === undefined) return { problems: [at(1, 1, `no front matter: ${frontMatterHelp}`)] };

  // The YAML starts on the line after the opening "---".
  const firstLine = (yamlNode.position?.start.line ?? 1) + 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlNode.value, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const placeOf = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: firstLine + line - 1, column: col };
  };
  for (const error of document.errors) {
    const { line, column } = placeOf(error.pos[0]);
    problems.push(at(line, column, `the front matter is not YAML (${error.code}: ${error.message.split('\n')[0]}): write one "key: value" per line, and quote a value that holds ": " or starts with a special character`));
  }
  if (problems.length > 0) return { problems };
  if (!isMap(document.contents)) return { problems: [at(firstLine, 1, `the front matter is not a list of "key: value" lines: ${frontMatterHelp}`)] };

  const fields = document.contents;
  const nodeAt = (key: string): YamlNode | undefined => fields.get(key, true) as YamlNode | undefined;
  const placeOfNode = (node: YamlNode | undefined) => placeOf(node?.range?.[0] ?? 0);
  const text = (key: string, example: string): string | undefined => {
    const node = nodeAt(key);
    if (node === undefined) {
      problems.push(at(firstLine, 1, `the front matter has no ${key}: add a line such as "${key}: ${example}"`));
      return undefined;
    }
    const value = isScalar(node) ? node.value : undefined;
    const written = typeof value === 'string' ? value.trim() : undefined;
    if (written === undefined || written === '') {
      const { line, column } = placeOfNode(node);
      problems.push(at(line, column, `${key} must be a text: write it after "${key}: ", e.g. "${key}: ${example}"`));
      return undefined;
    }
    return written;
  };

  const title = text('title', 'Wave run-up on a dissipative beach');
  const summary = text('summary', 'One sentence for the list of posts.');
  const dateNode = nodeAt('date');
  const date = dateNode === undefined ? text('date', '2025-03-14') : isScalar(dateNode) ? String(dateNode.source ?? dateNode.value) : undefined;
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

  const images: string[] = [];
  visit(tree, (node) => {
    const start = node.position?.start ?? { line: 0, column: 0 };
    if (node.type === 'html') {
      problems.push(at(start.line, start.column, `raw HTML is not allowed in a post (${node.value.slice(0, 40).trim()}): write it in Markdown (an image is ![alt](/images/name.jpg), a line break a blank line), or remove it`));
    } else if (node.type === 'math' || node.type === 'inlineMath') {
      const error = mathError(node.value, node.type === 'math');
      if (error !== undefined) problems.push(at(start.line, start.column, `KaTeX cannot read this math (${error}): correct the TeX, or write a literal $ as \\$`));
    } else if (node.type === 'image') {
      const path = contentImagePath(node.url);
      if (path === undefined || !imageExists(contentDirectory, path)) {
        problems.push(at(start.line, start.column, `the image ${node.url} is not in ${join(contentDirectory, 'images')}: put the file there and link it as ![alt](/images/<name>)`));
      } else if (isRasterImage(path)) images.push(path);
    }
  });

  if (problems.length > 0 || title === undefined || summary === undefined || date === undefined) return { problems };
  const words = toString({ ...tree, children: tree.children.slice(1) }).split(/\s+/).filter((word) => word !== '').length;
  return {
    post: { file: post.file, slug: post.slug, language: post.language, title, date, summary, tags, ...(image === undefined ? {} : { image }), readingMinutes: readingMinutes(words), images, tree },
    problems,
  };
}
