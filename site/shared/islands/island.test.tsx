import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml } from '../testing/render-with-providers.tsx';
import { NoteIntl, seedIntlResults, useI18n } from '../i18n/i18n-context.tsx';
import { Island } from './island.tsx';

function Count({ value }: { value: number }) {
  const { format } = useI18n();
  return <span>{format.number(value)}</span>;
}

function Since({ month }: { month: string }) {
  const { format } = useI18n();
  return <span>{format.month(month)}</span>;
}

const british = { strings: { 'language.locale': 'en-GB' } };

/** The data block written after the island, parsed; undefined when there is none. */
function carriedAfter(html: string): Record<string, string> | undefined {
  const block = /<\/site-island><script type="application\/json" data-island-intl="">([^<]*)<\/script>/.exec(html)?.[1];
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, string>);
}

describe('Island in the prerender', () => {
  beforeEach(() => {
    vi.stubEnv('SSR', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes after the island every number and date formatted inside it, as the prerender formatted them', () => {
    const html = renderToHtml(
      <Island name="counts" props={{ a: 1 }}>
        <Count value={12345} />
        <Since month="2022-11" />
      </Island>,
      british,
    );
    expect(html).toContain('<span>12,345</span><span>Nov 2022</span></site-island>');
    expect(carriedAfter(html)).toEqual({ 'number|en-GB|12345': '12,345', 'month|en-GB|2022-11': 'Nov 2022' });
  });

  it('leaves out what is formatted outside the island, or below a part that does not note', () => {
    const html = renderToHtml(
      <>
        <Count value={777} />
        <Island name="counts">
          <Count value={888} />
          <NoteIntl noted={null}>
            <Count value={999} />
          </NoteIntl>
        </Island>
      </>,
      british,
    );
    expect(html).toContain('<span>999</span>');
    expect(carriedAfter(html)).toEqual({ 'number|en-GB|888': '888' });
  });

  it('writes nothing after an island that formats nothing', () => {
    const html = renderToHtml(<Island name="plain"><p>Text</p></Island>, british);
    expect(html).toMatch(/<\/site-island>$/);
    expect(html).not.toContain('data-island-intl');
  });

  it('keeps each island to what it formatted itself, a result already known included', () => {
    const html = renderToHtml(
      <>
        <Island name="first">
          <Count value={4242} />
        </Island>
        <Island name="second">
          <Count value={4242} />
          <Count value={5151} />
        </Island>
      </>,
      british,
    );
    const blocks = [...html.matchAll(/data-island-intl="">([^<]*)</g)].map((match) => JSON.parse(match[1] as string) as unknown);
    expect(blocks).toEqual([{ 'number|en-GB|4242': '4,242' }, { 'number|en-GB|4242': '4,242', 'number|en-GB|5151': '5,151' }]);
  });

  it('escapes a result that could close the data block', () => {
    seedIntlResults({ 'language|en-GB|xx': '</script><b>' });
    function Language() {
      const { format } = useI18n();
      return <span>{format.languageName('xx')}</span>;
    }
    const html = renderToHtml(<Island name="language"><Language /></Island>, british);
    expect(html).not.toContain('</script><b>');
    expect(carriedAfter(html)).toEqual({ 'language|en-GB|xx': '</script><b>' });
  });
});

describe('Island in the browser', () => {
  beforeEach(() => {
    vi.stubEnv('SSR', false);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes no data block: the browser formats for itself', () => {
    const html = renderToHtml(
      <Island name="counts">
        <Count value={6060} />
      </Island>,
      british,
    );
    expect(html).toContain('<span>6,060</span></site-island>');
    expect(html).not.toContain('data-island-intl');
  });
});
