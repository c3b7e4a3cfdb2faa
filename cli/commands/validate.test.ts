import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyValidFixture, removeCopy, replaceInFile, validFixture } from '../content/fixtures/content-fixture.ts';

const bin = fileURLToPath(new URL('../bin/portfolio.js', import.meta.url));

function portfolio(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
});

afterEach(async () => {
  await removeCopy(directory);
});

describe('portfolio validate', () => {
  it('exits 0 and says so on valid content', () => {
    const result = portfolio('validate', '--content', validFixture);
    expect(result.stdout).toBe(
      '✔ content is valid\n' +
        `info: CV: the pages offer your own PDF, ${join(validFixture, 'files/CV_2025.pdf')} (site.json → profile.cv); ` +
        'the build also writes the CV generated from the content at /cv/jane-doe-cv-en.pdf, /cv/jane-doe-cv-fr.pdf\n',
    );
    expect(result.status).toBe(0);
  });

  it('exits 0 on warnings alone, printing them', async () => {
    await replaceInFile(directory, 'skills.json', '"name": "LaTeX", "category": "tools"', '"name": "LaTeX", "category": "analysis"');
    const result = portfolio('validate', '--content', directory);
    expect(result.stdout.split('\n')).toEqual([
      `${directory}/skills.json:4:13  /skills  warning: the skill cards are designed for 5 programming, 5 analysis, 4 tools skills; this file has 5 programming, 6 analysis, 3 tools`,
      '✔ content is valid (1 warning)',
      expect.stringMatching(/^info: CV: the pages offer your own PDF/),
      '',
    ]);
    expect(result.status).toBe(0);
  });

  it('exits 1 listing every problem as file:line:column  pointer  message, then a summary', async () => {
    await replaceInFile(directory, 'site.json', '"defaultTheme": "system"', '"defaultTheme": "dark"');
    await replaceInFile(directory, 'strings.fr.json', '  "footer.description"', '  "nav.project": "Projets",\n  "footer.description"');
    await replaceInFile(directory, 'skills.json', '"name": "LaTeX", "category": "tools"', '"name": "LaTeX", "category": "analysis"');
    const result = portfolio('validate', '--content', directory);
    expect(result.stdout.split('\n')).toEqual([
      `${directory}/site.json:5:19  /defaultTheme  error: must be one of: system, light (got "dark")`,
      `${directory}/skills.json:4:13  /skills  warning: the skill cards are designed for 5 programming, 5 analysis, 4 tools skills; this file has 5 programming, 6 analysis, 3 tools`,
      expect.stringMatching(/\/strings\.fr\.json:3:3  \/nav\.project  error: unknown key "nav\.project": the product has no such interface string/),
      '✖ 2 errors, 1 warning',
      '',
    ]);
    expect(result.status).toBe(1);
  });

  it('reports a cv.publications id that names no work, and text the CV font cannot draw', async () => {
    await replaceInFile(directory, 'site.json', '"analytics": {', '"cv": { "publications": ["w2741809807", "W1"] },\n  "analytics": {');
    await replaceInFile(directory, 'site.json', '"affiliation": "', '"affiliation": "王小明 ');
    const lines = portfolio('validate', '--content', directory).stdout.split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/site\.json:\d+:\d+  \/cv\/publications\/1  error: the CV's publication "W1" names no work of publications\.json: the work was removed from OpenAlex/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/site\.json:\d+:\d+  \/profile\/affiliation  warning: the CV's font .* no glyph for "王", "小", "明"/),
    );
    expect(lines.filter((line) => line.includes('/cv/publications/0'))).toEqual([]);
  });

  it('exits 2 on an unknown option', () => {
    const result = portfolio('validate', '--contents', directory);
    expect(result.stderr).toContain("unknown option '--contents'");
    expect(result.status).toBe(2);
  });

  it('exits 2 when the content folder does not exist', () => {
    const result = portfolio('validate', '--content', `${directory}/nowhere`);
    expect(result.stderr).toBe(`content folder not found: ${directory}/nowhere (pass --content <dir>)\n`);
    expect(result.status).toBe(2);
  });
});
