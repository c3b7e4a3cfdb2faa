import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's own files. The CLI runs from two places: this repository's TypeScript (cli/…, through tsx) and
 * the installed package's compiled JavaScript (lib/cli/…). Both find the product's root as the nearest folder
 * with a package.json, so the files the build reads (schemas, strings, the site's sources) are found either way.
 */
function nearestPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}: the product is installed incompletely`);
  }
}

export const productRoot = nearestPackageRoot(import.meta.dirname);

export function productPath(...segments: string[]): string {
  return join(productRoot, ...segments);
}

export function productVersion(): string {
  return (JSON.parse(readFileSync(productPath('package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A module of the product named without its extension, relative to the calling module's URL: the compiled `.js`
 * when the caller is compiled (the package), the `.ts` source in this repository.
 */
export function productModule(callerUrl: string, relativePath: string): string {
  return fileURLToPath(new URL(`${relativePath}${callerUrl.endsWith('.js') ? '.js' : '.ts'}`, callerUrl));
}

/**
 * A module of the CLI run in its own process (a worker, the prerender). In this repository the parent registered
 * tsx in-process, and a child must register it again.
 */
export function childModule(callerUrl: string, relativePath: string): { file: string; execArgv: string[] } {
  const file = productModule(callerUrl, relativePath);
  return { file, execArgv: file.endsWith('.ts') ? ['--import', 'tsx'] : [] };
}
