import { gzipSync } from 'node:zlib';

/**
 * Gzip sizes (Node's default level, as a host compressing on the fly) of the resources pages loaded: each
 * body is fetched again, plain (`identity`), from the preview server, which then sends the built file byte
 * for byte (and the 404 page for an unknown path, as a visitor gets it); other origins are not measured.
 */
export async function gzipSizes(urls: Iterable<string>, siteOrigin: string, fileServerOrigin: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const url of new Set(urls)) {
    const parsed = new URL(url);
    if (parsed.origin !== siteOrigin) continue;
    const response = await fetch(`${fileServerOrigin}${parsed.pathname}${parsed.search}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    sizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
  }
  return sizes;
}
