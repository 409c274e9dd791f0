import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isWritten } from './rules';

const FRONTMATTER = /^---[\s\S]*?\n---\n?/;

/**
 * Paths of listed posts that have no body yet. The sitemap leaves them out: their pages say
 * "Coming Soon" and ask search engines not to index them. Read from the files because the
 * sitemap is configured before content collections load.
 */
export function unwrittenPostPaths(blogDir = 'src/content/blog'): Set<string> {
  const paths = new Set<string>();
  for (const name of readdirSync(blogDir)) {
    if (!/\.mdx?$/.test(name)) continue;
    const body = readFileSync(join(blogDir, name), 'utf8').replace(FRONTMATTER, '');
    if (!isWritten(body)) paths.add(`/blog/${name.replace(/\.mdx?$/, '')}`);
  }
  return paths;
}
