export interface SitemapPage {
  /** Absolute URL of one page in each site language, in site order. */
  alternates: ReadonlyArray<{ language: string; url: string }>;
  defaultUrl: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap listing every page in every site language, each with its hreflang alternates (Google's format). */
export function renderSitemap(pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) =>
    page.alternates.map(({ url }) => {
      const links = page.alternates
        .map((other) => `    <xhtml:link rel="alternate" hreflang="${other.language}" href="${escapeXml(other.url)}"/>`)
        .concat(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(page.defaultUrl)}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${escapeXml(url)}</loc>\n${links}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
