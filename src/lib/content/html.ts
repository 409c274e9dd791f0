/** Text as written, from HTML text or an attribute value: the five entities HTML escapes undone. */
export function decodeEntities(html: string): string {
  return html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}
