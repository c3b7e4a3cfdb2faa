#!/usr/bin/env node
// The installed package runs the compiled CLI (lib/, built when the package is packed). In the product's own
// repository, where lib/ may be absent or stale, the TypeScript runs through tsx, with no compile step after `npm ci`.
import { existsSync } from 'node:fs';

const source = new URL('../main.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import('../../lib/cli/main.js');
}
