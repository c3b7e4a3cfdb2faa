import type { Redirect } from '../../schemas/types.generated.ts';
import { renderRedirectPage } from '../build/redirect-pages.ts';
import { pageOfPath } from './site-addresses.ts';

/** What the build writes for the old site's addresses: the `_redirects` rules, and a refresh page at each old address. */
export interface OldAddressOutput {
  rules: string;
  /** Each page's file, relative to the built site (`2023/05/01/waves.html`, `blog/waves/index.html`), and its HTML. */
  pages: Array<{ file: string; html: string }>;
}

/** Where the refresh page of an old address goes: an `.html` address at that file name, any other as its folder's index. */
export function refreshPageFile(from: string): string {
  const path = from.replace(/^\/+/, '');
  if (/\.html?$/i.test(path)) return path;
  return `${path.replace(/\/+$/, '')}${path === '' ? '' : '/'}index.html`;
}

/** The permanent rules of the owner's redirects (both spellings of a folder's address), and their refresh pages. */
export function oldAddressOutput(redirects: readonly Redirect[], site: { siteUrl: string; languages: readonly string[]; defaultLanguage: string }): OldAddressOutput {
  const rules = redirects
    .map(({ from, to }) => {
      const isFile = /\.[a-z0-9]+$/i.test(from);
      const bare = from.replace(/\/+$/, '');
      return isFile ? `${from}  ${to}  301\n` : `${bare}/  ${to}  301\n${bare}  ${to}  301\n`;
    })
    .join('');
  const pages = redirects.map((redirect) => ({
    file: refreshPageFile(redirect.from),
    html: renderRedirectPage(site.siteUrl, redirect, pageOfPath(redirect.to, site).language),
  }));
  return { rules, pages };
}
