import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const projectRoot = resolve(import.meta.dirname, '../../..');

/** `portfolio build`, as a child process other builds can run beside; a failure carries the build's own output. */
export function buildSite(contentDir: string, distDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), 'build', '--content', contentDir, '--out', distDir], { cwd: projectRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`portfolio build of ${contentDir} failed:\n${output}`))));
  });
}
