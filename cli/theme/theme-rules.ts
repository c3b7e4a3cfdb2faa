import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Root } from 'postcss';
import type { Problem } from '../shared/problems.ts';
import { problemAt, type JsonDocument } from '../content/json-document.ts';
import { stringAt } from '../content/rules/values.ts';
import { contrastShortfall, passingAccent } from './accent-palette.ts';
import { ownerStylesFile } from './theme-stylesheet.ts';

/** What the schema accepts as a colour (HexColour); anything else the schema reports. */
const hexColour = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Rounded down, so that a ratio just under the minimum never reads as reaching it. */
function shownRatio(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

/** An error for each accent of site.json's `theme` that falls short of WCAG AA where the site draws it. */
export function accentContrastProblems(site: JsonDocument): Problem[] {
  return (['light', 'dark'] as const).flatMap((scheme) => {
    const accent = stringAt(site.value, 'theme', 'accent', scheme);
    if (accent === undefined || !hexColour.test(accent)) return [];
    const shortfall = contrastShortfall(accent, scheme);
    if (shortfall === undefined) return [];
    const suggestion = passingAccent(accent, scheme);
    const direction = scheme === 'light' ? 'darker' : 'lighter';
    const fix = suggestion === undefined ? `use a ${direction} colour` : `use a ${direction} colour, such as ${suggestion}`;
    const message =
      `the ${scheme} scheme's accent ${accent} has a contrast of ${shownRatio(shortfall.ratio)}:1 for ${shortfall.usedFor} ` +
      `(${shortfall.against}), below the ${shortfall.minimum}:1 of WCAG AA: ${fix}`;
    return [problemAt(site, `/theme/accent/${scheme}`, 'error', message)];
  });
}

/** A url() or @import of another origin: the site's Content-Security-Policy allows styles, fonts and images of its own only. */
const otherOrigin = /(?:url\(\s*['"]?|@import\s+['"])(?:https?:)?\/\//i;

function remoteResourceProblems(root: Root, file: string): Problem[] {
  const problems: Problem[] = [];
  root.walk((node) => {
    const text = node.type === 'decl' ? node.value : node.type === 'atrule' ? `@${node.name} ${node.params}` : '';
    if (!otherOrigin.test(text) || node.source?.start === undefined) return;
    const { line, column } = node.source.start;
    const message =
      `${text.slice(0, 80)} loads a file from another site, which the site's Content-Security-Policy blocks: ` +
      `put the file in the content folder (e.g. images/) and refer to it by a relative path`;
    problems.push({ severity: 'error', file, line, column, pointer: '', message });
  });
  return problems;
}

/** content/styles.css, if the owner has one: it must parse, and load nothing from elsewhere. */
export async function ownerStylesProblems(contentDirectory: string): Promise<Problem[]> {
  const file = join(contentDirectory, ownerStylesFile);
  const css = await readFile(file, 'utf8').catch(() => undefined);
  if (css === undefined) return [];
  // Loaded for an owner's stylesheet only (25 ms of every check otherwise).
  const { default: postcss, CssSyntaxError } = await import('postcss');
  try {
    return remoteResourceProblems(postcss.parse(css, { from: file }), file);
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    const message = `not valid CSS: ${error.reason}. Fix the rule at this place (an unclosed { or comment, a missing ; or }): the site appends this file to its stylesheet`;
    return [{ severity: 'error', file, line: error.line ?? 0, column: error.column ?? 0, pointer: '', message }];
  }
}
