import { describe, expect, it } from 'vitest';
import { convertLiquid } from './liquid.ts';

const context = { newAddressOf: (path: string) => ({ '_posts/2022-11-15-winter-school': '/posts/winter-school/', '_pages/outreach': '/outreach/' })[path] ?? null };
const convert = (body: string) => convertLiquid(body, 5, context);

describe('convertLiquid', () => {
  it('makes each cited key a link to its work page, keyed as keyFromName keys it', () => {
    expect(convert('As {% cite Smith2020:Waves Hansen_2019 %} showed.').text).toBe('As [Smith2020:Waves](/publications/smith2020-waves/), [Hansen_2019](/publications/hansen-2019/) showed.');
  });

  it('makes a figure include a Markdown image with its alt or title and caption', () => {
    expect(convert('{% include figure.liquid path="assets/img/a.jpg" title="Ice" caption="<b>a)</b> The ice" %}').text).toBe('![Ice](assets/img/a.jpg "a) The ice")');
    expect(convert("{% include figure.html path='{{ site.baseurl }}/assets/img/b.png' alt=\"Map\" %}").text).toBe('![Map](/assets/img/b.png)');
  });

  it('gives raw blocks their content untouched', () => {
    expect(convert('{% raw %}{{ page.title }} {% if %}{% endraw %}').text).toBe('{{ page.title }} {% if %}');
  });

  it('resolves post_url and link to the new addresses, and names one that was not imported', () => {
    expect(convert('[a]({% post_url 2022-11-15-winter-school %}) [b]({% link _pages/outreach.md %}) [c]({% link assets/pdf/p.pdf %})').text).toBe('[a](/posts/winter-school/) [b](/outreach/) [c](/assets/pdf/p.pdf)');
    const missing = convert('x\n[c]({% post_url 2020-01-01-gone %})');
    expect(missing.text).toBe('x\n[c]()');
    expect(missing.changes).toEqual(['line 6: {% post_url 2020-01-01-gone %} removed: it names 2020-01-01-gone, which was not imported']);
  });

  it('resolves the site address and the relative_url filter', () => {
    expect(convert('{{ site.baseurl }}/files/a.pdf {{ "/assets/x.png" | relative_url }} {{ \'/y\' | prepend: site.baseurl }}').text).toBe('/files/a.pdf /assets/x.png /y');
  });

  it('removes anything else, naming it with its line, and keeps the lines of a multi-line tag', () => {
    const result = convert('one\n{% include video.liquid\n   path="v.mp4" %}\nthree {{ page.title | upcase }}');
    expect(result.text).toBe('one\n\n\nthree ');
    expect(result.changes).toEqual(['line 6: {% include video.liquid path="v.mp4" %} removed: no Markdown equivalent', 'line 8: {{ page.title | upcase }} removed: no Markdown equivalent']);
  });
});
