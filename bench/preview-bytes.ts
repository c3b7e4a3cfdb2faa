import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startCli } from '../cli/testing/spawn-cli.ts';

/** Within how much of a gzip host's bytes `portfolio preview` must stay (issue 11). */
const tolerance = 0.02;

export interface BytesCheck {
  previewBytes: number;
  hostBytes: number;
  /** previewBytes / hostBytes − 1 */
  difference: number;
  withinTolerance: boolean;
}

export function compareBytes(previewBytes: number, hostBytes: number): BytesCheck {
  const difference = hostBytes === 0 ? 0 : previewBytes / hostBytes - 1;
  return { previewBytes, hostBytes, difference, withinTolerance: Math.abs(difference) <= tolerance + 1e-9 };
}

export function checkLine(label: string, check: BytesCheck): string {
  const sign = check.difference >= 0 ? '+' : '';
  return (
    `${label.padEnd(34)} preview ${(check.previewBytes / 1000).toFixed(1)} kB, host ${(check.hostBytes / 1000).toFixed(1)} kB ` +
    `(${sign}${(check.difference * 100).toFixed(1)} %; ${check.withinTolerance ? 'within' : 'NOT within'} ${tolerance * 100} %)`
  );
}

function bodyLength(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolveLength, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolveLength(length));
    })
      .on('error', reject)
      .end();
  });
}

const textFile = /\.(html|js|css|json|svg|xml|webmanifest|txt)$/;

/**
 * Every text file of a built site as `portfolio preview` sends it to a browser that accepts only gzip,
 * against what a host compressing on the fly sends (gzip at Node's default level, the audit's "gz" figure).
 */
export async function previewBytesCheck(distDir: string): Promise<BytesCheck> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && textFile.test(entry.name))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)).split('\\').join('/'));
  const preview = startCli(['preview', '--dir', distDir, '--port', '0']);
  try {
    const [, origin] = await preview.waitFor(/at (http:\/\/127\.0\.0\.1:\d+)\//);
    let previewBytes = 0;
    let hostBytes = 0;
    for (const file of files) {
      previewBytes += await bodyLength(`${origin}/${file}`, 'gzip');
      hostBytes += gzipSync(await readFile(join(distDir, file))).length;
    }
    return compareBytes(previewBytes, hostBytes);
  } finally {
    preview.child.kill('SIGTERM');
    await preview.exited;
  }
}
