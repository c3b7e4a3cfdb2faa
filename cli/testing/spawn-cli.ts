import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

export const projectRoot = resolve(import.meta.dirname, '../..');
const cli = join(projectRoot, 'cli/bin/portfolio.js');

export interface RunningCli {
  child: ChildProcess;
  /** stdout + stderr as a reader sees them: Vite colours its banner when the CI variable is set, and the
   * escape codes would split a URL. */
  output: () => string;
  /** Resolves with the first match of `pattern` in `output()`. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

/** Starts a long-running `portfolio` command (preview, dev, schedule) and follows its output. */
export function startCli(args: string[], env: Record<string, string> = {}): RunningCli {
  const child = spawn(process.execPath, [cli, ...args], { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let rawOutput = '';
  const output = () => stripVTControlCharacters(rawOutput);
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    rawOutput += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<RegExpMatchArray>((resolveMatch, reject) => {
      const check = () => {
        const match = output().match(pattern);
        if (!match) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolveMatch(match);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${pattern} in the output within ${timeoutMs} ms:\n${output()}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  return { child, output, waitFor, exited };
}
