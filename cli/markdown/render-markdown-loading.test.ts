import type { Element } from 'hast';
import { describe, expect, it, vi } from 'vitest';
import { parseMarkdown } from './markdown-file.ts';
import { highlightedBlockKeys, knownLanguages, sharedHighlighter, type HighlightedBlocks } from './highlight-code.ts';
import { renderMarkdownBody } from './render-markdown.ts';

// Which of the two heavy modules the rendering has imported so far (each factory runs at the module's first import).
const loaded = vi.hoisted(() => ({ shiki: false, katex: false }));
vi.mock('shiki/core', async (importOriginal) => {
  loaded.shiki = true;
  return importOriginal();
});
vi.mock('rehype-katex', async (importOriginal) => {
  loaded.katex = true;
  return importOriginal();
});

const post = (body: string) => parseMarkdown(`---\ntitle: T\n---\n${body}`);

describe('the Markdown renderer loads Shiki and KaTeX only when a body needs them', () => {
  it('a body without math and with remembered code loads neither; an unseen block loads Shiki, math loads KaTeX', async () => {
    const kept = new Map<string, Element>();
    const blocks: HighlightedBlocks = { read: (key) => kept.get(key), write: (key, pre) => void kept.set(key, pre), keep: () => undefined };
    const [key] = highlightedBlockKeys({ type: 'root', children: [{ type: 'element', tagName: 'pre', properties: { dataLanguage: 'python' }, children: [{ type: 'text', value: 'print(1)' }] }] });
    kept.set(key as string, { type: 'element', tagName: 'pre', properties: { dataLanguage: 'python' }, children: [{ type: 'text', value: 'print(1)' }] });

    await renderMarkdownBody(post('# Run-up\n\nA *post*.\n\n```python\nprint(1)\n```\n'), blocks);
    expect(loaded).toEqual({ shiki: false, katex: false });
    await renderMarkdownBody(post('```python\nprint(2)\n```\n'), blocks);
    expect(loaded).toEqual({ shiki: true, katex: false });
    await renderMarkdownBody(post('Inline $a^2$.\n'), blocks);
    expect(loaded).toEqual({ shiki: true, katex: true });
  });

  it("knows the highlighter's languages without loading it: the very names it has loaded", async () => {
    expect([...knownLanguages].sort()).toEqual([...(await sharedHighlighter()).getLoadedLanguages()].sort());
  });
});
