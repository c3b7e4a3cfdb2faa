/** The name of the search page's query parameter: /search/?q=wave. */
export const queryParameter = 'q';

/** The words of a URL's query (`?q=…`), trimmed; empty when there are none. */
export function queryFromUrl(search: string): string {
  return (new URLSearchParams(search).get(queryParameter) ?? '').trim();
}

/** The search page's URL for these words: `?q=…` kept so a reload or a shared link searches again; none when empty. */
export function urlWithQuery(pathname: string, query: string, hash = ''): string {
  const words = query.trim();
  return words === '' ? `${pathname}${hash}` : `${pathname}?${new URLSearchParams({ [queryParameter]: words }).toString()}${hash}`;
}
