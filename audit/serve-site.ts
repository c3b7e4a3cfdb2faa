import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createStaticServer } from '../cli/preview/static-server.ts';
import type { Language } from './audit-plan.ts';
import { createCompressingProxy } from './compressing-proxy.ts';

const projectRoot = resolve(import.meta.dirname, '..');

/** Runs `portfolio build` into `outDir`; on failure the error carries the build's own messages. */
export function buildSite(contentDir: string, outDir: string): Promise<void> {
  return new Promise((resolveBuild, reject) => {
    const child = spawn(process.execPath, ['cli/bin/portfolio.js', 'build', '--content', contentDir, '--out', outDir], {
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
  /** The preview server itself, which sends the built files as they are. */
  fileOrigin: string;
  close(): Promise<void>;
}

/** Serves a built site on 127.0.0.1 (random ports) with the preview server, gzip in front unless told not to. */
export async function serveSite(distDir: string, prefixedLanguage: Language, compress: boolean): Promise<ServedSite> {
  const files = createStaticServer(distDir, prefixedLanguage);
  const fileOrigin = await listen(files);
  const proxy = compress ? createCompressingProxy(Number(new URL(fileOrigin).port)) : null;
  const origin = proxy ? await listen(proxy) : fileOrigin;
  return {
    origin,
    fileOrigin,
    async close() {
      for (const server of proxy ? [proxy, files] : [files]) {
        server.closeAllConnections();
        await new Promise((done) => server.close(done));
      }
    },
  };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}
