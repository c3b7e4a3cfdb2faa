import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
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

/** Points site.json's photo (line 24) at `path` and writes `bytes` there. */
async function photoProblems(path: string, bytes: Buffer | string): Promise<{ problems: string[]; built: boolean }> {
  await replaceInFile(directory, 'site.json', '"path": "images/profile.jpg"', `"path": "${path}"`);
  await writeFile(join(directory, path), bytes);
  const { content, problems } = await validateContent(directory);
  return { problems: formatRelative(directory, problems), built: content !== undefined };
}

function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a8caf' } })
    .toFormat(format)
    .toBuffer();
}

describe('the profile photo', () => {
  it('accepts a JPEG, PNG or WebP of at least 640×640, in any orientation', async () => {
    for (const [path, bytes] of [
      ['images/me.jpg', await photo(640, 960, 'jpeg')],
      ['images/me.png', await photo(1000, 640, 'png')],
      ['images/me.webp', await photo(640, 640, 'webp')],
    ] as const) {
      expect(await photoProblems(path, bytes)).toEqual({ problems: [], built: true });
      await replaceInFile(directory, 'site.json', `"path": "${path}"`, '"path": "images/profile.jpg"');
    }
  });

  it('refuses a file that is not an image, whatever its name, with where, what and the fix', async () => {
    expect(await photoProblems('images/me.jpg', '<!doctype html><title>Not a photo</title>')).toEqual({
      problems: [
        `site.json:24:24  /profile/photo/path  error: ${directory}/images/me.jpg is not a JPEG, PNG or WebP image (its first bytes are none of them): export the photo as JPEG, PNG or WebP`,
      ],
      built: false,
    });
  });

  it('refuses a photo whose shorter side is below the 320 px the hero draws on desktop screens', async () => {
    expect(await photoProblems('images/me.png', await photo(1200, 319, 'png'))).toEqual({
      problems: [
        `site.json:24:24  /profile/photo/path  error: ${directory}/images/me.png is 1200×319 pixels, too small for the hero, which shows a square of 320×320 pixels cut from the photo's centre on desktop screens: use a photo of at least 320×320 pixels (640×640 or more stays sharp on high-density screens)`,
      ],
      built: false,
    });
  });

  it('warns, without failing, about a photo below the 640 px of high-density desktop screens', async () => {
    expect(await photoProblems('images/me.webp', await photo(320, 500, 'webp'))).toEqual({
      problems: [
        `site.json:24:24  /profile/photo/path  warning: ${directory}/images/me.webp is 320×500 pixels; high-density desktop screens draw the hero photo at 640×640 pixels and will show it soft: use a photo of at least 640×640 pixels`,
      ],
      built: true,
    });
  });

  it('leaves other formats to the schema, which names the allowed ones', async () => {
    const { problems } = await photoProblems('images/me.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(problems).toEqual([
      'site.json:24:24  /profile/photo/path  error: must match ^images/[^\\s]+\\.(jpg|jpeg|png|webp)$ (got "images/me.svg") — The photo, a JPEG, PNG or WebP file under content/images/ (images/….jpg|jpeg|png|webp).',
    ]);
  });
});
