// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { talkTypes, type TalkEntry } from '../../../core/collections/talks/talks-model.ts';
import { productStringsOf } from '../../../core/i18n/product-strings.fixture.ts';
import { renderToHtml } from '../../shared/testing/render-with-providers.tsx';
import { TalkTypeFilter, typeCounts, typesOf } from './talk-type-filter.tsx';

const englishStrings = productStringsOf('en');
const frenchStrings = productStringsOf('fr');

const talk = (id: string, type: TalkEntry['type']): TalkEntry => ({ id, date: '2025-05-05', type, title: id, event: 'E', upcoming: false });

function prerender(talks: TalkEntry[], language: 'en' | 'fr' = 'en') {
  const strings = language === 'en' ? englishStrings : frenchStrings;
  return new DOMParser().parseFromString(renderToHtml(<TalkTypeFilter talks={talks} />, { strings, language }), 'text/html').body;
}

describe('TalkTypeFilter', () => {
  it('offers All, then each type the talks have in the model’s order, with its count; All is checked', () => {
    const body = prerender([talk('a', 'poster'), talk('b', 'keynote'), talk('c', 'poster')]);
    expect(body.querySelector('legend')?.textContent).toBe('Type');
    const radios = [...body.querySelectorAll<HTMLInputElement>('input[type="radio"][name="talk-type"]')];
    expect(radios.map((radio) => [radio.value, radio.closest('label')?.textContent, radio.checked])).toEqual([
      ['all', 'All (3)', true],
      ['keynote', 'Keynote (1)', false],
      ['poster', 'Poster (2)', false],
    ]);
  });

  it('speaks French on a French page', () => {
    const labels = [...prerender([talk('a', 'invited'), talk('b', 'keynote')], 'fr').querySelectorAll('label')].map((label) => label.textContent);
    expect(labels[0]).toBe('Toutes (2)');
    expect(labels).toContain('Conférence plénière (1)');
  });

  it('is left out when every talk is of one type', () => {
    expect(prerender([talk('a', 'seminar'), talk('b', 'seminar')]).querySelector('fieldset')).toBeNull();
  });

  it('names the types a list holds for the stylesheet', () => {
    expect(typeCounts([talk('a', 'panel'), talk('b', 'invited'), talk('c', 'panel')])).toEqual([
      { type: 'invited', count: 1 },
      { type: 'panel', count: 2 },
    ]);
    expect(typesOf([talk('a', 'panel'), talk('b', 'invited')])).toBe('invited panel');
  });

  it('has a stylesheet rule hiding the other talks and years for every type of the model', () => {
    const css = readFileSync(join(import.meta.dirname, 'talk-type-filter.module.css'), 'utf8');
    for (const type of talkTypes) {
      expect(css).toContain(`[value='${type}']:checked) [data-talk-type]:not([data-talk-type='${type}'])`);
      expect(css).toContain(`[value='${type}']:checked) [data-talk-types]:not([data-talk-types~='${type}'])`);
    }
  });
});
