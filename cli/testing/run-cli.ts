import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from './spawn-cli.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs one `portfolio` command to its end, as an owner would, without the caller's OpenAlex settings. */
export function runPortfolio(args: readonly string[], env: Record<string, string> = {}, cwd = projectRoot): Promise<CliResult> {
  const { OPENALEX_API_KEY: _key, OPENALEX_API_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, [join(projectRoot, 'cli/bin/portfolio.js'), ...args], { cwd, env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
