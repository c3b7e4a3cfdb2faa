import { fork } from 'node:child_process';
import { childModule } from '../shared/product-files.ts';
import type { Publication } from '../../schemas/types.generated.ts';
import type { PageCitations } from './citation-data.ts';
import type { PageCitationsAnswer, PageCitationsRequest } from './page-citations-process.ts';

/**
 * Each work's BibTeX entry and APA references in each site language (`pageCitations`), computed in a child
 * process. citeproc formats every author of every work and keeps what it read: for 1,000 works of 20–200
 * authors about 8 s of CPU, and hundreds of MB that the build process would otherwise hold until its end (it
 * peaked over 1 GB). The build starts it with the data phase, so it runs beside the images and the CV.
 */
export function pageCitationsInChildProcess(
  publications: readonly Publication[],
  languages: readonly string[],
  signal?: AbortSignal,
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
    child.send({ publications, languages } satisfies PageCitationsRequest);
  });
}
