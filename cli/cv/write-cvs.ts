import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fork } from 'node:child_process';
import type { SiteConfig } from '../../schemas/types.generated.ts';
import { cvCollections, type CvInput } from '../../core/cv/cv-model.ts';
import type { CvWorks } from '../../core/cv/cv-works.ts';
import type { Strings } from '../../core/i18n/translate.ts';
import type { RenderedCv } from './render-cv.ts';
import { childModule } from '../shared/product-files.ts';

/** What the CVs' child process (render-cvs-process.ts) sends back: the PDFs, or the reason there are none. */
export type CvProcessAnswer = { rendered: RenderedCv[] } | { error: string };

const stringsKey = /^strings\.([a-z]{2})$/;
const collectionCvKeys = cvCollections.map(({ cv }) => cv.dataKey);
const cvKeys: ReadonlySet<string> = new Set(['site', 'cv-publications', ...collectionCvKeys]);

/**
 * The data files the CV is made from (cvSources reads no other). The child process receives a copy of what it
 * is given: these, not every paper's file (with 1,000 works 0.35 MB instead of 3.7 MB).
 */
export function cvData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => cvKeys.has(key) || stringsKey.test(key)));
}

/**
 * The CV's input from the build's data files (the validated content without `$schema`): the works from their
 * CV share (`cv-publications`, as on the CV page), one `strings.<lang>` file per site language (product strings
 * with the content's overrides), and the CV data file of each collection with sections in the CV (its model's
 * `cv.dataKey`) only when the site has it.
 */
export function cvSources(data: Readonly<Record<string, unknown>>): {
  input: CvInput;
  languages: string[];
  strings: Record<string, Strings>;
} {
  const strings: Record<string, Strings> = {};
  for (const [key, value] of Object.entries(data)) {
    const language = stringsKey.exec(key)?.[1];
    if (language !== undefined) strings[language] = value as Strings;
  }
  const input = {
    site: data['site'] as SiteConfig,
    publications: data['cv-publications'] as CvWorks,
    ...Object.fromEntries(collectionCvKeys.map((key) => [key, data[key]])),
  } as CvInput;
  return { input, languages: input.site.languages, strings };
}

/**
 * Renders the CV of every site language in a child process. Typst's layout is CPU-bound (about 3 s per
 * language for 1,000 works of long author lists) and holds its whole layout (0.7 GB for those): the build
 * starts it with the data files, so it runs on the other core beside the bundle, the prerender and the
 * compression, and its memory is its own process's, not the build's.
 */
export function renderCvsInChildProcess(data: Readonly<Record<string, unknown>>, signal?: AbortSignal): Promise<RenderedCv[]> {
  return new Promise((resolveRendered, reject) => {
    signal?.throwIfAborted();
    const worker = childModule(import.meta.url, './render-cvs-process');
    const child = fork(worker.file, [], {
      execArgv: worker.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: CvProcessAnswer | null = null;
    // A build that fails elsewhere stops the renderer instead of waiting for CVs nobody will write.
    const stop = () => {
      reject(signal?.reason);
      child.kill();
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.once('message', (message: CvProcessAnswer) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (answer && 'rendered' in answer) {
        // Buffers cross the process boundary as plain Uint8Arrays.
        resolveRendered(answer.rendered.map((cv) => ({ ...cv, bytes: Buffer.from(cv.bytes.buffer, cv.bytes.byteOffset, cv.bytes.byteLength) })));
      } else {
        reject(new Error(answer?.error ?? `the CV renderer stopped without a result (exit code ${code})`));
      }
    });
    child.send(cvData(data));
  });
}

/** Writes rendered CVs into the built site (/cv/<name>-cv-<lang>.pdf). */
export async function writeCvs(outDir: string, rendered: readonly RenderedCv[]): Promise<void> {
  for (const cv of rendered) {
    const file = join(outDir, ...cv.path.split('/').filter((part) => part !== ''));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, cv.bytes);
  }
}
