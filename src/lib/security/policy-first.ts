// A Content-Security-Policy given in a <meta> applies only to what the browser parses after it.
// Astro writes its policy at the end of <head>, after the page's own tags (structured data
// among them), so the site moves it to the front: right after the character set, which must stay
// within the first 1,024 bytes and runs nothing.

const POLICY = /<meta http-equiv="content-security-policy" content="[^"]*">/i;
const HEAD = /<head(?:\s[^>]*)?>/i;
const CHARSET = /^<meta charset="[^"]*">/i;

/** The page with its CSP <meta> as the first element of <head> after the charset. */
export function policyFirst(html: string): string {
  const policy = POLICY.exec(html);
  const head = HEAD.exec(html);
  if (!policy || !head || policy.index < head.index) return html;
  const withoutPolicy = html.slice(0, policy.index) + html.slice(policy.index + policy[0].length);
  let at = head.index + head[0].length;
  at += CHARSET.exec(withoutPolicy.slice(at))?.[0].length ?? 0;
  return withoutPolicy.slice(0, at) + policy[0] + withoutPolicy.slice(at);
}

/** The elements of <head> before the CSP <meta>, other than the charset: none on a sound page. */
export function tagsBeforePolicy(html: string): string[] {
  const head = HEAD.exec(html);
  const policy = POLICY.exec(html);
  if (!head || !policy) return [];
  const before = html.slice(head.index + head[0].length, policy.index).replace(CHARSET, '');
  return [...before.matchAll(/<[a-z][^>]*>/gi)].map((match) => match[0]);
}
