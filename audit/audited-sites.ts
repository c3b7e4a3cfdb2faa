import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { generatePublicationsCorpus } from '../bench/publications-corpus.ts';
import { auditedPages, selectPages, type AuditedPage, type BuiltSite } from './audit-plan.ts';
import { readBuiltSite } from './built-site.ts';
import { progress } from './measurements.ts';
import { scalePages, scaleWorkCount, wantsContentSite, wantsScaleSite } from './scale-site.ts';
import { buildSite, serveSite, type ServedSite } from './serve-site.ts';
import { writeTwinPages, type TwinPage } from './twin-pages.ts';

/** One built site the audit serves, with the pages audited on it and their no-script twins. */
export interface AuditedSite {
  contentDir: string;
  built: BuiltSite;
  pages: AuditedPage[];
  twins: TwinPage[];
  served: ServedSite;
}

interface Candidate {
  contentDir: string;
  distDir: string;
  built: BuiltSite;
  pages: AuditedPage[];
}

async function built(contentDir: string, distDir: string, choose: (pages: AuditedPage[], site: BuiltSite) => AuditedPage[]): Promise<Candidate> {
  progress(`building ${contentDir}/ into a temporary folder…`);
  await buildSite(contentDir, distDir);
  const site = await readBuiltSite(distDir);
  return { contentDir, distDir, built: site, pages: choose(auditedPages(site), site) };
}

/**
 * The sites to audit, built in `workDir` and served: the owner's content (`--content`), every kind of page; and by
 * default a content of 1,000 realistic works made like the bench's (bench/publications-corpus.ts), its list of
 * works only (scale-site.ts). `--pages` picks among the pages of both; a site none of whose pages is picked is
 * neither built nor served.
 */
export async function prepareSites(
  contentDir: string,
  workDir: string,
  { slugs, skipScale, inlineCss }: { slugs: string[] | null; skipScale: boolean; inlineCss: boolean },
): Promise<AuditedSite[]> {
  const candidates: Candidate[] = [];
  if (wantsContentSite(slugs)) candidates.push(await built(contentDir, join(workDir, 'dist'), (pages) => pages));
  if (wantsScaleSite(slugs, skipScale)) {
    const scaleContent = join(workDir, `content-${scaleWorkCount}`);
    await mkdir(scaleContent, { recursive: true });
    progress(`making a content folder of ${scaleWorkCount.toLocaleString('en')} realistic works…`);
    await generatePublicationsCorpus(scaleContent, scaleWorkCount, { realistic: true });
    candidates.push(await built(scaleContent, join(workDir, `dist-${scaleWorkCount}`), scalePages));
  }
  const chosen = selectPages(
    candidates.flatMap((candidate) => candidate.pages),
    slugs,
  );
  const sites: AuditedSite[] = [];
  try {
    for (const candidate of candidates) {
      const pages = candidate.pages.filter((page) => chosen.includes(page));
      if (pages.length === 0) continue;
      const twins = await writeTwinPages(candidate.distDir, pages, inlineCss);
      const served = await serveSite(candidate.distDir, candidate.contentDir, (why) => progress(`  ✖ ${why}`));
      sites.push({ contentDir: candidate.contentDir, built: candidate.built, pages, twins, served });
    }
  } catch (error) {
    await closeSites(sites);
    throw error;
  }
  return sites;
}

export async function closeSites(sites: readonly AuditedSite[]): Promise<void> {
  for (const site of sites) await site.served.close();
}
