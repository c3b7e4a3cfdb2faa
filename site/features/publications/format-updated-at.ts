/** The import date in the page's language; UTC so that the server and every visitor show the same day. */
export function formatUpdatedAt(updatedAt: string, locale: string): string | null {
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
