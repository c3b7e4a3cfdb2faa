import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Content } from '../content/validate-content.ts';
import { withBuildLock } from './build-lock.ts';
import { dataFiles } from './data-files.ts';
import { finishOutput } from './finish-output.ts';

const projectRoot = resolve(import.meta.dirname, '../..');
const viteConfigFile = join(projectRoot, 'vite.config.ts');
const prerenderScript = join(import.meta.dirname, 'run-prerender.ts');
const buildLock = join(projectRoot, '.portfolio', 'build.lock');

function runPrerender(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePrerender, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', prerenderScript, viteConfigFile], {
      cwd: projectRoot,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolvePrerender();
      else reject(new Error(`the prerender failed (${signal ?? `exit code ${code}`}); see the messages above`));
    });
  });
}

/**
 * Builds the site from validated content into `outDir`. Everything is built beside it first; only a complete
 * build replaces the previous output (two renames), so a failed build leaves the last good site untouched.
 */
export async function buildSite(content: Content, contentDir: string, outDir: string): Promise<void> {
  const target = resolve(outDir);
  const suffix = randomBytes(4).toString('hex');
  const staging = `${target}.staging-${suffix}`;
  const workDir = join(projectRoot, '.portfolio', `build-${suffix}`);
  const data = dataFiles(content);

  try {
    await mkdir(join(workDir, 'data'), { recursive: true });
    for (const [key, value] of Object.entries(data)) {
      await writeFile(join(workDir, 'data', `${key}.json`), JSON.stringify(value));
    }
    await mkdir(dirname(target), { recursive: true });
    await withBuildLock(buildLock, () =>
      runPrerender({
        PORTFOLIO_DATA_DIR: join(workDir, 'data'),
        PORTFOLIO_OUT_DIR: staging,
        PORTFOLIO_CONTENT_DIR: resolve(contentDir),
        VITE_DEFAULT_LANGUAGE: content.site.defaultLanguage,
        VITE_LANGUAGES: content.languages.join(','),
      }),
    );
    await finishOutput(staging, contentDir, content.site, content.sections, data);

    const previous = `${target}.previous-${suffix}`;
    const hadPrevious = existsSync(target);
    if (hadPrevious) await rename(target, previous);
    try {
      await rename(staging, target);
    } catch (error) {
      if (hadPrevious) await rename(previous, target);
      throw error;
    }
    await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
  }
}
