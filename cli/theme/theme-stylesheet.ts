import type { Theme } from '../../schemas/types.generated.ts';
import { accentPalette, type ColourScheme } from './accent-palette.ts';
import { bundledFont, fontSubsets, type BundledFont, type FontStyle, type FontSubset } from './bundled-fonts.ts';

/** The owner's own stylesheet in the content folder, appended after the product's (docs/theme.md). */
export const ownerStylesFile = 'styles.css';

/** Where the stylesheet points for a font file (a path the bundler copies the file from). */
export type FontFileLocator = (font: BundledFont, subset: FontSubset, style: FontStyle) => string;

const schemeSelectors: Record<ColourScheme, string> = { light: ':root', dark: ':root.dark' };

function accentRule(accent: string, scheme: ColourScheme): string {
  const declarations = Object.entries(accentPalette(accent, scheme)).map(([token, value]) => `  --color-${token}: ${value};`);
  return `${schemeSelectors[scheme]} {\n${declarations.join('\n')}\n}`;
}

/**
 * `font-display: optional`: the text is never redrawn (no layout shift, nothing waits for the font). A first
 * visit may show the fallback; the service worker then precaches the files, so the next pages have the font.
 */
function fontFaceRules(font: BundledFont, locate: FontFileLocator): string[] {
  const styles: FontStyle[] = ['normal', 'italic'];
  return styles.flatMap((style) =>
    (Object.keys(fontSubsets) as FontSubset[]).map((subset) =>
      [
        '@font-face {',
        `  font-family: '${font.family}';`,
        `  font-style: ${style};`,
        '  font-weight: 100 900;',
        '  font-display: optional;',
        `  src: url(${JSON.stringify(locate(font, subset, style))}) format('woff2');`,
        `  unicode-range: ${fontSubsets[subset]};`,
        '}',
      ].join('\n'),
    ),
  );
}

/**
 * The CSS that makes the product's tokens the owner's (site.json `theme`, docs/theme.md); empty without one, so
 * the site's stylesheet is then the product's, byte for byte. It comes after global.css: same selectors, later wins.
 */
export function themeStylesheet(theme: Theme | undefined, locate: FontFileLocator): string {
  const rules: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const accent = theme?.accent?.[scheme];
    if (accent !== undefined) rules.push(accentRule(accent, scheme));
  }
  const font = bundledFont(theme?.font);
  if (font !== undefined) {
    rules.push(...fontFaceRules(font, locate), `:root {\n  --font-sans: '${font.family}', ${font.fallback};\n}`);
  }
  return rules.length === 0 ? '' : `${rules.join('\n')}\n`;
}
