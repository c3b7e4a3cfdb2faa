/**
 * The text a reader of the running site sees in `node`: jsdom lays nothing out, so elements carrying the
 * `hidden` attribute (collapsed parts that stay in the HTML for visitors without JavaScript) are skipped by hand.
 */
export function shownText(node: Node | null | undefined): string {
  if (!node) return '';
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof HTMLElement && node.hidden) return '';
  return [...node.childNodes].map(shownText).join('');
}
