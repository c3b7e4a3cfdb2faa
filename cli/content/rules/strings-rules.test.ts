import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyValidFixture, formatRelative, removeCopy, replaceInFile } from '../fixtures/content-fixture.ts';
import { validateContent } from '../validate-content.ts';

let directory: string;

beforeEach(async () => {
  directory = await copyValidFixture();
});

afterEach(async () => {
  await removeCopy(directory);
});

async function problems(): Promise<{ problems: string[]; built: boolean }> {
  const { content, problems } = await validateContent(directory);
  return { problems: formatRelative(directory, problems), built: content !== undefined };
}

describe('strings files in step across languages', () => {
  it('warns on the file that lacks a key another language rewords, naming the key', async () => {
    await replaceInFile(directory, 'strings.en.json', '  "footer.description"', '  "nav.skills": "Toolbox",\n  "nav.contact": "Write to me",\n  "footer.description"');
    expect(await problems()).toEqual({
      problems: [
        `strings.fr.json:1:1  /  warning: strings.en.json rewords "nav.skills", "nav.contact" and this file does not: the "fr" pages show the product's wording; add these keys here, in fr`,
      ],
      built: true,
    });
  });

  it('warns where the file would be when a language has none', async () => {
    await rm(join(directory, 'strings.fr.json'));
    expect((await problems()).problems).toEqual([
      `strings.fr.json:0:0  /  warning: strings.en.json rewords "footer.description" and this file does not: the "fr" pages show the product's wording; add this key here, in fr`,
    ]);
  });

  it('leaves an unknown key to its own error', async () => {
    await replaceInFile(directory, 'strings.en.json', '  "footer.description"', '  "footer.tagline": "x",\n  "footer.description"');
    const found = (await problems()).problems;
    expect(found).toHaveLength(1);
    expect(found[0]).toContain('error: unknown key "footer.tagline"');
  });
});
