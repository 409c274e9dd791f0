// A Content-Security-Policy given in a <meta> applies only to what the browser parses after it.
// Astro writes its policy at the end of <head>, after the page's own tags (structured data
// among them), so the site moves it to the front: right after the character set, which must stay
// within the first 1,024 bytes and runs nothing.

const POLICY = /<meta http-equiv="content-security-policy" content="[^"]*">/i;
const HEAD = /<head(?:\s[^>]*)?>/i;
const CHARSET = /^<meta charset="[^"]*">/i;
const CHARSET_AT = /<meta charset="[^"]*">/iy;

/** The length of a charset <meta> starting at `at`, else 0. */
function charsetAt(html: string, at: number): number {
  CHARSET_AT.lastIndex = at;
  return CHARSET_AT.exec(html)?.[0].length ?? 0;
}

/** The page with its CSP <meta> as the first element of <head> after the charset. */
export function policyFirst(html: string): string {
  const policy = POLICY.exec(html);
  const head = HEAD.exec(html);
  if (!policy || !head || policy.index < head.index) return html;
  // Cut from the page as it is, not from copies: the build runs this on every page.
  const headStart = head.index + head[0].length;
  const policyEnd = policy.index + policy[0].length;
  if (policy.index === headStart) {
    const charset = charsetAt(html, policyEnd);
    return charset === 0
      ? html
      : html.slice(0, headStart) + html.slice(policyEnd, policyEnd + charset) + policy[0] + html.slice(policyEnd + charset);
  }
  const at = headStart + charsetAt(html, headStart);
  return html.slice(0, at) + policy[0] + html.slice(at, policy.index) + html.slice(policyEnd);
}

/** The elements of <head> before the CSP <meta>, other than the charset: none on a sound page. */
export function tagsBeforePolicy(html: string): string[] {
  const head = HEAD.exec(html);
  const policy = POLICY.exec(html);
  if (!head || !policy) return [];
  const before = html.slice(head.index + head[0].length, policy.index).replace(CHARSET, '');
  return [...before.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
}
