import { escapeHTML } from './escape-html.ts';

/** One former key of a merged work, in one language: where its page was, and where the work lives now. */
export interface PaperRedirect {
  /** Directory path of the old page, e.g. /fr/publications/w123/. */
  from: string;
  /** Directory path of the page that holds the work now. */
  to: string;
}

/** Every former key in every language: the page path is the language prefix + /publications/<key>/. */
export function paperRedirects(
  redirects: ReadonlyMap<string, string>,
  languagePrefixes: readonly string[],
): PaperRedirect[] {
  return languagePrefixes.flatMap((prefix) =>
    [...redirects].map(([former, key]) => ({
      from: `${prefix}/publications/${former}/`,
      to: `${prefix}/publications/${key}/`,
    })),
  );
}

/** `_redirects` rules (Netlify/Cloudflare format): permanent, before the 404 catch-all. */
export function renderPaperRedirectRules(redirects: readonly PaperRedirect[]): string {
  return redirects.map(({ from, to }) => `${from}  ${to}  301\n${from.replace(/\/$/, '')}  ${to}  301\n`).join('');
}

/**
 * The page written at an old address for hosts without `_redirects`: a refresh to the work's page, its
 * canonical URL (search engines move the old page's standing to it), and a link for anyone the refresh misses.
 */
export function renderRedirectPage(siteUrl: string, redirect: PaperRedirect, language: string): string {
  const target = `${siteUrl.replace(/\/+$/, '')}${redirect.to}`;
  const href = escapeHTML(target);
  return [
    '<!doctype html>',
    `<html lang="${escapeHTML(language)}">`,
    '<head>',
    '<meta charset="UTF-8">',
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    `<link rel="canonical" href="${href}">`,
    '<meta name="robots" content="noindex">',
    `<title>${href}</title>`,
    '</head>',
    `<body><p><a href="${href}">${href}</a></p></body>`,
    '</html>',
    '',
  ].join('\n');
}
