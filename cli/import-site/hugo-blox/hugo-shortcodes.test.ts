import { describe, expect, it } from 'vitest';
import { type BodyContext, convertBody } from './hugo-shortcodes.ts';

const context: BodyContext = {
  pageDir: 'content/post/waves',
  imageFolder: 'images/posts/waves',
  siteFiles: new Set(['content/post/waves/tank.png', 'static/media/logo.svg', 'assets/media/shared.jpg']),
  pages: new Map([['/publication/wave-tank/', { title: 'Breaking waves in a tank', to: '/publications/wave-tank/' }]]),
};

describe('convertBody', () => {
  it('turns a figure into an image copied beside the post, with its caption', () => {
    const converted = convertBody('{{< figure src="tank.png" caption="The wave tank" >}}', context);
    expect(converted.markdown).toBe('![The wave tank](images/posts/waves/tank.png)\n\n*The wave tank*');
    expect(converted.assets).toEqual([{ from: 'content/post/waves/tank.png', to: 'images/posts/waves/tank.png' }]);
    expect(converted.notes).toEqual(['{{< figure >}} → an image']);
  });

  it('finds images in static/ and assets/media/ and copies Markdown images too', () => {
    const converted = convertBody('![Logo](/media/logo.svg) {{< figure src="shared.jpg" >}} ![Far](https://example.org/a.png)', context);
    expect(converted.markdown).toBe('![Logo](images/posts/waves/logo.svg) ![](images/posts/waves/shared.jpg) ![Far](https://example.org/a.png)');
    expect(converted.assets.map((asset) => asset.from)).toEqual(['static/media/logo.svg', 'assets/media/shared.jpg']);
  });

  it('reports an image the site lacks', () => {
    expect(convertBody('![x](gone.png)', context).notes).toEqual(['image gone.png not found in the site: kept as written, add it to content/images/ or remove it']);
  });

  it('makes a callout a quotation, math its formula, a video and a citation links', () => {
    const body = '{{% callout note %}}\nRead this.\n\nTwice.\n{{% /callout %}}\n{{< math >}}$$E=mc^2$${{< /math >}}\n{{< youtube dQw4w9WgXcQ >}}\n{{< cite page="/publication/wave-tank" view="4" >}}';
    const converted = convertBody(body, context);
    expect(converted.markdown).toBe('> Read this.\n>\n> Twice.\n$$E=mc^2$$\n[Video on YouTube](https://www.youtube.com/watch?v=dQw4w9WgXcQ)\n[Breaking waves in a tank](/publications/wave-tank/)');
    expect(converted.notes).toEqual(['{{% callout %}} → a quotation block', '{{< math >}} → its $…$ formula', '{{< youtube >}} → a link to the video', '{{< cite >}} → a link to the publication']);
  });

  it('removes what has no equivalent, keeps the text it wrapped, and leaves code blocks alone', () => {
    const body = 'Get my {{< staticref "uploads/cv.pdf" "newtab" >}}CV{{< /staticref >}} {{< icon name="download" >}}\n\n```md\n{{< figure src="x.png" >}}\n```';
    const converted = convertBody(body, context);
    expect(converted.markdown).toBe('Get my CV \n\n```md\n{{< figure src="x.png" >}}\n```');
    expect(converted.notes).toEqual(['{{< staticref >}} removed: no equivalent', '{{< icon >}} removed: no equivalent']);
  });

  it('points links and refs to imported pages at their new addresses', () => {
    const converted = convertBody('[paper](/publication/wave-tank/#results), [again]({{< relref "publication/wave-tank/index.md" >}}), [gone]({{< ref "post/gone.md" >}}), [other](/cv/)', context);
    expect(converted.markdown).toBe('[paper](/publications/wave-tank/#results), [again](/publications/wave-tank/), [gone](#), [other](/cv/)');
    expect(converted.notes).toEqual(['links to imported pages → their new addresses', "{{< ref >}} → the page's new address", '{{< ref "post/gone.md" >}} removed: the page it links to was not imported']);
  });

  it("copies the files the old site served that a body links to, and names those it lacks", () => {
    const files = { ...context, siteFiles: new Set(['static/uploads/cv.pdf', 'content/post/waves/data.csv']) };
    const converted = convertBody('[CV](/uploads/cv.pdf), [data](data.csv), [gone](/uploads/old.pdf), [site](https://example.org/a.pdf)', files);
    expect(converted.markdown).toBe('[CV](/files/cv.pdf), [data](/files/data.csv), [gone](/uploads/old.pdf), [site](https://example.org/a.pdf)');
    expect(converted.assets).toEqual([{ from: 'static/uploads/cv.pdf', to: 'files/cv.pdf' }, { from: 'content/post/waves/data.csv', to: 'files/data.csv' }]);
    expect(converted.notes).toEqual(["links to the old site's files → the files, copied to files/", 'link to /uploads/old.pdf kept as written: the old site has no such file; put it in content/files/ and link /files/<name>']);
  });

  it('removes a citation of a page that was not imported, saying so', () => {
    expect(convertBody('{{< cite page="/publication/gone" >}}', context).notes).toEqual(['{{< cite page="/publication/gone" >}} removed: the page it cites was not imported']);
  });
});
