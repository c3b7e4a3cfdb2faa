import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startCli, type RunningCli } from '../cli/testing/spawn-cli.ts';

const projectRoot = resolve(import.meta.dirname, '..');

/**
 * Runs `portfolio build` into `outDir`, with the compressed copies a server can send (the preview sends them, Brotli
 * first): the pages are measured compressed, as visitors get them. On failure the error carries the build's own messages.
 */
export function buildSite(contentDir: string, outDir: string): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'build', '--content', contentDir, '--out', outDir, '--compressed-copies'], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolveBuild();
      else reject(new Error(`portfolio build exited with ${code}:\n${output.trimEnd()}`));
    });
  });
}

export interface ServedSite {
  /** Where browsers open the site. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves a built site with `portfolio preview` itself (a random port on 127.0.0.1): the Brotli / gzip copies
 * the build wrote, as a static host sends them, so Lighthouse times the bytes visitors download. A preview
 * stopped from outside (other test runs on a shared machine have done so) is started again on the same port,
 * and the audit says so: the runs in between fail and are run again or reported.
 */
export async function serveSite(distDir: string, contentDir: string, onRestart: (why: string) => void = () => {}): Promise<ServedSite> {
  let closing = false;
  let port = '0';
  const start = async (): Promise<{ preview: RunningCli; origin: string }> => {
    const preview = startCli(['preview', '--dir', distDir, '--content', contentDir, '--port', port]);
    preview.child.once('exit', (code, signal) => {
      if (closing) return;
      onRestart(`portfolio preview stopped (${signal ?? `exit code ${code}`}); starting it again on port ${port}`);
      current = start();
      current.catch((error: unknown) => onRestart(`portfolio preview did not start again: ${error instanceof Error ? error.message : String(error)}`));
    });
    const [, origin] = await preview.waitFor(/at (http:\/\/127\.0\.0\.1:\d+)\//);
    return { preview, origin: origin as string };
  };
  let current = start();
  const { origin } = await current;
  port = new URL(origin).port;
  return {
    origin,
    async close() {
      closing = true;
      const { preview } = await current;
      preview.child.kill('SIGTERM');
      await preview.exited;
    },
  };
}
