import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createStaticServer } from '../../../cli/preview/static-server.ts';

const projectRoot = resolve(import.meta.dirname, '../../..');

/** A variant of the example content, built with the CLI into `dist` and served as `portfolio preview` serves it. */
export async function buildAndServe(content: string, dist: string): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const build = spawnSync(process.execPath, [resolve(projectRoot, 'cli/bin/portfolio.js'), 'build', '--content', content, '--out', dist], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`portfolio build failed:\n${build.stdout}\n${build.stderr}`);
  const server = createStaticServer(dist);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
