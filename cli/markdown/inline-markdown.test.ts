import { describe, expect, it } from 'vitest';
import { parseInlineMarkdown } from './inline-markdown.ts';

describe('parseInlineMarkdown', () => {
  it('gives emphasis, strong, links and inline code as nodes', () => {
    expect(parseInlineMarkdown('A *new* **paper** in [the journal](https://example.org/j) with `code`.')).toEqual({
      nodes: [
        { type: 'text', value: 'A ' },
        { type: 'emphasis', children: [{ type: 'text', value: 'new' }] },
        { type: 'text', value: ' ' },
        { type: 'strong', children: [{ type: 'text', value: 'paper' }] },
        { type: 'text', value: ' in ' },
        { type: 'link', url: 'https://example.org/j', children: [{ type: 'text', value: 'the journal' }] },
        { type: 'text', value: ' with ' },
        { type: 'code', value: 'code' },
        { type: 'text', value: '.' },
      ],
      problems: [],
    });
  });

  it('keeps what looks like HTML in a code span as text, and a site path as a link', () => {
    const { nodes, problems } = parseInlineMarkdown('See `<b>` and [the paper](/publications/w1/).');
    expect(problems).toEqual([]);
    expect(nodes).toContainEqual({ type: 'code', value: '<b>' });
    expect(nodes).toContainEqual({ type: 'link', url: '/publications/w1/', children: [{ type: 'text', value: 'the paper' }] });
  });

  it.each([
    ['# Title', 'a heading (a line starting with #) is not allowed'],
    ['- one\n- two', 'a list (a line starting with -, * or a number) is not allowed'],
    ['One.\n\nTwo.', 'the text has more than one paragraph: write it as one paragraph, without an empty line'],
    ['Hi <b>there</b>', 'HTML is not allowed'],
    ['![a wave](/images/wave.jpg)', 'an image is not allowed'],
    ['[click](javascript:alert(1))', 'the link to "javascript:alert(1)" is not allowed'],
    ['> quoted', 'a quotation (a line starting with >) is not allowed'],
  ])('reports %j and says what to write instead', (markdown, start) => {
    const { problems } = parseInlineMarkdown(markdown);
    expect(problems).toHaveLength(problems.length > 0 ? problems.length : 1);
    expect(problems.some((problem) => problem.startsWith(start))).toBe(true);
    expect(problems.every((problem) => problem.includes(': '))).toBe(true);
  });

  it('leaves a refused HTML tag out of the nodes, so it can never reach a page', () => {
    expect(parseInlineMarkdown('Hi <b>there</b>').nodes).toEqual([{ type: 'text', value: 'Hi there' }]);
  });
});
