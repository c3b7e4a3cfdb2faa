import { gzipSync } from 'node:zlib';

/**
 * Gzip sizes of the resources pages loaded, computed here because the preview server sends files
 * uncompressed. Each body is fetched again from that server, which sends the built files byte for byte (and
 * the 404 page for an unknown path, as a visitor gets it); resources of other origins are not measured.
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
