import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AssetBytes, OutputFile } from './build-report.ts';
import { gzip } from './compress-output.ts';

/**
 * The gzip size of the output's scripts and of its styles (`assets/`), as the build's copies have them or a host
 * compressing on the fly sends them (gzip 6 both): a build without compressed copies gzips them here (a few
 * hundred kilobytes, milliseconds).
 */
export async function gzippedAssetBytes(outDir: string, files: readonly OutputFile[]): Promise<AssetBytes> {
  const sizes = new Map(files.map((file) => [file.path, file.size]));
  const gzippedSize = async (path: string) => sizes.get(`${path}.gz`) ?? (await gzip(await readFile(join(outDir, path)))).length;
  const totalOf = async (extension: string) => {
    const assets = files.filter((file) => file.path.startsWith('assets/') && file.path.endsWith(extension));
    return (await Promise.all(assets.map((file) => gzippedSize(file.path)))).reduce((total, size) => total + size, 0);
  };
  const [js, css] = await Promise.all([totalOf('.js'), totalOf('.css')]);
  return { js, css };
}
