import type { Root as MdastRoot } from 'mdast';
import { isScalar } from 'yaml';
import { checkBody, parseMarkdown, problemsIn, readFrontMatter } from '../../markdown/markdown-file.ts';
import type { MarkdownParser } from '../../markdown/remembered-markdown.ts';
import type { Problem } from '../../shared/problems.ts';
import type { NamedMarkdownFile } from '../markdown-folder.ts';

/** An owner's page whose front matter and body passed every check. */
export interface ParsedPage {
  file: string;
  slug: string;
  language: string;
  title: string;
  description?: string;
  /** Whether the header links to it. */
  nav: boolean;
  /** Its place among the pages in the header (lower first). */
  order?: number;
  /** The raster images its body shows (images/…), which the build makes responsive versions of. */
  images: string[];
  /** The Markdown tree, front matter included (the renderer leaves it out). */
  tree: MdastRoot;
}

const frontMatterHelp = 'start the file with a block between two "---" lines, e.g.\n---\ntitle: Consulting\ndescription: Coastal hazard studies for public bodies.\nnav: true\n---';

/**
 * An owner's page's front matter and body, or the problems that keep it out: front matter that is missing or not
 * YAML, a missing title, a description that is not a text, `nav` that is not true or false, `order` that is not a
 * number, raw HTML, math KaTeX cannot read or an image not in content/images/ in the body. Each names the file,
 * line and column, and the fix.
 */
export function parsePage(page: NamedMarkdownFile, contentDirectory: string, parse: MarkdownParser = parseMarkdown): { page?: ParsedPage; problems: Problem[] } {
  const problems: Problem[] = [];
  const at = problemsIn(page.file);
  const tree = parse(page.text);
  const fields = readFrontMatter(tree, at, frontMatterHelp, problems);
  if (fields === undefined) return { problems };

  const title = fields.text('title', 'Consulting');
  const description = fields.optionalText('description', 'Coastal hazard studies for public bodies.');
  const navNode = fields.nodeAt('nav');
  const nav = isScalar(navNode) ? navNode.value : undefined;
  if (navNode !== undefined && typeof nav !== 'boolean') {
    const { line, column } = fields.placeOf(navNode);
    problems.push(at(line, column, 'nav must be true or false: write "nav: true" to link the page in the header, "nav: false" (or nothing) not to'));
  }
  const orderNode = fields.nodeAt('order');
  const order = isScalar(orderNode) ? orderNode.value : undefined;
  if (orderNode !== undefined && (typeof order !== 'number' || !Number.isFinite(order))) {
    const { line, column } = fields.placeOf(orderNode);
    problems.push(at(line, column, 'order must be a number: write e.g. "order: 1" (lower numbers come first in the header)'));
  }
  const body = checkBody(tree, at, contentDirectory, 'a page');
  problems.push(...body.problems);

  if (problems.length > 0 || title === undefined) return { problems };
  return {
    page: {
      file: page.file,
      slug: page.slug,
      language: page.language,
      title,
      ...(description === undefined ? {} : { description }),
      nav: nav === true,
      ...(typeof order === 'number' ? { order } : {}),
      images: body.images,
      tree,
    },
    problems,
  };
}
