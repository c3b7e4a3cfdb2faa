import type { MobileLoad } from './script-cost.ts';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

/** The parts of a Lighthouse result (LHR) the audit reads; Lighthouse's own `Result` type fits this shape. */
export interface LighthouseResult {
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<
    string,
    | { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number; details?: unknown }
    | undefined
  >;
}

interface LoadedResource {
  url: string;
  isScript: boolean;
  /** Bytes on the wire as Lighthouse saw them (headers included). */
  transferSize: number;
}

/** An audit that pulled a category below 100. */
interface Shortfall {
  category: CategoryId;
  auditId: string;
  title: string;
  score: number;
  displayValue: string | null;
}

export interface LighthouseFigures {
  /** Category scores as Lighthouse shows them (0–100), null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  resources: LoadedResource[];
  shortfalls: Shortfall[];
  /** Lighthouse's reason when it could not audit the page at all. */
  runtimeError: string | null;
  warnings: string[];
}

export function lighthouseFigures(lhr: LighthouseResult): LighthouseFigures {
  const scores = Object.fromEntries(
    categoryIds.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;

  return {
    scores,
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    resources: loadedResources(lhr.audits['network-requests']?.details),
    shortfalls: shortfalls(lhr),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings,
  };
}

function numericValue(lhr: LighthouseResult, auditId: string): number | null {
  const audit = lhr.audits[auditId];
  return audit && audit.scoreDisplayMode !== 'error' && typeof audit.numericValue === 'number' ? audit.numericValue : null;
}

function shortfalls(lhr: LighthouseResult): Shortfall[] {
  return categoryIds.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (ref.weight <= 0 || !audit || audit.score === null || audit.score >= 1) return [];
      return [{ category, auditId: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? null }];
    }),
  );
}

/**
 * What the page itself downloaded, from the `network-requests` audit: data: URLs are left out (their bytes
 * are in the file that holds them) and so are requests a service worker makes for its own cache.
 */
function loadedResources(details: unknown): LoadedResource[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.url !== 'string' || item.url.startsWith('data:')) return [];
    if (item.sessionTargetType === 'worker') return [];
    return [
      {
        url: item.url,
        isScript: item.resourceType === 'Script',
        transferSize: typeof item.transferSize === 'number' ? item.transferSize : 0,
      },
    ];
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The figures the paint-first comparison sets side by side (script-cost.ts). */
export function mobileLoad(figures: LighthouseFigures): MobileLoad {
  return { fcpMs: figures.fcpMs, lcpMs: figures.lcpMs, tbtMs: figures.tbtMs, performance: figures.scores.performance };
}
