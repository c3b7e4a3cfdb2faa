import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const siteDir = fileURLToPath(new URL('../../site/', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('citation and feed libraries stay at build time', () => {
  it('no browser code imports citation-js, feed, cli/citations or cli/feed', () => {
    const files = sourceFiles(siteDir);
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) =>
      /from\s+['"](@citation-js\/[^'"]+|feed|[^'"]*cli\/(citations|feed)\/[^'"]*)['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
