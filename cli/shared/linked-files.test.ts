import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkOrWrite } from './linked-files.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portfolio-linked-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('linkOrWrite', () => {
  it('links the last output’s file when it has the same bytes, and writes a new file when not', () => {
    const previous = join(dir, 'previous.html');
    writeFileSync(previous, '<p>the same</p>');
    expect(linkOrWrite(join(dir, 'same.html'), Buffer.from('<p>the same</p>'), previous)).toBe(true);
    expect(statSync(join(dir, 'same.html')).ino).toBe(statSync(previous).ino);

    expect(linkOrWrite(join(dir, 'changed.html'), Buffer.from('<p>changed</p>'), previous)).toBe(false);
    expect(statSync(join(dir, 'changed.html')).ino).not.toBe(statSync(previous).ino);
    expect(readFileSync(join(dir, 'changed.html'), 'utf8')).toBe('<p>changed</p>');

    expect(linkOrWrite(join(dir, 'new.html'), Buffer.from('<p>new</p>'), join(dir, 'missing.html'))).toBe(false);
    expect(readFileSync(join(dir, 'new.html'), 'utf8')).toBe('<p>new</p>');
  });

  it('replaces a file already linked to the last output instead of writing through it, which would change that output', () => {
    const previous = join(dir, 'previous.html');
    writeFileSync(previous, '<p>last build</p>');
    const file = join(dir, 'page.html');
    linkOrWrite(file, Buffer.from('<p>last build</p>'), previous);
    linkOrWrite(file, Buffer.from('<p>this build</p>'), undefined);
    expect(readFileSync(file, 'utf8')).toBe('<p>this build</p>');
    expect(readFileSync(previous, 'utf8')).toBe('<p>last build</p>');
  });
});
