// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, over, parseColour as parseTokenColour, type Rgba } from '../../../core/theme/colour-contrast.ts';

/**
 * WCAG AA contrast of the colour tokens of global.css, for the pairs the components' CSS Modules draw. axe
 * checks rendered text, but leaves undecided the text it cannot place on one colour (the hero's gradient,
 * pseudo-elements), and it does not measure component boundaries or the focus ring.
 */

type Theme = 'light' | 'dark';

const globalCss = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The `--color-*` declarations of the first rule whose selector is exactly `selector`. */
function colourTokensOf(css: string, selector: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) => match[1]?.trim() === selector);
  if (!rule) throw new Error(`global.css has no "${selector}" rule`);
  const declarations = rule[2]!.matchAll(/(--color-[\w-]+)\s*:\s*([^;]+);/g);
  return new Map([...declarations].map(([, name, value]) => [name!, value!.trim()]));
}

const lightTokens = colourTokensOf(globalCss, ':root');
// The dark theme only overrides tokens: what it leaves out keeps its light value.
const themeTokens: Record<Theme, Map<string, string>> = {
  light: lightTokens,
  dark: new Map([...lightTokens, ...colourTokensOf(globalCss, ':root.dark')]),
};

function parseColour(value: string): Rgba {
  const colour = parseTokenColour(value);
  if (!colour) throw new Error(`unsupported colour notation "${value}"`);
  return colour;
}

/** A token's colour in a theme; `a over b` is translucent token a laid over opaque token b. */
function colourOf(theme: Theme, reference: string): Rgba {
  const token = (name: string) => {
    const value = themeTokens[theme].get(`--color-${name}`);
    if (value === undefined) throw new Error(`global.css defines no --color-${name}`);
    return parseColour(value);
  };
  const [top, below] = reference.split(' over ');
  const colour = token(top!);
  if (below !== undefined) return over(colour, token(below));
  if (colour.alpha !== 1) throw new Error(`--color-${top} is translucent: say what it lies over`);
  return colour;
}

const normalText = 4.5;
/** Large text, and what identifies a component or its state (boundaries, fills, the focus ring). */
const largeTextOrComponent = 3;

interface ColourPair {
  foreground: string;
  background: string;
  minimum: number;
  usedBy: string;
}

// Text over the hero's gradient is checked at both of its ends: every channel moves one way from one end to
// the other, so each colour in between has a ratio between those two.
const pairs: ColourPair[] = [
  { foreground: 'text', background: 'bg', minimum: normalText, usedBy: 'body text, headings, hero name and subtitle' },
  { foreground: 'text', background: 'surface', minimum: normalText, usedBy: 'cards, form controls, toasts, language toggle' },
  { foreground: 'text', background: 'surface-muted', minimum: normalText, usedBy: 'footer name, publication chips, timeline toggles, social links' },
  { foreground: 'text', background: 'accent-soft', minimum: normalText, usedBy: 'skill keyword chips, reply-time note, hero text at the gradient end' },
  { foreground: 'text', background: 'success-soft', minimum: normalText, usedBy: 'sent notice text' },
  { foreground: 'text', background: 'danger-soft', minimum: normalText, usedBy: 'failure notice text' },
  { foreground: 'text-muted', background: 'bg', minimum: normalText, usedBy: 'section subtitles, hero about text' },
  { foreground: 'text-muted', background: 'surface', minimum: normalText, usedBy: 'card descriptions, authors, meta, form hints and placeholders' },
  { foreground: 'text-muted', background: 'surface-muted', minimum: normalText, usedBy: 'footer text' },
  { foreground: 'text-muted', background: 'accent-soft', minimum: normalText, usedBy: 'skill detail headings, header links over the hero' },
  { foreground: 'text-muted', background: 'header-bg over accent-soft', minimum: normalText, usedBy: 'links of the solid header over the hero' },
  { foreground: 'text-muted', background: 'header-bg over surface-muted', minimum: normalText, usedBy: 'links of the solid header over the skills section' },
  { foreground: 'accent', background: 'bg', minimum: normalText, usedBy: 'links, 404 code' },
  { foreground: 'accent', background: 'surface', minimum: normalText, usedBy: 'links and text buttons in cards, timeline roles, project count, fill of pressed filters' },
  { foreground: 'accent', background: 'accent-soft', minimum: normalText, usedBy: 'pressed header links, links in skill details and the explore card' },
  { foreground: 'accent-strong', background: 'bg', minimum: normalText, usedBy: 'hero greeting and specialization (gradient start)' },
  { foreground: 'accent-strong', background: 'accent-soft', minimum: normalText, usedBy: 'hero greeting and specialization (gradient end), hovered secondary buttons' },
  { foreground: 'accent-strong', background: 'surface', minimum: normalText, usedBy: 'secondary buttons, skill card titles, publication categories, figures' },
  { foreground: 'on-accent', background: 'accent', minimum: normalText, usedBy: 'primary buttons, initials, skip link, pressed filters, expanded skills' },
  { foreground: 'on-accent', background: 'accent-strong', minimum: normalText, usedBy: 'hovered primary buttons' },
  { foreground: 'danger', background: 'surface', minimum: normalText, usedBy: 'field errors, required marks, retry button, error titles, invalid field borders' },
  { foreground: 'danger', background: 'danger-soft', minimum: normalText, usedBy: 'failure notice, skills and timeline errors' },
  { foreground: 'success', background: 'success-soft', minimum: normalText, usedBy: 'open-access badges, copied DOI chip, sent notice' },
  { foreground: 'focus', background: 'bg', minimum: largeTextOrComponent, usedBy: 'focus ring on the page' },
  { foreground: 'focus', background: 'surface', minimum: largeTextOrComponent, usedBy: 'focus ring in cards' },
  { foreground: 'focus', background: 'accent-soft', minimum: largeTextOrComponent, usedBy: 'focus ring over the hero and in skill details' },
  { foreground: 'accent', background: 'surface-muted', minimum: largeTextOrComponent, usedBy: 'fill of an expanded skill against the collapsed ones' },
  { foreground: 'control-border', background: 'surface', minimum: largeTextOrComponent, usedBy: 'form field boundaries (field and card are both surface)' },
];

const cases = (['light', 'dark'] as const).flatMap((theme) => pairs.map((pair) => ({ theme, ...pair })));

describe('colour tokens of global.css', () => {
  it.each(cases)('$theme: $foreground on $background reaches $minimum:1', ({ theme, foreground, background, minimum, usedBy }) => {
    const ratio = contrastRatio(colourOf(theme, foreground), colourOf(theme, background));
    expect(ratio, usedBy).toBeGreaterThanOrEqual(minimum);
  });
});
