import { contrastRatio, hexOf, mix, over, parseColour, type Rgba } from '../../core/theme/colour-contrast.ts';

export type ColourScheme = 'light' | 'dark';

/** The colour tokens of site/app/styles/global.css that an owner's accent is drawn on or with (accent-palette.test.ts keeps them equal). */
export const productColours = {
  light: {
    bg: '#f7fafc',
    surface: '#ffffff',
    'surface-muted': '#eef3f7',
    text: '#0f1c2b',
    'text-muted': '#475769',
    'header-bg': 'rgb(247 250 252 / 0.82)',
    'on-accent': '#ffffff',
  },
  dark: {
    bg: '#0b1320',
    surface: '#121d2c',
    'surface-muted': '#182638',
    text: '#e8eef5',
    'text-muted': '#a9b7c7',
    'header-bg': 'rgb(11 19 32 / 0.82)',
    'on-accent': '#061622',
  },
} as const satisfies Record<ColourScheme, Record<string, string>>;

/** The tokens made from an owner's accent, as global.css's own are made from the product's. */
export interface AccentPalette {
  accent: string;
  /** Hovered links and primary buttons, secondary buttons, the hero's greeting: further from the background. */
  'accent-strong': string;
  /** Tinted backgrounds: the hero's gradient, pressed header links, skill details. */
  'accent-soft': string;
  focus: string;
}

const black: Rgba = { red: 0, green: 0, blue: 0, alpha: 1 };
const white: Rgba = { red: 255, green: 255, blue: 255, alpha: 1 };

function colour(value: string): Rgba {
  const parsed = parseColour(value);
  if (!parsed) throw new Error(`not a colour: ${value}`);
  return parsed;
}

/** The shares mirror the product's tokens: #0b6e8a gives about #08546a and #e2eef1 (light), #5cc8e6 about #8dd9ee and #1a3444 (dark). */
export function accentPalette(accent: string, scheme: ColourScheme): AccentPalette {
  const base = colour(accent);
  const strong = hexOf(scheme === 'light' ? mix(base, black, 0.25) : mix(base, white, 0.3));
  const soft = hexOf(scheme === 'light' ? mix(base, white, 0.88) : mix(colour(productColours.dark.bg), base, 0.18));
  return { accent: hexOf(base), 'accent-strong': strong, 'accent-soft': soft, focus: scheme === 'light' ? hexOf(base) : strong };
}

type Token = keyof AccentPalette | keyof (typeof productColours)['light'];

interface ColourPair {
  foreground: Token;
  background: Token;
  /** Laid under a translucent background. */
  below?: Token;
  minimum: number;
  usedFor: string;
}

const normalText = 4.5;
/** Large text, and what identifies a component or its state (the focus ring, a fill). */
const component = 3;

/** The pairs of site/app/styles/colour-contrast.test.ts that involve the accent's tokens. */
const accentPairs: readonly ColourPair[] = [
  { foreground: 'accent', background: 'bg', minimum: normalText, usedFor: 'links on the page background' },
  { foreground: 'accent', background: 'surface', minimum: normalText, usedFor: 'links on cards' },
  { foreground: 'on-accent', background: 'accent', minimum: normalText, usedFor: 'the text of primary buttons' },
  { foreground: 'accent', background: 'accent-soft', minimum: normalText, usedFor: 'pressed header links' },
  { foreground: 'accent-strong', background: 'bg', minimum: normalText, usedFor: 'the hero greeting' },
  { foreground: 'accent-strong', background: 'surface', minimum: normalText, usedFor: 'secondary buttons on cards' },
  { foreground: 'accent-strong', background: 'accent-soft', minimum: normalText, usedFor: 'hovered secondary buttons' },
  { foreground: 'on-accent', background: 'accent-strong', minimum: normalText, usedFor: 'the text of hovered primary buttons' },
  { foreground: 'text', background: 'accent-soft', minimum: normalText, usedFor: 'text on tinted backgrounds' },
  { foreground: 'text-muted', background: 'accent-soft', minimum: normalText, usedFor: 'muted text on tinted backgrounds' },
  { foreground: 'text-muted', background: 'header-bg', below: 'accent-soft', minimum: normalText, usedFor: 'header links over the hero' },
  { foreground: 'focus', background: 'bg', minimum: component, usedFor: 'the focus ring' },
  { foreground: 'focus', background: 'surface', minimum: component, usedFor: 'the focus ring on cards' },
  { foreground: 'focus', background: 'accent-soft', minimum: component, usedFor: 'the focus ring on tinted backgrounds' },
  { foreground: 'accent', background: 'surface-muted', minimum: component, usedFor: 'the fill of an expanded skill' },
];

export interface ContrastShortfall {
  ratio: number;
  minimum: number;
  usedFor: string;
  /** The colour the accent (or a shade made from it) is measured against. */
  against: string;
}

/** The first pair of `accentPairs` (the most visible use first) that falls below its minimum with this accent, if any does. */
export function contrastShortfall(accent: string, scheme: ColourScheme): ContrastShortfall | undefined {
  const tokens: Record<Token, string> = { ...productColours[scheme], ...accentPalette(accent, scheme) };
  const shortfalls = accentPairs.flatMap(({ foreground, background, below, minimum, usedFor }) => {
    const backdrop = below === undefined ? colour(tokens[background]) : over(colour(tokens[background]), colour(tokens[below]));
    const ratio = contrastRatio(colour(tokens[foreground]), backdrop);
    const against = foreground in productColours[scheme] ? tokens[foreground] : hexOf(backdrop);
    return ratio < minimum ? [{ ratio, minimum, usedFor, against }] : [];
  });
  return shortfalls[0];
}

/**
 * The nearest colour of the same hue that passes: darkened towards black on the light scheme, lightened towards
 * white on the dark one, in steps of 2 %. Undefined when even black or white would not do.
 */
export function passingAccent(accent: string, scheme: ColourScheme): string | undefined {
  const base = colour(accent);
  for (let step = 1; step <= 50; step += 1) {
    const candidate = hexOf(mix(base, scheme === 'light' ? black : white, step / 50));
    if (contrastShortfall(candidate, scheme) === undefined) return candidate;
  }
  return undefined;
}
