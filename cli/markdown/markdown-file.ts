import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import type { Root as MdastRoot, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { isRasterImage } from '../../core/images/image-layouts.ts';
import type { Problem } from '../shared/problems.ts';
import { readImageHeader } from '../content/image-header.ts';

/**
 * What the collections written in Markdown with a front matter share (posts, an owner's own pages): the parser,
 * the front matter read as YAML with the place of each field, and the checks of the body. Each problem names the
 * file, line and column, and the fix.
 */

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkMath);

/** The Markdown tree of a file: CommonMark, GFM (tables, footnotes, task lists), math, YAML front matter. */
export function parseMarkdown(text: string): MdastRoot {
  return markdown.parse(text);
}

/** An image path as a file writes it (/images/… or images/…), as the content folder holds it. */
export function contentImagePath(source: string): string | undefined {
  const path = source.replace(/^\//, '');
  if (!path.startsWith('images/') || path.includes('..')) return undefined;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function imageExists(directory: string, path: string): boolean {
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

export type ProblemAt = (line: number, column: number, message: string) => Problem;

export const problemsIn =
  (file: string): ProblemAt =>
  (line, column, message) => ({ severity: 'error', file, line, column, pointer: '', message });

/** A file's front matter, read: each field's node and place, and the problems found so far. */
export interface FrontMatter {
  /** The line of its first field (the one after the opening "---"). */
  firstLine: number;
  nodeAt(key: string): YamlNode | undefined;
  placeOf(node: YamlNode | undefined): { line: number; column: number };
  /** A required text field; a problem (with an example) when it is absent or not a text. */
  text(key: string, example: string): string | undefined;
  /** An optional text field; a problem when it is written but is not a text. */
  optionalText(key: string, example: string): string | undefined;
}

/**
 * The YAML front matter of a Markdown file, or the problems that keep it from being read (none, not YAML, not a
 * list of "key: value" lines); `help` says how to write one. Problems found reading its fields go to `problems`.
 */
export function readFrontMatter(tree: MdastRoot, at: ProblemAt, help: string, problems: Problem[]): FrontMatter | undefined {
  const yamlNode = tree.children[0]?.type === 'yaml' ? (tree.children[0] as Yaml) : undefined;
  if (yamlNode === undefined) {
    problems.push(at(1, 1, `no front matter: ${help}`));
    return undefined;
  }
  // The YAML starts on the line after the opening "---".
  const firstLine = (yamlNode.position?.start.line ?? 1) + 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlNode.value, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const placeAt = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: firstLine + line - 1, column: col };
  };
  for (const error of document.errors) {
    const { line, column } = placeAt(error.pos[0]);
    problems.push(at(line, column, `the front matter is not YAML (${error.code}: ${error.message.split('\n')[0]}): write one "key: value" per line, and quote a value that holds ": " or starts with a special character`));
  }
  if (document.errors.length > 0) return undefined;
  if (!isMap(document.contents)) {
    problems.push(at(firstLine, 1, `the front matter is not a list of "key: value" lines: ${help}`));
    return undefined;
  }
  const fields = document.contents;
  const nodeAt = (key: string): YamlNode | undefined => fields.get(key, true) as YamlNode | undefined;
  const placeOf = (node: YamlNode | undefined) => placeAt(node?.range?.[0] ?? 0);
  const written = (key: string, node: YamlNode, example: string): string | undefined => {
    const value = isScalar(node) ? node.value : undefined;
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    if (trimmed !== undefined && trimmed !== '') return trimmed;
    const { line, column } = placeOf(node);
    problems.push(at(line, column, `${key} must be a text: write it after "${key}: ", e.g. "${key}: ${example}"`));
    return undefined;
  };
  return {
    firstLine,
    nodeAt,
    placeOf,
    text(key, example) {
      const node = nodeAt(key);
      if (node !== undefined) return written(key, node, example);
      problems.push(at(firstLine, 1, `the front matter has no ${key}: add a line such as "${key}: ${example}"`));
      return undefined;
    },
    optionalText(key, example) {
      const node = nodeAt(key);
      return node === undefined ? undefined : written(key, node, example);
    },
  };
}

/**
 * The body's problems — raw HTML (`what` names the kind of file: "a post"), math KaTeX cannot read, an image not in
 * content/images/ — and the raster images it shows (images/…), which the build makes responsive versions of.
 */
export function checkBody(tree: MdastRoot, at: ProblemAt, contentDirectory: string, what: string): { images: string[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const images: string[] = [];
  visit(tree, (node) => {
    const start = node.position?.start ?? { line: 0, column: 0 };
    if (node.type === 'html') {
      problems.push(at(start.line, start.column, `raw HTML is not allowed in ${what} (${node.value.slice(0, 40).trim()}): write it in Markdown (an image is ![alt](/images/name.jpg), a line break a blank line), or remove it`));
    } else if (node.type === 'math' || node.type === 'inlineMath') {
      const error = mathError(node.value, node.type === 'math');
      if (error !== undefined) problems.push(at(start.line, start.column, `KaTeX cannot read this math (${error}): correct the TeX, or write a literal $ as \\$`));
    } else if (node.type === 'image') {
      const path = contentImagePath(node.url);
      if (path === undefined || !imageExists(contentDirectory, path)) {
        problems.push(at(start.line, start.column, `the image ${node.url} is not in ${join(contentDirectory, 'images')}: put the file there and link it as ![alt](/images/<name>)`));
      } else if (isRasterImage(path)) {
        // The build's image step would stop on it: a photo saved under the wrong extension, a placeholder file.
        if (readImageHeader(readFileSync(join(contentDirectory, path))) === undefined) {
          problems.push(at(start.line, start.column, `the image ${node.url} is not a JPEG, PNG or WebP image (its first bytes are none of them): export it as JPEG, PNG or WebP`));
        } else images.push(path);
      }
    }
  });
  return { images, problems };
}

/** How many words the body (the front matter left out) has. */
export function wordCount(tree: MdastRoot): number {
  return toString({ ...tree, children: tree.children.filter((node) => node.type !== 'yaml') }).split(/\s+/).filter((word) => word !== '').length;
}
