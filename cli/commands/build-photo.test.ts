import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
let workDir: string;

beforeEach(() => {
  workDir = mkdtempSync(join(tmpdir(), 'portfolio-build-photo-'));
  cpSync(join(projectRoot, 'content'), join(workDir, 'content'), { recursive: true });
});

afterEach(() => rmSync(workDir, { recursive: true, force: true }));

function buildWithPhoto(bytes: Buffer | string) {
  const content = join(workDir, 'content');
  writeFileSync(join(content, 'images/me.jpg'), bytes);
  const site = JSON.parse(readFileSync(join(content, 'site.json'), 'utf8')) as { profile: Record<string, unknown> };
  site.profile.photo = { path: 'images/me.jpg', alt: { en: 'Me', fr: 'Moi' } };
  writeFileSync(join(content, 'site.json'), JSON.stringify(site, null, 2));
  return spawnSync(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), 'build', '--content', content, '--out', join(workDir, 'dist')], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
}

describe('portfolio build with a bad photo', () => {
  it('writes nothing for a photo that is not an image, naming file, line, column, pointer and fix', () => {
    const result = buildWithPhoto('GIF89a not really');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /site\.json:\d+:\d+ {2}\/profile\/photo\/path {2}error: .*images\/me\.jpg is not a JPEG, PNG or WebP image .*: export the photo as JPEG, PNG or WebP/,
    );
    expect(existsSync(join(workDir, 'dist'))).toBe(false);
  });
});
