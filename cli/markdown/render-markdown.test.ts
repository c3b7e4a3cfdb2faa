import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-file.ts';
import { renderMarkdownBody } from './render-markdown.ts';
import { highlightedBlockKeys, type HighlightedBlocks } from './highlight-code.ts';

const render = (markdown: string) => renderMarkdownBody(parseMarkdown(`---\ntitle: T\n---\n${markdown}`));

function elements(tree: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === tagName) found.push(child);
    found.push(...elements(child, tagName));
  }
  return found;
}

const text = (node: Element | Root): string => node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? text(child) : '')).join('');

describe('renderMarkdownBody', () => {
  it('leaves the front matter out and keeps no source positions', async () => {
    const body = await render('Hello.\n');
    expect(text(body)).toBe('Hello.');
    expect(JSON.stringify(body)).not.toContain('"position"');
  });

  it('GFM: a table, a task list, a footnote whose link back carries its number', async () => {
    const body = await render('| a | b |\n| - | -: |\n| 1 | 2 |\n\n- [x] done\n- [ ] to do\n\nA note[^n].\n\n[^n]: The note.\n');
    expect(elements(body, 'th').map(text)).toEqual(['a', 'b']);
    expect(elements(body, 'td').map(text)).toEqual(['1', '2']);
    const boxes = elements(body, 'input');
    expect(boxes.map((box) => [box.properties.type, box.properties.checked, box.properties.disabled])).toEqual([
      ['checkbox', true, true],
      ['checkbox', false, true],
    ]);
    // Each checkbox is named by its item's words (axe: label).
    expect(elements(body, 'label').map((label) => [elements(label, 'input').length, text(label).trim()])).toEqual([
      [1, 'done'],
      [1, 'to do'],
    ]);
    const footnotes = elements(body, 'section')[0];
    expect(footnotes?.properties.dataFootnotes).toBe(true);
    const back = elements(footnotes as Element, 'a').find((link) => link.properties.dataFootnoteBackref !== undefined);
    expect(back?.properties.dataReference).toBe(1);
  });

  it('math as MathML, inline and display, with no KaTeX HTML to style', async () => {
    const body = await render('Inline $E = mc^2$.\n\n$$\nR_2 = 1.1\\,\\beta_f\n$$\n');
    const maths = elements(body, 'math');
    expect(maths).toHaveLength(2);
    expect(maths[1]?.properties.display).toBe('block');
    // Display math scrolls on a phone: its box is reachable by keyboard.
    const display = elements(body, 'span').find((span) => elements(span, 'math')[0] === maths[1]);
    expect(display?.properties).toMatchObject({ className: ['katex', 'katex-display'], tabIndex: 0 });
    expect(elements(maths[0] as Element, 'msup')).toHaveLength(1);
    expect(elements(maths[0] as Element, 'annotation').map(text)).toEqual(['E = mc^2']);
    expect(JSON.stringify(body)).not.toContain('katex-html');
  });

  it('a loose task list: the checkbox and the first paragraph\'s words in one label', async () => {
    const [label] = elements(await render('- [x] Hold out whole storms\n\n  for the test set\n\n- [ ] Buoys\n'), 'label');
    expect(elements(label as Element, 'input')).toHaveLength(1);
    expect(text(label as Element).trim()).toBe('Hold out whole storms');
  });

  it('code highlighted in both themes, as CSS variables the theme picks from; an unknown language stays plain', async () => {
    const body = await render('```python\nimport numpy as np\n```\n\n```cobol\nDISPLAY "HI".\n```\n');
    const [python, plain] = elements(body, 'pre');
    expect(python?.properties.class).toBe('shiki shiki-themes github-light-default github-dark-default');
    expect(python?.properties.dataLanguage).toBe('python');
    // Scrollable, so reachable by keyboard (axe: scrollable-region-focusable).
    expect(python?.properties.tabindex).toBe('0');
    const keyword = elements(python as Element, 'span').find((span) => text(span) === 'import');
    expect(keyword?.properties.style).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
    expect(plain?.properties.dataLanguage).toBe('text');
    expect(text(plain as Element)).toBe('DISPLAY "HI".');
  });

  it('a code block highlighted before is taken from the blocks given, not highlighted again; the keys of a body name its blocks', async () => {
    const kept = new Map<string, Element>();
    const blocks: HighlightedBlocks = { read: (key) => kept.get(key), write: (key, pre) => void kept.set(key, pre), keep: () => undefined };
    const markdown = '```python\nimport numpy as np\n\nprint(np.pi)\n```\n\n```cobol\nDISPLAY "HI".\n```\n';
    const first = await renderMarkdownBody(parseMarkdown(`---\ntitle: T\n---\n${markdown}`), blocks);
    expect(first).toEqual(await render(markdown));
    expect([...kept.keys()].sort()).toEqual([...highlightedBlockKeys(first)].sort());
    expect(kept.size).toBe(2);
    // The same code in another post: what the blocks hold is what it shows (a planted block proves Shiki not run).
    const [python] = highlightedBlockKeys(first);
    kept.set(python as string, { type: 'element', tagName: 'pre', properties: { dataLanguage: 'python' }, children: [{ type: 'text', value: 'planted' }] });
    const second = await renderMarkdownBody(parseMarkdown(`---\ntitle: Other\n---\nIntro.\n\n${markdown}`), blocks);
    expect(text(elements(second, 'pre')[0] as Element)).toBe('planted');
    expect(kept.size).toBe(2);
    // Another language, another block, though the code is the same.
    await renderMarkdownBody(parseMarkdown('---\ntitle: T\n---\n```julia\nimport numpy as np\n\nprint(np.pi)\n```\n'), blocks);
    expect(kept.size).toBe(3);
  });

  it('headings get ids; a post that uses "#" has its headings moved below the page title', async () => {
    expect(elements(await render('## Field work\n\n### Day one\n'), 'h2').map((h) => h.properties.id)).toEqual(['field-work']);
    const shifted = await render('# Field work\n\n## Day one\n');
    expect(elements(shifted, 'h1')).toEqual([]);
    expect(elements(shifted, 'h2').map((h) => h.properties.id)).toEqual(['field-work']);
    expect(elements(shifted, 'h3').map((h) => h.properties.id)).toEqual(['day-one']);
  });

  it('an image keeps its path under /images/ and its alt, for the page to draw from the responsive versions', async () => {
    const [image] = elements(await render('![A dune](/images/dune.jpg)\n'), 'img');
    expect(image?.properties).toMatchObject({ src: '/images/dune.jpg', alt: 'A dune' });
  });
});
