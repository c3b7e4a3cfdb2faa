import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdown-file.ts';
import { renderMarkdownBody } from './render-markdown.ts';
import { BodiesBetweenRuns, rememberingRenderer, type RenderedBodies } from './remembered-bodies.ts';

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
  it("renders a tree once, then gives its body again; another tree's is rendered", () => {
    const bodies = countedBodies();
    const render = rememberingRenderer(bodies);
    const code = post('```python\nprint("run-up")\n```\n');
    expect(render(code)).toEqual(renderMarkdownBody(post('```python\nprint("run-up")\n```\n')));
    expect(render(post('```python\nprint("run-up")\n```\n'))).toEqual(renderMarkdownBody(code));
    expect(bodies.rendered).toBe(1);
    expect(render(post('```python\nprint("set-up")\n```\n'))).not.toEqual(renderMarkdownBody(code));
    expect(bodies.rendered).toBe(2);
  });

  it('between runs, keeps only the bodies the last run used', () => {
    const bodies = new BodiesBetweenRuns();
    const body = (text: string): Root => ({ type: 'root', children: [{ type: 'text', value: text }] });
    bodies.write('kept', body('kept'));
    bodies.write('edited away', body('edited away'));
    bodies.nextRun();
    expect(bodies.read('kept')).toEqual(body('kept'));
    bodies.nextRun();
    expect(bodies.read('kept')).toEqual(body('kept'));
    expect(bodies.read('edited away')).toBeUndefined();
  });
});
