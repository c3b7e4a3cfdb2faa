import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../content/fixtures/content-fixture.ts';
import { validateContent } from '../content/validate-content.ts';

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
});

afterEach(async () => {
  await removeCopy(directory);
});

/** site.json's theme, on line 6 of the fixture (after defaultTheme). */
async function problemsWithTheme(theme: unknown): Promise<string[]> {
  await replaceInFile(directory, 'site.json', '"defaultTheme": "system",', `"defaultTheme": "system",\n  "theme": ${JSON.stringify(theme)},`);
  return formatRelative(directory, (await validateContent(directory)).problems);
}

async function problemsWithStyles(css: string): Promise<string[]> {
  await writeFile(join(directory, 'styles.css'), css);
  return formatRelative(directory, (await validateContent(directory)).problems);
}

describe('site.json theme', () => {
  it('accepts accents that reach WCAG AA in both schemes, and a bundled font', async () => {
    expect(await problemsWithTheme({ accent: { light: '#0b6e4f', dark: '#7fd1b9' }, font: 'Source Serif 4' })).toEqual([]);
  });

  it('refuses a value that is not a #rgb or #rrggbb colour, in both schemes at once', async () => {
    expect(await problemsWithTheme({ accent: { light: 'teal', dark: 'rgb(127 209 185)' } })).toEqual([
      'site.json:6:31  /theme/accent/light  error: must be a colour written #rgb or #rrggbb, e.g. #0b6e4f (got "teal")',
      'site.json:6:45  /theme/accent/dark  error: must be a colour written #rgb or #rrggbb, e.g. #0b6e4f (got "rgb(127 209 185)")',
    ]);
  });

  it('names the colour, the scheme, the ratio, where it falls short and a colour that would pass', async () => {
    expect(await problemsWithTheme({ accent: { light: '#7fd1b9', dark: '#0b6e4f' } })).toEqual([
      "site.json:6:31  /theme/accent/light  error: the light scheme's accent #7fd1b9 has a contrast of 1.70:1 for links on the page background (#f7fafc), below the 4.5:1 of WCAG AA: use a darker colour, such as #457164",
      "site.json:6:48  /theme/accent/dark  error: the dark scheme's accent #0b6e4f has a contrast of 2.97:1 for links on the page background (#0b1320), below the 4.5:1 of WCAG AA: use a lighter colour, such as #599c87",
    ]);
  });

  it('checks #777 as #777777: 4.27:1 on the page background, just short', async () => {
    const [problem] = await problemsWithTheme({ accent: { light: '#777' } });
    expect(problem).toContain('has a contrast of 4.27:1 for links on the page background');
  });

  it('refuses a font it does not bundle, listing those it does', async () => {
    expect(await problemsWithTheme({ font: 'Comic Sans MS' })).toEqual([
      'site.json:6:20  /theme/font  error: must be one of: system, Inter, Source Serif 4, Atkinson Hyperlegible Next (got "Comic Sans MS")',
    ]);
  });
});

describe('content/styles.css', () => {
  it('accepts CSS that uses the custom properties', async () => {
    expect(await problemsWithStyles(':root {\n  --radius-md: 4px;\n}\nh2 { letter-spacing: -0.01em; }\n')).toEqual([]);
  });

  it('reports a parse error at its line and column, with the fix', async () => {
    expect(await problemsWithStyles(':root {\n  --radius-md: 4px;\n}\nh2 {\n  color: red;\n')).toEqual([
      'styles.css:4:1  /  error: not valid CSS: Unclosed block. Fix the rule at this place (an unclosed { or comment, a missing ; or }): the site appends this file to its stylesheet',
    ]);
  });

  it('refuses a font or image of another site, which the Content-Security-Policy would block', async () => {
    const problems = await problemsWithStyles("@import url('https://fonts.example.com/css?family=Lora');\nbody { background: url(//cdn.example.com/a.png); }\n");
    expect(problems.map((problem) => problem.slice(0, problem.indexOf('  error')))).toEqual(['styles.css:1:1  /', 'styles.css:2:8  /']);
    expect(problems[0]).toContain('put the file in the content folder');
  });
});
