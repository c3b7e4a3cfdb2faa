import { describe, expect, it } from 'vitest';
import { pageHeadMark, splitPageHead } from './page-head.ts';

const head = '<title data-rh="true">A &lt;b&gt; — Élodie</title><meta data-rh="true" name="citation_author" content="Ørjan &quot;O&quot;"/>';
const script = '<script data-rh="true" type="application/ld+json">{"name":"\\u003c/noscript\\u003e"}</script>';

describe('splitPageHead', () => {
  it('takes the head out of the page, with its language, and leaves the rest as it was', () => {
    const page = `<div class="a"><main><noscript ${pageHeadMark}="fr">${head}${script}</noscript><h1>Titre</h1></main></div>`;
    expect(splitPageHead(page)).toEqual({
      body: '<div class="a"><main><h1>Titre</h1></main></div>',
      head: `${head}${script}`,
      language: 'fr',
    });
  });

  it('leaves a page that drew no head, and its own <noscript>, alone', () => {
    expect(splitPageHead('<main><noscript>Turn scripts on</noscript></main>')).toBeUndefined();
  });

  it('refuses a page that drew two heads or left one open', () => {
    const one = `<noscript ${pageHeadMark}="en">${head}</noscript>`;
    expect(() => splitPageHead(`<main>${one}${one}</main>`)).toThrow(/drew its head twice/);
    expect(() => splitPageHead(`<main><noscript ${pageHeadMark}="en">${head}`)).toThrow(/not closed/);
  });
});
