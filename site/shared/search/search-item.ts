/**
 * The attributes of an item of a list page that the site search finds on its own (docs/search.md): its anchor,
 * and the title its result shows. Pagefind splits the page's results at each element with both (a sub-result
 * per item, `data-pagefind-title`), so a search for a talk's title links to /talks/#<its id>, named by the talk.
 */
export function searchItem(id: string, title: string): { id: string; 'data-pagefind-title': string } {
  return { id, 'data-pagefind-title': title };
}
