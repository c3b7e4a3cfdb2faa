const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in HTML text and in a double- or single-quoted attribute. */
export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (character) => replacements[character] ?? character);
}
