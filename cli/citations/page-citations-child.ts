import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { childModule } from '../shared/product-files.ts';
import type { Publication } from '../../schemas/types.generated.ts';
import type { PageCitations } from './citation-data.ts';
import type { PageCitationsAnswer, PageCitationsRequest } from './page-citations-process.ts';

/**
 * Each work's BibTeX entry (unless `bibtex` is false: none) and APA references in each of `languages`
 * (`pageCitations`), computed in a child
 * process. citeproc formats every author of every work and keeps what it read: for 1,000 works of 20–200
 * authors about 8 s of CPU, and hundreds of MB that the build process would otherwise hold until its end (it
 * peaked over 1 GB). The build starts it with the data phase, so it runs beside the images and the CV.
 */
export function pageCitationsInChildProcess(
  publications: readonly Publication[],
  languages: readonly string[],
  signal?: AbortSignal,
  bibtex = true,
): Promise<PageCitations> {
  return new Promise((resolveCitations, reject) => {
    signal?.throwIfAborted();
    const worker = childModule(import.meta.url, './page-citations-process');
    const child = fork(worker.file, [], {
      execArgv: worker.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answer: PageCitationsAnswer | null = null;
    const stop = () => {
      reject(signal?.reason);
      child.kill();
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.once('message', (message: PageCitationsAnswer) => {
      answer = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      if (answer && 'citations' in answer) resolveCitations(answer.citations);
      else reject(new Error(answer?.error ?? `the citations' process stopped without a result (exit code ${code})`));
    });
    child.send({ publications, languages, bibtex } satisfies PageCitationsRequest);
  });
}

/**
 * Below this many works, one process: a second one costs its start (loading citation-js, about 0.4 s of a core) and,
 * in the same language, building citeproc's engine again (0.5 s a language).
 */
export const fewestWorksToShare = 100;

/** What one process formats: some works, in some languages, with or without their BibTeX entries. */
export interface CitationsPart<Work> {
  works: Work[];
  languages: string[];
  bibtex: boolean;
}

/**
 * How two processes share the works' citations on a machine of more than one core: a site language each (citeproc
 * builds its engine once a language: 0.5 s of a core), the first with the BibTeX entries; a site of one language,
 * half of the works each, in order. One process for fewer than `fewest` works.
 */
export function citationsParts<Work>(works: readonly Work[], languages: readonly string[], cores = availableParallelism(), fewest = fewestWorksToShare): CitationsPart<Work>[] {
  if (cores < 2 || works.length < fewest) return [{ works: [...works], languages: [...languages], bibtex: true }];
  if (languages.length > 1) {
    const half = Math.ceil(languages.length / 2);
    return [
      { works: [...works], languages: languages.slice(0, half), bibtex: true },
      { works: [...works], languages: languages.slice(half), bibtex: false },
    ];
  }
  const half = Math.ceil(works.length / 2);
  return [works.slice(0, half), works.slice(half)].map((part) => ({ works: part, languages: [...languages], bibtex: true }));
}

/**
 * `pageCitationsInChildProcess` of many works in two processes side by side (citeproc is most of a cold build's data
 * phase: 8.7 s of a core for the 1,000 realistic works in two languages); the same result, in the works' order. A
 * failure of either stops the other. `fewest`: the works it takes to share them.
 */
export async function pageCitationsInChildProcesses(
  publications: readonly Publication[],
  languages: readonly string[],
  signal?: AbortSignal,
  fewest = fewestWorksToShare,
): Promise<PageCitations> {
  const parts = citationsParts(publications, languages, availableParallelism(), fewest);
  if (parts.length === 1) return pageCitationsInChildProcess(publications, languages, signal);
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const results = await Promise.all(
      parts.map((part) =>
        pageCitationsInChildProcess(part.works, part.languages, stop.signal, part.bibtex).catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
    return {
      bibtex: Object.assign({}, ...results.map((result) => result.bibtex)) as PageCitations['bibtex'],
      ris: Object.assign({}, ...results.map((result) => result.ris)) as PageCitations['ris'],
      references: Object.fromEntries(languages.map((language) => [language, Object.assign({}, ...results.map((result) => result.references[language] ?? {}))])),
    };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}
