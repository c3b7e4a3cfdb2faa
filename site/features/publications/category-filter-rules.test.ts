import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { publicationFilters } from '../../../core/collections/publications/publication-filters.ts';

const css = postcss.parse(readFileSync(new URL('./publications-page.module.css', import.meta.url), 'utf8'));

/** The selectors of the rules that hide what they select. */
function hidingSelectors(): string[] {
  const selectors: string[] = [];
  css.walkRules((rule) => {
    if (rule.nodes.some((node) => node.type === 'decl' && node.prop === 'display' && node.value === 'none')) selectors.push(...rule.selectors);
  });
  return selectors;
}

describe("the publications list's category filter", () => {
  // The island sets the filter as the list's data-filter and the stylesheet hides the rest: a category without its
  // rule would leave its filter button showing every work.
  it.each(publicationFilters.filter((filter) => filter !== 'all'))('has a rule hiding the entries other than the %s category', (filter) => {
    expect(hidingSelectors()).toContain(`.list[data-filter='${filter}'] .entry:not([data-category='${filter}'])`);
  });

  it('hides nothing under "all"', () => {
    expect(hidingSelectors().filter((selector) => selector.includes("data-filter='all'"))).toEqual([]);
  });
});
