/** The novel page's meta description: its synopsis cut to about a search-result snippet (160 characters). */
const SNIPPET_MAX = 160;

/** The text with white space collapsed, cut at a word boundary without trailing punctuation ('...' when cut). */
export function synopsisSnippet(text: string, max = SNIPPET_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 3);
  const space = cut.lastIndexOf(' ');
  let end = space > max / 2 ? space : cut.length;
  while (end > 0 && ' ,.;:!?-'.includes(cut.charAt(end - 1))) end -= 1;
  return `${cut.slice(0, end)}...`;
}
