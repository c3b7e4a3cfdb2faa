import type { Heading, Html, Image, Link, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Project } from '../../../schemas/types.generated.ts';
import type { Problem } from '../../shared/problems.ts';

/** One source line of a block, with the inline nodes written on it. */
interface Line {
  number: number;
  nodes: PhrasingContent[];
  isHeading: boolean;
}

interface Block {
  firstLine: number;
  lines: Line[];
}

/** Where a value is written in the markdown, 1-based, as problems report it. */
interface SourcePoint {
  line: number;
  column: number;
}

/** A projects file as parsed: its projects, and where each one's link, image and code link are written. */
export interface ParsedProjectsFile {
  file: string;
  projects: Project[];
  /** In the same order as `projects`. */
  sources: ProjectSources[];
}

/** Where each field of a project came from; `image` and `githubLink` only when the project has them. */
export interface ProjectSources {
  link: SourcePoint;
  image?: SourcePoint;
  githubLink?: SourcePoint;
}

const codeHostPattern = /github/i;
const htmlImageSource = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

function descendants(node: Nodes): Nodes[] {
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  return [node, ...children.flatMap(descendants)];
}

/** Splits a paragraph's or heading's inline content into the source lines it was written on. */
function splitLines(children: readonly PhrasingContent[], firstLine: number, isHeading: boolean): Line[] {
  const lines: Line[] = [{ number: firstLine, nodes: [], isHeading }];
  const startNewLine = (number: number): void => {
    lines.push({ number, nodes: [], isHeading });
  };
  const current = (): Line => lines[lines.length - 1] as Line;
  for (const node of children) {
    if (node.type === 'break') {
      startNewLine(current().number + 1);
    } else if (node.type === 'text' && node.value.includes('\n')) {
      const pieces = node.value.split('\n');
      const startLine = node.position?.start.line ?? current().number;
      pieces.forEach((piece, index) => {
        if (index > 0) startNewLine(startLine + index);
        if (piece !== '') current().nodes.push({ type: 'text', value: piece });
      });
    } else {
      current().nodes.push(node);
    }
  }
  return lines.filter((line) => line.nodes.length > 0);
}

/**
 * A `---` right under a line of text is a setext heading underline in CommonMark, but the
 * specification makes every `---` line a block separator; such a "heading" is text followed by a break.
 * (An ATX heading always fits on one line, so only setext headings span several.)
 */
function isSeparatorUnderline(node: Heading): boolean {
  return node.depth === 2 && (node.position?.end.line ?? 0) > (node.position?.start.line ?? 0);
}

function linesOf(node: RootContent): Line[] {
  const line = node.position?.start.line ?? 0;
  if (node.type === 'heading') return splitLines(node.children, line, !isSeparatorUnderline(node));
  if (node.type === 'paragraph') return splitLines(node.children, line, false);
  if (node.type === 'html') return [{ number: line, nodes: [node], isHeading: false }];
  if ('children' in node) return (node.children as RootContent[]).flatMap(linesOf);
  return [];
}

function splitBlocks(tree: Root): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const node of tree.children) {
    if (node.type === 'thematicBreak') {
      current = undefined;
      continue;
    }
    const lines = linesOf(node);
    if (lines.length > 0) {
      if (current === undefined) {
        current = { firstLine: lines[0]?.number ?? 0, lines: [] };
        blocks.push(current);
      }
      current.lines.push(...lines);
    }
    if (node.type === 'heading' && isSeparatorUnderline(node)) current = undefined;
  }
  return blocks;
}

function linksOn(line: Line): Link[] {
  return line.nodes.flatMap(descendants).filter((node): node is Link => node.type === 'link');
}

function pointOf(node: Nodes, fallbackLine: number): SourcePoint {
  return { line: node.position?.start.line ?? fallbackLine, column: node.position?.start.column ?? 1 };
}

function imageOn(line: Line): { url: string; at: SourcePoint } | undefined {
  for (const node of line.nodes.flatMap(descendants)) {
    if (node.type === 'image') return { url: (node as Image).url, at: pointOf(node, line.number) };
    if (node.type === 'html') {
      const match = htmlImageSource.exec((node as Html).value);
      const url = match?.[1] ?? match?.[2] ?? match?.[3];
      if (url !== undefined) return { url, at: pointOf(node, line.number) };
    }
  }
  return undefined;
}

function textOf(nodes: readonly PhrasingContent[]): string {
  return toString(nodes, { includeHtml: false, includeImageAlt: false }).replace(/\s+/g, ' ').trim();
}

function mentionsCodeHost(link: Link): boolean {
  return codeHostPattern.test(link.url) || codeHostPattern.test(toString(link));
}

function projectFrom(block: Block, file: string): { project?: Project; sources?: ProjectSources; problem?: Problem } {
  const titleLine = block.lines.find((line) => linksOn(line).length > 0);
  const titleLink = titleLine === undefined ? undefined : linksOn(titleLine)[0];
  const warning = (line: number, message: string): { problem: Problem } => ({
    problem: { severity: 'warning', file, line, column: 1, pointer: '', message },
  });
  if (titleLine === undefined || titleLink === undefined) {
    const hasContent = block.lines.some((line) => textOf(line.nodes) !== '' || imageOn(line) !== undefined);
    if (!hasContent) return {};
    return warning(
      block.firstLine,
      `the block starting on line ${block.firstLine} has no markdown link [Title](https://…), so it is skipped: add one to publish it`,
    );
  }
  const title = toString(titleLink).replace(/\s+/g, ' ').trim();
  if (title === '') {
    return warning(titleLine.number, `the link on line ${titleLine.number} has no text, so its block is skipped: write [Title](https://…)`);
  }

  const descriptionLines: string[] = [];
  let image: { url: string; at: SourcePoint } | undefined;
  let githubLink: Link | undefined;
  for (const line of block.lines) {
    const lineImage = imageOn(line);
    image ??= lineImage;
    const links = linksOn(line).filter((link) => link !== titleLink);
    if (links.length > 0 || line === titleLine) {
      const lineMentionsCodeHost = codeHostPattern.test(textOf(line.nodes));
      githubLink ??= links.find(mentionsCodeHost) ?? (lineMentionsCodeHost ? links[0] : undefined);
    } else if (!line.isHeading && lineImage === undefined) {
      const text = textOf(line.nodes);
      if (text !== '') descriptionLines.push(text);
    }
  }
  const project: Project = { title, link: titleLink.url, description: descriptionLines.join(' ') };
  const sources: ProjectSources = { link: pointOf(titleLink, titleLine.number) };
  if (image !== undefined) {
    project.image = image.url;
    sources.image = image.at;
  }
  if (githubLink !== undefined) {
    project.githubLink = githubLink.url;
    sources.githubLink = pointOf(githubLink, titleLine.number);
  }
  return { project, sources };
}

/**
 * Reads projects.md as the specification describes: blocks separated by `---`; in each block the
 * first line with a link gives title and link, an image gives the image, a line mentioning GitHub
 * with a link gives githubLink, and the other lines (not links, headings or images) form the
 * description. A block without a link is skipped with a warning. `sources[i]` says where `projects[i]`'s
 * link, image and code link are written.
 */
export function parseProjects(
  markdown: string,
  file: string,
): { projects: Project[]; sources: ProjectSources[]; problems: Problem[] } {
  const tree = unified().use(remarkParse).parse(markdown);
  const projects: Project[] = [];
  const sources: ProjectSources[] = [];
  const problems: Problem[] = [];
  for (const block of splitBlocks(tree)) {
    const { project, sources: projectSources, problem } = projectFrom(block, file);
    if (problem !== undefined) problems.push(problem);
    if (project !== undefined && projectSources !== undefined) {
      projects.push(project);
      sources.push(projectSources);
    }
  }
  return { projects, sources, problems };
}
