import type { AuditedPage, BuiltSite, PageKind } from './audit-plan.ts';

/** The works of the list audited at scale: the 1,000 realistic works (20–200 authors, long abstracts). */
export const scaleWorkCount = 1_000;

/** What the slug and label of a page of the scale site add, so that its reports stand beside the shipped site's. */
const scaleSuffix = `${scaleWorkCount}`;

/** The kinds of page whose content grows with the works, and the home page, which must not. */
const scaleKinds: ReadonlySet<PageKind> = new Set(['home', 'publications', 'paper', 'cv']);

/**
 * The pages audited on the site of 1,000 realistic works, in the default language: the home page, `/publications/`
 * (the list whose Style & Layout cost the shipped content's 16 works cannot show), the first paper's page (20–200
 * authors) and `/cv/` (every work), named apart from the shipped site's: "publications-1000", "/publications/ (1,000
 * works)". Those the build has.
 */
export function scalePages(pages: readonly AuditedPage[], site: Pick<BuiltSite, 'defaultLanguage'>): AuditedPage[] {
  const works = scaleWorkCount.toLocaleString('en');
  return pages
    .filter((page) => scaleKinds.has(page.kind) && page.language === site.defaultLanguage)
    .map((page) => ({ ...page, slug: `${page.slug}-${scaleSuffix}`, label: `${page.label} (${works} works)` }));
}

/**
 * Whether the audit builds the site of 1,000 works: by default yes, not with `--skip-scale` (a quick run), and
 * with `--pages` only when one of them is one of its pages ("publications-1000").
 */
export function wantsScaleSite(slugs: readonly string[] | null, skipScale: boolean): boolean {
  if (skipScale) return false;
  return slugs === null || slugs.some(isScaleSlug);
}

/** Whether the audit builds the owner's content (`--content`): unless `--pages` names only pages of the scale site. */
export function wantsContentSite(slugs: readonly string[] | null): boolean {
  return slugs === null || !slugs.every(isScaleSlug);
}

function isScaleSlug(slug: string): boolean {
  return slug.endsWith(`-${scaleSuffix}`);
}
