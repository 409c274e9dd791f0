// Astro writes one policy for every page: it allows every inline script and style Astro could
// emit anywhere on the site (every client directive, the island runtime's development build, the
// hashes of linked stylesheets), because it cannot know which ones a page uses when it writes the
// page's <head> (withastro/astro#13687). The pass over the finished site
// (src/integrations/finish-site.ts) leaves each page's policy only the hashes of the inline
// scripts and styles that page carries: a tighter policy, and less incompressible text in front of
// the first paint.
import { cspHash } from './inline-stylesheets';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)"/;
const HASH_SOURCE = / 'sha256-[^']+'/g;
// Code the browser runs (data blocks such as JSON-LD are never run, so never checked), and styles.
const INLINE_CODE =
  /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>|<style[^>]*>([\s\S]*?)<\/style>/g;

/** The page with its policy's hash sources limited to the inline scripts and styles it carries. */
export function ownHashesOnly(html: string): string {
  const carried = new Set([...html.matchAll(INLINE_CODE)].map(([, script, style]) => cspHash((script ?? style)!)));
  return html.replace(
    POLICY,
    (_meta, start: string, policy: string) =>
      `${start}${policy.replace(HASH_SOURCE, (source) => (carried.has(source.trim()) ? source : ''))}"`,
  );
}
