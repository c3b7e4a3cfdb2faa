import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import bash from 'shiki/langs/bash.mjs';
import json from 'shiki/langs/json.mjs';
import julia from 'shiki/langs/julia.mjs';
import matlab from 'shiki/langs/matlab.mjs';
import python from 'shiki/langs/python.mjs';
import r from 'shiki/langs/r.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import yaml from 'shiki/langs/yaml.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import { visit } from 'unist-util-visit';
import type { Remembered } from '../shared/remembered.ts';

/**
 * Code blocks highlighted at build time, in both themes at once: each token carries `--shiki-light` and
 * `--shiki-dark` and the stylesheet picks one by the page's theme (site/shared/markdown/markdown-body.module.css), so
 * the theme toggle recolours code without script. The JavaScript regex engine keeps it synchronous and free of
 * WebAssembly; the grammars are the languages a researcher's post most likely shows, the others stay plain text.
 * GitHub's "default" themes: every token colour of both meets 4.5:1 on the page's surfaces (github-light's
 * orange and github-dark's comments do not).
 */
const languages = [bash, json, julia, matlab, python, r, typescript, yaml];

/** The names a fence may give (with the languages' aliases, and those they embed): the highlighter's loaded languages. */
const knownLanguages = [...new Set(languages.flat().flatMap((language) => [language.name, ...(language.aliases ?? [])])), 'text'];

let highlighter: HighlighterCore | undefined;

function sharedHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: languages, engine: createJavaScriptRegexEngine() });
  return highlighter;
}

/** The language a fenced block names (```python), if the highlighter knows it; plain text otherwise. */
function languageOf(code: Element, known: readonly string[]): string {
  const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
  const named = classes.map(String).find((name) => name.startsWith('language-'))?.slice('language-'.length);
  return named !== undefined && known.includes(named) ? named : 'text';
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
 * and code) is taken from it, a copy: Shiki is loaded only for a block it has not seen (its grammars and their
 * patterns' first compilation took 150 ms of a build after one post's edit, the post's code unchanged).
 */
export function highlightCode(blocks?: HighlightedBlocks) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') : undefined;
      if (code === undefined || parent === undefined || index === undefined) return;
      const lang = languageOf(code, knownLanguages);
      const text = textOf(code).replace(/\n$/, '');
      const key = blocks && blockKey(lang, text);
      const known = key === undefined ? undefined : blocks?.read(key);
      const pre = known === undefined ? highlighted(sharedHighlighter(), lang, text) : structuredClone(known);
      if (pre === undefined) return;
      if (known === undefined && key !== undefined) blocks?.write(key, structuredClone(pre));
      parent.children[index] = pre;
      return 'skip';
    });
  };
}
