import { createHash } from 'node:crypto';
import type { Element, Parents as Parent, Root } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { visit } from 'unist-util-visit';
import type { Remembered } from '../shared/remembered.ts';

/**
 * Code blocks highlighted at build time, in both themes at once: each token carries `--shiki-light` and
 * `--shiki-dark` and the stylesheet picks one by the page's theme (site/shared/markdown/markdown-body.module.css), so
 * the theme toggle recolours code without script. The JavaScript regex engine is free of WebAssembly; the grammars
 * are the languages a researcher's post most likely shows, the others stay plain text. GitHub's "default" themes:
 * every token colour of both meets 4.5:1 on the page's surfaces (github-light's orange and github-dark's comments
 * do not). Shiki is loaded on a block's first highlighting only (80 ms of a build's start, for a post edit whose
 * code blocks are remembered: docs/decisions/markdown-remembered.md).
 */
async function loadHighlighter(): Promise<HighlighterCore> {
  const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, light, dark, ...langs] = await Promise.all([
    import('shiki/core'),
    import('shiki/engine/javascript'),
    import('shiki/themes/github-light-default.mjs'),
    import('shiki/themes/github-dark-default.mjs'),
    import('shiki/langs/bash.mjs'),
    import('shiki/langs/json.mjs'),
    import('shiki/langs/julia.mjs'),
    import('shiki/langs/matlab.mjs'),
    import('shiki/langs/python.mjs'),
    import('shiki/langs/r.mjs'),
    import('shiki/langs/typescript.mjs'),
    import('shiki/langs/yaml.mjs'),
  ]);
  return createHighlighterCore({ themes: [light.default, dark.default], langs: langs.map((lang) => lang.default), engine: createJavaScriptRegexEngine() });
}

let highlighter: Promise<HighlighterCore> | undefined;

/** The one highlighter of the process, loaded when first asked for. */
export function sharedHighlighter(): Promise<HighlighterCore> {
  highlighter ??= loadHighlighter();
  return highlighter;
}

/**
 * The names a fence may give that the highlighter knows: its languages with their aliases and the languages they
 * embed (what its `getLoadedLanguages` says, which a test checks), known without loading it.
 */
export const knownLanguages: readonly string[] = [
  'bash', 'c', 'c++', 'cjs', 'cpp', 'cpp-macro', 'cts', 'glsl', 'javascript', 'jl', 'js', 'json', 'julia', 'matlab', 'mjs',
  'mts', 'py', 'python', 'r', 'regex', 'regexp', 'sh', 'shell', 'shellscript', 'sql', 'ts', 'typescript', 'yaml', 'yml', 'zsh',
];

/** The language a fenced block names (```python), if the highlighter knows it; plain text otherwise. */
function languageOf(code: Element): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const named = classes.map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return named !== undefined && knownLanguages.includes(named) ? named : 'text';
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('');
}

/**
 * Highlighted code blocks (Shiki's `<pre>`), by the hash of their language and code (blockKey); `keep` tells that
 * a block is still wanted though not read (it is in a body taken whole from where bodies are remembered).
 */
export interface HighlightedBlocks extends Remembered<Element> {
  keep(key: string): void;
}

function blockKey(lang: string, code: string): string {
  return createHash('sha256').update(`${lang}\0${code}`).digest('hex');
}

/** The keys of the highlighted blocks of a rendered body: Shiki's `<pre>` holds the very code, line by line. */
export function highlightedBlockKeys(body: Root): string[] {
  const keys: string[] = [];
  visit(body, 'element', (node) => {
    const lang = node.properties.dataLanguage;
    if (node.tagName !== 'pre' || typeof lang !== 'string') return;
    keys.push(blockKey(lang, textOf(node)));
    return 'skip';
  });
  return keys;
}

function highlighted(shiki: HighlighterCore, lang: string, code: string): Element | undefined {
  const root = shiki.codeToHast(code, {
    lang,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false,
    // No time limit a line: Shiki's default (500 ms) leaves the rest of a line plain when it runs out, which a
    // busy machine did to a post's first line (its grammar's patterns compiled then), so two builds differed.
    tokenizeTimeLimit: 0,
  });
  const pre = root.children[0];
  if (pre?.type !== 'element') return undefined;
  pre.properties.dataLanguage = lang;
  return pre;
}

/**
 * A rehype transform: every <pre><code> becomes Shiki's highlighted <pre>. A block `blocks` has (the same language
 * and code) is taken from it, a copy: Shiki is loaded only for a block it has not seen (its loading, its grammars'
 * patterns' first compilation took 230 ms of a build after one post's edit, the post's code unchanged).
 */
export function highlightCode(blocks?: HighlightedBlocks) {
  return async (tree: Root) => {
    const found: Array<{ parent: Parent; index: number; lang: string; text: string; key?: string; known?: Element }> = [];
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') : undefined;
      if (code === undefined || parent === undefined || index === undefined) return;
      const lang = languageOf(code);
      const text = textOf(code).replace(/\n$/, '');
      const key = blocks && blockKey(lang, text);
      found.push({ parent, index, lang, text, ...(key === undefined ? {} : { key, known: blocks?.read(key) }) });
      return 'skip';
    });
    const shiki = found.some((block) => block.known === undefined) ? await sharedHighlighter() : undefined;
    for (const { parent, index, lang, text, key, known } of found) {
      const pre = known === undefined ? shiki && highlighted(shiki, lang, text) : structuredClone(known);
      if (pre === undefined) continue;
      if (known === undefined && key !== undefined) blocks?.write(key, structuredClone(pre));
      parent.children[index] = pre;
    }
  };
}
