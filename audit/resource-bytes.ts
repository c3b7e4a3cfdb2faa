export interface CountedResource {
  url: string;
  isScript: boolean;
  /** Bytes on the wire as the browser saw them; 0 when unknown. */
  transferSize: number;
}

export interface ByteTotals {
  jsTransfer: number;
  jsGzip: number;
  totalTransfer: number;
  totalGzip: number;
  /** Resources with no gzip size of their own (another origin): counted at their transfer size. */
  unmeasured: string[];
}

/**
 * Adds up what a page downloaded, each URL once. The gzip figures use the sizes computed from the built
 * files, the way a static host compresses them.
 */
export function byteTotals(resources: readonly CountedResource[], gzipSizes: ReadonlyMap<string, number>): ByteTotals {
  const byUrl = new Map<string, CountedResource>();
  for (const resource of resources) {
    const seen = byUrl.get(resource.url);
    // A repeat request is usually served from cache (transfer 0): keep the request that carried the bytes.
    if (!seen || resource.transferSize > seen.transferSize) byUrl.set(resource.url, resource);
  }

  const totals: ByteTotals = { jsTransfer: 0, jsGzip: 0, totalTransfer: 0, totalGzip: 0, unmeasured: [] };
  for (const resource of byUrl.values()) {
    const measured = gzipSizes.get(resource.url);
    if (measured === undefined) totals.unmeasured.push(resource.url);
    const gzip = measured ?? resource.transferSize;
    totals.totalTransfer += resource.transferSize;
    totals.totalGzip += gzip;
    if (resource.isScript) {
      totals.jsTransfer += resource.transferSize;
      totals.jsGzip += gzip;
    }
  }
  return totals;
}
