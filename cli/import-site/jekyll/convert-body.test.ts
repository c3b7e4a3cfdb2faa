import { describe, expect, it } from 'vitest';
import { convertBody } from './convert-body.ts';

const convert = (body: string) => convertBody(body, 1, { newAddressOf: () => null });

describe('convertBody', () => {
  it('makes images, figures and links Markdown, pointing at their new place, and lists the files to copy', () => {
    const result = convert('<img src="/assets/img/a.png" alt="A">\n<figure><img src="images/b.jpg"><figcaption>The <i>b</i></figcaption></figure>\n<a href="/files/cv.pdf" target="_blank">my <b>CV</b></a>\n[paper](./assets/pdf/p.pdf) [site](https://example.org/x.pdf) ![c](assets/img/c.gif "C")');
    expect(result.markdown).toBe('![A](images/a.png)\n![The b](images/b.jpg)\n[my CV](files/cv.pdf)\n[paper](files/p.pdf) [site](https://example.org/x.pdf) ![c](images/c.gif "C")');
    expect(result.files).toEqual(['assets/img/a.png', 'images/b.jpg', 'files/cv.pdf', 'assets/pdf/p.pdf', 'assets/img/c.gif']);
  });

  it('removes other tags with their text kept, styles and scripts whole, and names them by line', () => {
    const result = convert('<div class="row">\n  <p>Kept text</p>\n</div>\n<style>.a { color: red }</style>\n<!-- a note -->\nEnd<br>line');
    expect(result.markdown).toBe('Kept text\n\nEnd\\\nline');
    expect(result.changes).toEqual(['line 4: <style> removed: the new site does not run a page\'s own styles or scripts', 'raw HTML <div> removed, its text kept (lines 1, 3)', 'raw HTML <p> removed, its text kept (line 2)']);
  });

  it('makes a distill post\'s <d-cite> the same links as {% cite %}', () => {
    expect(convert('Known <d-cite key="gregor2015draw, Smith:2020"></d-cite>.').markdown).toBe('Known [gregor2015draw](/publications/gregor2015draw/), [Smith:2020](/publications/smith-2020/).');
  });

  it('leaves code blocks and inline code as written', () => {
    const body = '```html\n<div>[x](/assets/img/a.png)</div>\n```\nUse `<br>` here.';
    expect(convert(body)).toEqual({ markdown: body, changes: [], files: [] });
  });

  it('counts lines from where the body starts in the file', () => {
    expect(convertBody('a\n<span>b</span>', 7, { newAddressOf: () => null }).changes).toEqual(['raw HTML <span> removed, its text kept (line 8)']);
  });
});
