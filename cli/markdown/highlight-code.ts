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

/**
 * Code blocks highlighted at build time, in both themes at once: each token carries `--shiki-light` and
 * `--shiki-dark` and the stylesheet picks one by the page's theme (site/shared/markdown/markdown-body.module.css), so
 * the theme toggle recolours code without script. The JavaScript regex engine keeps it synchronous and free of
 * WebAssembly; the grammars are the languages a researcher's post most likely shows, the others stay plain text.
 * GitHub's "default" themes: every token colour of both meets 4.5:1 on the page's surfaces (github-light's
 * orange and github-dark's comments do not).
 */
let highlighter: HighlighterCore | undefined;

function sharedHighlighter(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [bash, json, julia, matlab, python, r, typescript, yaml],
    engine: createJavaScriptRegexEngine(),
  });
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

/** A rehype transform: every <pre><code> becomes Shiki's highlighted <pre>. */
export function highlightCode() {
  return (tree: Root) => {
    const shiki = sharedHighlighter();
    const known = [...shiki.getLoadedLanguages(), 'text'];
    visit(tree, 'element', (node, index, parent) => {
      const code = node.tagName === 'pre' ? node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code') : undefined;
      if (code === undefined || parent === undefined || index === undefined) return;
      const lang = languageOf(code, known);
      const highlighted = shiki.codeToHast(textOf(code).replace(/\n$/, ''), {
        lang,
        themes: { light: 'github-light-default', dark: 'github-dark-default' },
        defaultColor: false,
        // No time limit a line: Shiki's default (500 ms) leaves the rest of a line plain when it runs out, which a
        // busy machine did to a post's first line (its grammar's patterns compiled then), so two builds differed.
        tokenizeTimeLimit: 0,
      });
      const pre = highlighted.children[0];
      if (pre?.type !== 'element') return;
      pre.properties.dataLanguage = lang;
      parent.children[index] = pre;
      return 'skip';
    });
  };
}
