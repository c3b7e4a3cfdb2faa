import type { MovedPage } from '../collections/collection-build.ts';
import { escapeHTML } from './escape-html.ts';

/** A moved page (a merged work's former key) in one language: where the page was, and where it is now. */
export interface PageRedirect {
  /** Directory path of the old page, e.g. /fr/publications/w123/. */
  from: string;
  /** Directory path of the page that holds it now. */
  to: string;
}

/** Every moved page in every language: the language prefix + its neutral path, as a directory. */
export function pageRedirects(moved: readonly MovedPage[], languagePrefixes: readonly string[]): PageRedirect[] {
  return languagePrefixes.flatMap((prefix) => moved.map(({ from, to }) => ({ from: `${prefix}${from}/`, to: `${prefix}${to}/` })));
}

/** `_redirects` rules (Netlify/Cloudflare format): permanent, before the 404 catch-all. */
export function renderRedirectRules(redirects: readonly PageRedirect[]): string {
  return redirects.map(({ from, to }) => `${from}  ${to}  301\n${from.replace(/\/$/, '')}  ${to}  301\n`).join('');
}

/**
 * The page written at an old address for hosts without `_redirects`: a refresh to the new page, its
 * canonical URL (search engines move the old page's standing to it), and a link for anyone the refresh misses.
 */
export function renderRedirectPage(siteUrl: string, redirect: PageRedirect, language: string): string {
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
