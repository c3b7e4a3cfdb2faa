import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { productRoot } from '../../shared/product-files.ts';

/** The product's folders whose files make the build's output: its compiled CLI (the package) or sources, its site, schemas. */
const productFolders = ['lib', 'cli', 'core', 'site', 'schemas'];
const productFiles = ['package.json', 'vite.config.ts'];

/** Tests and fixtures do not make the output; dot-folders are tools' temporary files (vite-react-ssg's). */
function makesOutput(name: string): boolean {
  return !name.startsWith('.') && !/\.test\.tsx?$|fixture/.test(name);
}

function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!makesOutput(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(path));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** The installed version of a dependency (the fonts, Pagefind, sharp, Typst make bytes of the output too). */
function installedVersion(name: string): string {
  for (let dir = productRoot; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '';
    if (dirname(dir) === dir) return 'missing';
  }
}

/**
 * What the build cache is valid for: the product as installed, by the bytes of its own code and schemas and the
 * versions of its dependencies. Any change to them makes the whole cache stale (decisions/build-cache.md).
 */
export function productFingerprint(root = productRoot): string {
  const hash = createHash('sha256');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };
  hash.update(`version ${manifest.version}\n`);
  for (const dependency of Object.keys(manifest.dependencies ?? {}).sort()) hash.update(`${dependency} ${installedVersion(dependency)}\n`);
  const files = [
    ...productFiles.map((name) => join(root, name)).filter((file) => existsSync(file)),
    ...productFolders.flatMap((folder) => (existsSync(join(root, folder)) ? filesUnder(join(root, folder)) : [])),
  ];
  for (const file of files) hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
  return `${manifest.version}-${hash.digest('hex').slice(0, 32)}`;
}
