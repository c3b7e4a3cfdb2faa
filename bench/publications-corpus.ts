import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { collectionModels } from '../core/collections/registry.ts';
import { importPublications } from '../cli/publications/import-publications.ts';
import { generateWorks, startOpenAlexStandIn } from '../cli/publications/testing/openalex-stand-in.ts';
import { generateRealisticWorks } from './realistic-works.ts';

const shippedContent = fileURLToPath(new URL('../content/', import.meta.url));

export interface CorpusOptions {
  /** Works with 20–200 authors and abstracts of 1,500–2,500 characters (realistic-works.ts) instead of the stand-in's short ones. */
  realistic?: boolean;
}

/**
 * A content folder like the shipped one whose publications.json was imported, through the local OpenAlex
 * stand-in, from `workCount` generated works (plus the shipped hand-kept work). For the bench and the audit.
 * The import date is fixed so two corpora are identical.
 */
/**
 * The shipped content stays, without its links to shipped works, which the generated corpus replaces (a link to a
 * work that is gone is a validate error): each kind's field that names works (its model's `workReferences`: a
 * talk's `publication`, a software item's `publications`) and a news item's Markdown link to a paper.
 */
export async function withoutLinksToShippedWorks(contentDir: string): Promise<void> {
  for (const model of collectionModels) {
    if (!('workReferences' in model) || !('name' in model.file)) continue;
    const path = join(contentDir, model.file.name);
    const file = JSON.parse(await readFile(path, 'utf8').catch(() => 'null')) as { items: Record<string, unknown>[] } | null;
    if (file === null) continue;
    for (const item of file.items) delete item[model.workReferences.field];
    await writeFile(path, `${JSON.stringify(file, null, 2)}\n`);
  }
  const newsPath = join(contentDir, 'news.json');
  const news = await readFile(newsPath, 'utf8').catch(() => null);
  if (news !== null) await writeFile(newsPath, news.replace(/\[([^[\]\n]+)\]\((?:\/[a-z]{2})?\/publications\/[^)\s]+\)/g, '$1'));
}

export async function generatePublicationsCorpus(
  contentDir: string,
  workCount: number,
  { realistic = false }: CorpusOptions = {},
): Promise<{ importMs: number; requests: number }> {
  await cp(shippedContent, contentDir, { recursive: true });
  // The shipped manuscripts belong to shipped works that the generated corpus replaces.
  await rm(join(contentDir, 'papers'), { recursive: true, force: true });
  await withoutLinksToShippedWorks(contentDir);
  const site = (await import(join(contentDir, 'site.json'), { with: { type: 'json' } })) as {
    default: { publications: { sources: Array<{ openalex?: { authors: string[] } }> } };
  };
  const authorId = site.default.publications.sources[0]?.openalex?.authors[0] ?? 'A5000000001';
  const works = realistic ? generateRealisticWorks(workCount, { authorId }) : generateWorks(workCount, { authorId });
  const standIn = await startOpenAlexStandIn({ works });
  try {
    const started = performance.now();
    const outcome = await importPublications(
      {
        contentDir,
        outFile: join(contentDir, 'publications.json'),
        sourcesOverride: null,
        apiUrl: standIn.url,
        apiKey: null,
        dryRun: false,
        allowShrink: true,
      },
      { fetch: globalThis.fetch, sleep: (milliseconds) => sleep(milliseconds), now: () => new Date('2026-11-16T06:00:00.000Z') },
    );
    if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
    return { importMs: performance.now() - started, requests: standIn.requests.length };
  } finally {
    await standIn.close();
  }
}
