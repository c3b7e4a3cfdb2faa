/**
 * Benchmark (prints figures; not a test): `init --from`'s writer and validation on an old site of 200 posts and
 * 300 publications (each with its old address), read by a stand-in reader, so the figure is the writer's, not a
 * reader's. Target: the whole `init --from` under 20 s.
 * Run: npx tsx bench/init-from.bench.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importOldSite } from '../cli/import-site/import-old-site.ts';
import { sampleOldSite, writeSampleFiles } from '../cli/import-site/old-site.fixture.ts';
import type { OldSite, SiteReader } from '../cli/import-site/old-site.ts';
import { createOwnerRepository } from '../cli/owner-repository/create-owner-repository.ts';

const postCount = 200;
const workCount = 300;
const paragraph = 'Waves run up the beach and the shoreline moves with every storm; we measured it for ten winters. ';

function largeSite(): OldSite {
  const sample = sampleOldSite();
  const day = (index: number) => `20${String(10 + (index % 15)).padStart(2, '0')}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`;
  const posts = Array.from({ length: postCount }, (_, index) => ({
    slug: `post-${index}`,
    title: `Post number ${index}`,
    date: day(index),
    summary: `What post ${index} says.`,
    tags: [`tag-${index % 10}`],
    body: `${paragraph.repeat(8)}\n\n## A section\n\n${paragraph.repeat(6)}\n`,
  }));
  const publications = Array.from({ length: workCount }, (_, index) => ({
    ...(sample.publications[0] as OldSite['publications'][number]),
    slug: `paper-${index}`,
    title: `Shoreline change study ${index}`,
    doi: `10.1234/study.${index}`,
    abstract: paragraph.repeat(10),
  }));
  const redirects = [
    ...posts.map((post) => ({ from: `/blog/${post.date.slice(0, 4)}/${post.slug}/`, to: `/posts/${post.slug}/` })),
    ...publications.map((work) => ({ from: `/publication/${work.slug}`, to: `/publications/${work.slug}/` })),
  ];
  return { ...sample, posts, publications, redirects };
}

const parent = await mkdtemp(join(tmpdir(), 'init-from-bench-'));
try {
  const oldSite = join(parent, 'old-site');
  await writeSampleFiles(oldSite);
  const site = largeSite();
  const reader: SiteReader = { tool: 'academicpages', recognise: async () => ['_config.yml'], read: async () => site };
  const started = performance.now();
  const outcome = await createOwnerRepository(join(parent, 'new-site'), (contentDirectory) =>
    importOldSite(
      contentDirectory,
      { oldSiteDir: oldSite, tool: null, options: { languages: ['en', 'fr'], authorIds: [], orcid: null, schemaDirectory: '../node_modules/researcher-portfolio/schemas' } },
      { readers: [reader], now: () => new Date(), importInto: null },
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  if (!outcome.ok) throw new Error(outcome.errors.join('\n'));
  console.log(`init --from, ${postCount} posts, ${workCount} publications, ${site.redirects.length} redirects, en+fr: ${seconds.toFixed(2)} s (target < 20 s)`);
} finally {
  await rm(parent, { recursive: true, force: true });
}
