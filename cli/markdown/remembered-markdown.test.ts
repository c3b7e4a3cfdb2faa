import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-file.ts';
import { renderMarkdownBody } from './render-markdown.ts';
import { rememberingParser, rememberingRenderer, type RenderedBodies } from './remembered-markdown.ts';
import { BetweenRuns, layered } from '../shared/remembered.ts';

const post = (body: string) => parseMarkdown(`---\ntitle: T\n---\n${body}`);

/** Bodies in a map, counting those written (rendered). */
function countedBodies(): RenderedBodies & { rendered: number } {
  const bodies = new Map<string, Root>();
  return {
    rendered: 0,
    read: (key) => bodies.get(key),
    write(key, body) {
      this.rendered += 1;
      bodies.set(key, body);
    },
  };
}

describe('a remembering Markdown renderer', () => {
  it("renders a tree once, then gives its body again; another tree's is rendered", async () => {
    const bodies = countedBodies();
    const render = rememberingRenderer(bodies);
    const code = post('```python\nprint("run-up")\n```\n');
    expect(await render(code)).toEqual(await renderMarkdownBody(post('```python\nprint("run-up")\n```\n')));
    expect(await render(post('```python\nprint("run-up")\n```\n'))).toEqual(await renderMarkdownBody(code));
    expect(bodies.rendered).toBe(1);
    expect(await render(post('```python\nprint("set-up")\n```\n'))).not.toEqual(await renderMarkdownBody(code));
    expect(bodies.rendered).toBe(2);
  });

  it("keeps the code blocks of a body it gives again, which the post's next edit renders again", async () => {
    const bodies = countedBodies();
    const kept = new Map<string, Element>();
    const keeps: string[] = [];
    const blocks = { read: (key: string) => kept.get(key), write: (key: string, pre: Element) => void kept.set(key, pre), keep: (key: string) => void keeps.push(key) };
    const render = rememberingRenderer(bodies, blocks);
    await render(post('```python\nprint("run-up")\n```\n'));
    keeps.length = 0;
    await render(post('```python\nprint("run-up")\n```\n'));
    expect(bodies.rendered).toBe(1);
    expect(keeps).toEqual([...kept.keys()]);
    expect(keeps).toHaveLength(1);
  });

  it('between runs, keeps only the bodies the last run used', async () => {
    const bodies = new BetweenRuns<Root>();
    const body = (text: string): Root => ({ type: 'root', children: [{ type: 'text', value: text }] });
    bodies.write('kept', body('kept'));
    bodies.write('edited away', body('edited away'));
    bodies.nextRun();
    expect(bodies.read('kept')).toEqual(body('kept'));
    bodies.nextRun();
    expect(bodies.read('kept')).toEqual(body('kept'));
    expect(bodies.read('edited away')).toBeUndefined();
  });

  it('parses a text once, then gives its tree again, the tree parseMarkdown gives', async () => {
    const trees = new BetweenRuns<ReturnType<typeof parseMarkdown>>();
    const parse = rememberingParser(trees);
    const text = '---\ntitle: T\n---\nA *post*.\n';
    const tree = parse(text);
    expect(tree).toEqual(parseMarkdown(text));
    expect(parse(`${text}`)).toBe(tree);
    expect(parse(`${text}More.\n`)).not.toBe(tree);
    trees.nextRun();
    trees.nextRun();
    // Not asked for during a whole run: parsed again.
    expect(parse(text)).not.toBe(tree);
    expect(parse(text)).toEqual(tree);
  });

  it('layered: reads the memory first, then the cache (remembering what it read there), and keeps what is made in both', async () => {
    const [memory, cache] = [new BetweenRuns<Root>(), countedBodies()];
    const body = (text: string): Root => ({ type: 'root', children: [{ type: 'text', value: text }] });
    cache.write('built', body('built'));
    const both = layered(memory, cache);
    expect(both.read('built')).toEqual(body('built'));
    expect(memory.read('built')).toEqual(body('built'));
    both.write('new', body('new'));
    expect(memory.read('new')).toEqual(body('new'));
    expect(cache.read('new')).toEqual(body('new'));
    expect(both.read('nowhere')).toBeUndefined();
  });
});
