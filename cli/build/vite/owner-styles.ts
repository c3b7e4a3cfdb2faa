// Build time only (vite.config.ts): never imported by the site.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'jsonc-parser';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../../schemas/types.generated.ts';
import { bundledFonts, fontFilePath } from '../../theme/bundled-fonts.ts';
import { ownerStylesFile, themeStylesheet } from '../../theme/theme-stylesheet.ts';

/** What site/client.ts imports after the product's styles, in this order: the owner's theme, then their styles.css. */
const themeModuleId = 'virtual:portfolio-theme.css';
const ownerStylesModuleId = 'virtual:owner-styles.css';

function readTheme(siteFile: string): SiteConfig['theme'] {
  if (!existsSync(siteFile)) return undefined;
  return (parse(readFileSync(siteFile, 'utf8')) as Partial<SiteConfig> | undefined)?.theme;
}

/**
 * The owner's look, bundled into the one stylesheet every page links (docs/decisions/theme-in-the-stylesheet.md):
 * site.json's `theme` as CSS custom properties and @font-face rules, whose font files the bundler copies (only the
 * chosen family's), then content/styles.css as it is, its url()s resolved from its own folder. Without either,
 * both modules are empty and the stylesheet is the product's alone. The content has been validated first.
 */
export function ownerStyles(contentDir: string | undefined): Plugin {
  const content = contentDir === undefined ? undefined : resolve(contentDir);
  return {
    name: 'portfolio-owner-styles',
    // The dev server serves the font files from their packages, wherever npm put them.
    config: () => ({ server: { fs: { allow: bundledFonts.map((font) => dirname(fontFilePath(font, 'latin', 'normal'))) } } }),
    resolveId(source) {
      if (source === themeModuleId) return `\0${themeModuleId}`;
      if (source !== ownerStylesModuleId) return null;
      const own = content === undefined ? undefined : join(content, ownerStylesFile);
      return own !== undefined && existsSync(own) ? own : `\0${ownerStylesModuleId}`;
    },
    load(id) {
      if (id === `\0${ownerStylesModuleId}`) return '';
      if (id !== `\0${themeModuleId}`) return null;
      if (content === undefined) return '';
      const siteFile = join(content, 'site.json');
      this.addWatchFile(siteFile);
      return themeStylesheet(readTheme(siteFile), fontFilePath);
    },
  };
}
